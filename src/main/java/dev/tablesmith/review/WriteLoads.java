package dev.tablesmith.review;

import dev.tablesmith.engine.WriteCost;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.planner.WriteCosts;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteSpec;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The write units one call of a write pattern spends on the table and on each secondary index, per entity item
 * written ({@link WriteCost}: 1 unit per 1 KB of the item on the table, of the projected entry on an index, twice
 * in a transaction). An UpdateItem is read from its UpdateExpression: SET, ADD and DELETE change the named
 * attributes, REMOVE takes them away, so an update of an index key moves the item in that index and a REMOVE of
 * one takes it out.
 *
 * <p>Each index gets the most expensive of the entity's first 50 sample items, so a sparse index counts the items
 * that enter it. An entity without sample items is charged 1 unit (2 in a transaction) on the table and on each
 * index whose keys it writes.
 */
final class WriteLoads {
    private static final int MAX_SAMPLES = 50;

    private WriteLoads() {
    }

    /** Units per call by index name ({@code table} for the table), for one item of {@code entity}. */
    static Map<String, Double> unitsPerIndex(Table table, AccessPattern pattern, Entity entity, List<Item> samples) {
        WriteSpec write = pattern.write();
        boolean transaction = write != null && write.transaction();
        Map<String, Double> units = new LinkedHashMap<>();
        if (samples.isEmpty()) {
            double unit = transaction ? 2 : 1;
            units.put(AccessPattern.TABLE_INDEX, unit);
            for (SecondaryIndex index : table.indexes()) {
                boolean writesKeys = index.keySchema().attributes().stream().map(KeyAttribute::name)
                        .allMatch(k -> entity.key(k).isPresent());
                if (writesKeys) {
                    units.put(index.name(), unit);
                }
            }
            return units;
        }
        for (Item item : samples.subList(0, Math.min(MAX_SAMPLES, samples.size()))) {
            WriteCost cost = WriteCosts.cost(table, pattern, item);
            units.merge(AccessPattern.TABLE_INDEX, cost.tableUnits(), Math::max);
            cost.indexes().forEach((index, indexWrite) -> units.merge(index, indexWrite.units(), Math::max));
        }
        return units;
    }
}
