package dev.tablesmith.io.items;

import dev.tablesmith.edit.Command;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An import of sample-data files as one undoable edit: the tables it wrote to are replaced by the tables it made.
 * The files are read in the background against the design as it was then; if one of those tables was edited
 * meanwhile, the import is refused rather than undo that edit.
 */
public final class ItemImportCommand implements Command {
    private final Map<String, Table> before = new LinkedHashMap<>();
    private final Map<String, Table> after = new LinkedHashMap<>();
    private final String description;

    /**
     * @param read   the design the files were read against
     * @param result what the import made of it
     */
    public ItemImportCommand(Design read, ItemImportResult result) {
        for (ItemImportResult.TableCounts counts : result.tables()) {
            before.put(counts.table(), read.table(counts.table()).orElseThrow());
            after.put(counts.table(), result.design().table(counts.table()).orElseThrow());
        }
        description = "Import items (" + result.added() + " added, " + result.replaced() + " replaced, "
                + result.deleted() + " deleted)";
    }

    @Override
    public Design apply(Design design) {
        Design changed = design;
        for (Map.Entry<String, Table> table : after.entrySet()) {
            Table now = design.table(table.getKey()).orElse(null);
            Table then = before.get(table.getKey());
            if (now != then && !then.equals(now)) {
                throw new IllegalArgumentException("table " + table.getKey() + " changed while the files were "
                        + "read; import them again");
            }
            changed = changed.withTable(table.getKey(), table.getValue());
        }
        return changed;
    }

    @Override
    public String description() {
        return description;
    }
}
