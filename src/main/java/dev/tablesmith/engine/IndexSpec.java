package dev.tablesmith.engine;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * One thing that can be read with a Query: the base table or one of its secondary indexes, with the key schema
 * that orders it and the projection that decides what its entries hold.
 *
 * @param name      the index name, or {@link AccessPattern#TABLE_INDEX} for the base table
 * @param global    whether this is a GSI (always eventually consistent)
 * @param keySchema its key schema
 * @param tableKeys the base table's key schema (every index entry carries the table's key attributes)
 * @param projection what non-key attributes its entries carry (ALL for the table)
 */
public record IndexSpec(String name, boolean global, KeySchema keySchema, KeySchema tableKeys,
                        Projection projection) {

    public boolean isTable() {
        return name.equals(AccessPattern.TABLE_INDEX);
    }

    public static IndexSpec table(Table table) {
        return new IndexSpec(AccessPattern.TABLE_INDEX, false, table.keySchema(), table.keySchema(),
                Projection.all());
    }

    public static IndexSpec of(Table table, SecondaryIndex index) {
        return new IndexSpec(index.name(), index.isGlobal(), index.keySchema(), table.keySchema(),
                index.projection());
    }

    /** The table followed by each of its indexes, in display order. */
    public static List<IndexSpec> all(Table table) {
        List<IndexSpec> specs = new ArrayList<>();
        specs.add(table(table));
        table.indexes().forEach(i -> specs.add(of(table, i)));
        return specs;
    }
}
