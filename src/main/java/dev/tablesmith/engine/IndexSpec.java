package dev.tablesmith.engine;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

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

    /**
     * The top-level attributes an entry of a KEYS_ONLY or INCLUDE index holds: the table's key attributes, the
     * index's key attributes and, for INCLUDE, its NonKeyAttributes (in that order). Meaningless for ALL, which holds
     * every attribute.
     */
    public Set<String> projectedAttributeNames() {
        Set<String> names = new LinkedHashSet<>(tableKeys.attributeNames());
        names.addAll(keySchema.attributeNames());
        if (projection.type() == ProjectionType.INCLUDE) {
            names.addAll(projection.nonKeyAttributes());
        }
        return names;
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
