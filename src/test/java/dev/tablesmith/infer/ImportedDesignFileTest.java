package dev.tablesmith.infer;

import static dev.tablesmith.infer.Items.item;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** An imported design is a design file like any other: it saves, loads back unchanged, and validates on load. */
class ImportedDesignFileTest {

    @Test
    void anImportedDesignWithRecordsAndExplicitItemsOfEveryTypeSavesAndLoadsBackUnchanged(@TempDir Path folder)
            throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Table original = gallery.load(gallery.find("commerce-main").orElseThrow()).table();
        List<Item> items = new ArrayList<>(ItemMaterializer.materialize(original).plainItems());
        items.add(item("PK", "BLOB#1", "SK", "x1", "data", AttributeValue.b(new byte[] {1, 2, 3}),
                "tags", new AttributeValue.SS(List.of("a", "b")), "scores", new AttributeValue.NS(List.of("1", "2.5")),
                "nothing", AttributeValue.nul(), "list", AttributeValue.l(List.of(AttributeValue.s("x"))),
                "map", AttributeValue.m(Map.of("k", AttributeValue.n(1)))));
        items.add(item("PK", "BLOB#2", "SK", "x2", "data", AttributeValue.b(new byte[] {4})));
        Design design = DesignInference.infer(Items.describe(original), items, true).design();
        assertThat(design.table().items()).hasSize(2);
        Path file = folder.resolve("imported.tablesmith.json");

        new JsonDesignStore().save(design, file);
        Design loaded = new JsonDesignStore().load(file);

        assertThat(loaded.table().entities()).isEqualTo(design.table().entities());
        assertThat(loaded.table().items()).isEqualTo(design.table().items());
        assertThat(loaded.table().indexes()).isEqualTo(design.table().indexes());
        assertThat(loaded.table().settings()).isEqualTo(design.table().settings());
    }
}
