package dev.tablesmith.planner;

import dev.tablesmith.engine.WriteCost;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.TransactActionKind;
import dev.tablesmith.model.WriteSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The request units a table and each of its global secondary indexes serve per second at the patterns' peak rates:
 * the sum over patterns of rate x units per call on that table or index.
 *
 * <p>Reads: the plan's read units per call (4 KB blocks, halved eventually consistent, table fetches included) on
 * the index the request uses. A local secondary index shares its table's capacity (Developer Guide, "Provisioned
 * throughput considerations for local secondary indexes"), so its reads and writes count on the table.
 *
 * <p>Writes, per action and item ({@link WriteCost}): 1 unit per 1 KB on the table, the projected entry's units on
 * each index it enters, leaves or updates, both entries' when it changes the index key (a delete and a put), every
 * unit twice in a transaction, and one more item per unique-value guard of a Put. A Put or Delete is charged on
 * each index at the average over the entity's sample items (up to 50), so a sparse index counts only the share of
 * items that are its members; an Update or ConditionCheck at its costliest sample item, since an update is about
 * the items it changes (fulfilling an order leaves the PENDING index only for pending orders).
 *
 * @param readUnits   read units per second at peak, by {@link AccessPattern#TABLE_INDEX} or GSI name
 * @param writeUnits  write units per second at peak, same keys
 * @param itemChanges items written per second at peak (what a stream records)
 */
record IndexLoads(Map<String, Double> readUnits, Map<String, Double> writeUnits, double itemChanges) {
    private static final int MAX_SAMPLES = 50;

    static IndexLoads of(Table table, List<AccessPatternPlan> plans, ScaleEstimates scale) {
        Map<String, Double> reads = new LinkedHashMap<>();
        Map<String, Double> writes = new LinkedHashMap<>();
        reads.put(AccessPattern.TABLE_INDEX, 0.0);
        writes.put(AccessPattern.TABLE_INDEX, 0.0);
        for (SecondaryIndex index : table.indexes()) {
            if (index.isGlobal()) {
                reads.put(index.name(), 0.0);
                writes.put(index.name(), 0.0);
            }
        }
        double changes = 0;
        for (AccessPatternPlan plan : plans) {
            AccessPattern pattern = plan.pattern();
            double rate = pattern.requestsPerSecond();
            if (pattern.kind() == PatternKind.WRITE) {
                for (Map.Entry<String, Double> e : writeUnitsPerCall(table, pattern, scale).entrySet()) {
                    writes.merge(capacityOwner(table, e.getKey()), rate * e.getValue(), Double::sum);
                }
                changes += rate * itemsWritten(table, pattern);
            } else if (plan.request() != null) {
                reads.merge(capacityOwner(table, plan.request().indexName()), rate * plan.cost().readUnits(),
                        Double::sum);
            }
        }
        return new IndexLoads(reads, writes, changes);
    }

    /** The table for the base table and its LSIs (which share its capacity); the GSI's own name otherwise. */
    static String capacityOwner(Table table, String index) {
        if (index == null || index.equals(AccessPattern.TABLE_INDEX)) {
            return AccessPattern.TABLE_INDEX;
        }
        return table.index(index).filter(SecondaryIndex::isGlobal).map(SecondaryIndex::name)
                .orElse(AccessPattern.TABLE_INDEX);
    }

    /** Write units of one call by index name ({@code table} for the table), every action and item included. */
    static Map<String, Double> writeUnitsPerCall(Table table, AccessPattern pattern, ScaleEstimates scale) {
        Map<String, Double> units = new LinkedHashMap<>();
        WriteSpec write = pattern.write();
        boolean transaction = write != null && write.transaction();
        for (TransactAction action : actions(pattern)) {
            Entity entity = table.entity(action.entity()).orElse(null);
            if (entity == null) {
                continue;
            }
            Map<String, Double> perItem = perItem(table, action, entity, transaction, scale);
            int guards = action.kind() == TransactActionKind.PUT ? entity.uniqueValues().size() : 0;
            perItem.merge(AccessPattern.TABLE_INDEX, guards * (transaction ? 2.0 : 1.0), Double::sum);
            perItem.forEach((index, u) -> units.merge(index, u * action.itemsPerCall(), Double::sum));
        }
        return units;
    }

    /** Items one call writes (each action's items and guard items; a ConditionCheck writes none). */
    static double itemsWritten(Table table, AccessPattern pattern) {
        double items = 0;
        for (TransactAction action : actions(pattern)) {
            if (action.writes()) {
                int guards = action.kind() == TransactActionKind.PUT ? table.entity(action.entity())
                        .map(e -> e.uniqueValues().size()).orElse(0) : 0;
                items += action.itemsPerCall() * (1 + guards);
            }
        }
        return items;
    }

    private static List<TransactAction> actions(AccessPattern pattern) {
        WriteSpec write = pattern.write();
        if (write == null) {
            return pattern.entities().stream().map(e -> new TransactAction(TransactActionKind.PUT, e, null, null, 1))
                    .toList();
        }
        if (!write.actions().isEmpty()) {
            return write.actions();
        }
        List<TransactAction> actions = new ArrayList<>();
        pattern.entities().forEach(e -> actions.addAll(write.actionsOn(e)));
        return actions;
    }

    /** Units per item by index: the sample average for a Put or Delete, the costliest sample otherwise. */
    private static Map<String, Double> perItem(Table table, TransactAction action, Entity entity, boolean transaction,
                                               ScaleEstimates scale) {
        List<Item> samples = scale.sampleItems(entity);
        List<Item> items = samples.isEmpty() ? List.of(synthetic(entity))
                : samples.subList(0, Math.min(MAX_SAMPLES, samples.size()));
        boolean average = action.kind() == TransactActionKind.PUT || action.kind() == TransactActionKind.DELETE;
        Map<String, Double> units = new LinkedHashMap<>();
        for (Item item : items) {
            WriteCost cost = WriteCosts.cost(table, action, transaction, item);
            Map<String, Double> one = new LinkedHashMap<>();
            one.put(AccessPattern.TABLE_INDEX, cost.tableUnits());
            cost.indexes().forEach((index, w) -> one.merge(capacityOwner(table, index), w.units(), Double::sum));
            one.forEach((index, u) -> units.merge(index, average ? u / items.size() : u,
                    average ? Double::sum : Math::max));
        }
        return units;
    }

    private static Item synthetic(Entity entity) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (Attribute a : entity.attributes()) {
            values.put(a.name(), a.type() == AttributeType.N ? AttributeValue.n("100") : AttributeValue.s("x"));
        }
        return new Item(values);
    }
}
