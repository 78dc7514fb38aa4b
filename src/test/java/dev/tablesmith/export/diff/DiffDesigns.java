package dev.tablesmith.export.diff;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import java.nio.file.Path;
import java.util.function.UnaryOperator;

/** The two committed versions of commerce-main the diff tests compare, and small edits of them. */
final class DiffDesigns {
    static final Path FOLDER = Path.of("src", "test", "resources", "golden", "diff");
    static final Path V1 = FOLDER.resolve("commerce-main.v1.tablesmith.json");
    static final Path V2 = FOLDER.resolve("commerce-main.v2.tablesmith.json");

    private DiffDesigns() {
    }

    static Design v1() {
        return load(V1);
    }

    static Design v2() {
        return load(V2);
    }

    static Design load(Path file) {
        try {
            return new JsonDesignStore().load(file);
        } catch (Exception e) {
            throw new IllegalStateException("cannot load " + file + ": " + e.getMessage(), e);
        }
    }

    /** The design with its only table edited. */
    static Design withTable(Design design, UnaryOperator<Table> edit) {
        Table table = design.table();
        return design.withTable(table.name(), edit.apply(table));
    }

    /** The design with one entity edited. */
    static Design withEntity(Design design, String name, UnaryOperator<Entity> edit) {
        return withTable(design, t -> t.withEntities(t.entities().stream()
                .map(e -> e.name().equals(name) ? edit.apply(e) : e).toList()));
    }
}
