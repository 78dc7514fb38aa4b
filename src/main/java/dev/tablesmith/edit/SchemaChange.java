package dev.tablesmith.edit;

import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Objects;

/**
 * A change to a table's key schemas (its own key, its secondary indexes) worked out before it is made: the table
 * afterwards, and what the change does besides, in words, for a preview or a confirmation ("Order, Customer: GSI1SK
 * template removed, no key uses GSI1SK any more", "AP4, AP5: pinned to GSI1, now planned again").
 *
 * @param table   the table after the change
 * @param effects one line per consequence beyond the key schema itself, in the order they were found
 */
public record SchemaChange(Table table, List<String> effects) {
    public SchemaChange {
        Objects.requireNonNull(table, "table");
        effects = List.copyOf(effects);
    }
}
