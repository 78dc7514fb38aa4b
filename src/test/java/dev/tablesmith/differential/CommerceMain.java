package dev.tablesmith.differential;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Table;

/** The bundled commerce-main example, its items materialized from the entity records by the engine. */
final class CommerceMain {
    static final String TABLE = "commerce-main";
    private static Dataset dataset;

    private CommerceMain() {
    }

    static synchronized Dataset dataset() {
        if (dataset == null) {
            try {
                ExampleGallery gallery = new ExampleGallery();
                Table table = gallery.load(gallery.find(TABLE).orElseThrow()).table();
                SampleData data = ItemMaterializer.materialize(table);
                if (!data.problems().isEmpty()) {
                    throw new IllegalStateException("commerce-main does not materialize cleanly: " + data.problems());
                }
                dataset = new Dataset(table, data.plainItems());
            } catch (Exception e) {
                throw new IllegalStateException("cannot load the commerce-main example: " + e.getMessage(), e);
            }
        }
        return dataset;
    }
}
