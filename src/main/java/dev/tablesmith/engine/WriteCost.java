package dev.tablesmith.engine;

import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The write units one item write consumes on the table and on each secondary index.
 *
 * <p>The table: 1 unit per 1 KB of the larger of the item before and after the write. Each index: a write that
 * puts an entry ({@link IndexChange#ENTERED}, {@link IndexChange#UPDATED}) costs the units of the new entry's
 * projected size; one that removes an entry ({@link IndexChange#LEFT}) the old entry's; a key change
 * ({@link IndexChange#MOVED}) both; an item outside the index, or whose entry does not change, nothing. In a
 * transaction, every unit counts twice. Source: DynamoDB Developer Guide, "Provisioned throughput considerations
 * for global secondary indexes" and "Item sizes and formats".
 *
 * @param tableUnits write units on the table itself
 * @param indexes    per secondary index (in table order): what happened and its units
 * @param transaction whether the write was part of TransactWriteItems (units already doubled)
 */
public record WriteCost(double tableUnits, Map<String, IndexWrite> indexes, boolean transaction) {

    /** One index's share of a write. */
    public record IndexWrite(IndexChange change, double units) {
    }

    /** The total write units: table plus every index. */
    public double totalUnits() {
        return tableUnits + indexes.values().stream().mapToDouble(IndexWrite::units).sum();
    }

    /**
     * The cost of writing {@code after} over {@code before} (either may be null: a new item, a delete).
     */
    public static WriteCost of(Table table, Item before, Item after, boolean transaction) {
        double factor = transaction ? 2 : 1;
        long larger = Math.max(before == null ? 0 : ItemSize.of(before), after == null ? 0 : ItemSize.of(after));
        Map<String, IndexWrite> indexes = new LinkedHashMap<>();
        for (var index : table.indexes()) {
            IndexSpec spec = IndexSpec.of(table, index);
            Optional<IndexEntry> old = entry(spec, before);
            Optional<IndexEntry> now = entry(spec, after);
            IndexChange change = change(old, now);
            double units = switch (change) {
                case ABSENT, UNTOUCHED -> 0;
                case ENTERED, UPDATED -> CapacityUnits.writeUnits(ItemSize.of(now.get().projected()));
                case LEFT -> CapacityUnits.writeUnits(ItemSize.of(old.get().projected()));
                case MOVED -> CapacityUnits.writeUnits(ItemSize.of(old.get().projected()))
                        + CapacityUnits.writeUnits(ItemSize.of(now.get().projected()));
            };
            indexes.put(index.name(), new IndexWrite(change, units * factor));
        }
        return new WriteCost(CapacityUnits.writeUnits(larger) * factor, indexes, transaction);
    }

    private static Optional<IndexEntry> entry(IndexSpec spec, Item item) {
        if (item == null || IndexView.exclusionReason(spec, item).isPresent()) {
            return Optional.empty();
        }
        return Optional.of(IndexView.build(spec, List.of(item)).collections().get(0).entries().get(0));
    }

    static IndexChange change(Optional<IndexEntry> old, Optional<IndexEntry> now) {
        if (old.isEmpty() && now.isEmpty()) {
            return IndexChange.ABSENT;
        }
        if (old.isEmpty()) {
            return IndexChange.ENTERED;
        }
        if (now.isEmpty()) {
            return IndexChange.LEFT;
        }
        boolean sameKeys = old.get().partitionKey().equals(now.get().partitionKey())
                && IndexView.compareParts(old.get().sortKey(), now.get().sortKey()) == 0;
        if (!sameKeys) {
            return IndexChange.MOVED;
        }
        return Objects.equals(old.get().projected(), now.get().projected()) ? IndexChange.UNTOUCHED
                : IndexChange.UPDATED;
    }
}
