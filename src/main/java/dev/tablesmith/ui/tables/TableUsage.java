package dev.tablesmith.ui.tables;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.CapacityPlan;
import dev.tablesmith.planner.StorageEstimate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The planner's view of the table and each index: which access patterns resolve to it and its projection-aware
 * storage. Heavy (plans every pattern, materializes the sample items): run it off the FX thread.
 *
 * @param table    the base table's usage
 * @param indexes  each secondary index's usage by index name
 * @param capacity both billing modes for the table at the patterns' peak rates
 */
record TableUsage(IndexUsage table, Map<String, IndexUsage> indexes, CapacityPlan capacity) {
    /** The planner labels the base table "table"; indexes by their names. */
    static final String TABLE_LABEL = "table";

    static TableUsage of(Table table, Pricing pricing) {
        Map<String, List<String>> patterns = new HashMap<>();
        List<AccessPatternPlan> plans = AccessPatternPlanner.planAll(table, pricing);
        for (AccessPatternPlan plan : plans) {
            plan.index().ifPresent(index -> patterns.computeIfAbsent(index, k -> new ArrayList<>())
                    .add(plan.pattern().id()));
        }
        StorageEstimate storage = StorageEstimate.of(table, pricing);
        List<StorageEstimate.IndexStorage> lines = storage.indexes();
        IndexUsage base = usage(inDesignOrder(patterns.getOrDefault(TABLE_LABEL, List.of()), table), lines.get(0));
        Map<String, IndexUsage> indexes = new HashMap<>();
        for (StorageEstimate.IndexStorage line : lines.subList(1, lines.size())) {
            indexes.put(line.index(), usage(inDesignOrder(patterns.getOrDefault(line.index(), List.of()), table), line));
        }
        CapacityPlan capacity = CapacityPlan.of(table, pricing, plans, ItemMaterializer.materialize(table));
        return new TableUsage(base, Map.copyOf(indexes), capacity);
    }

    private static IndexUsage usage(List<String> patterns, StorageEstimate.IndexStorage storage) {
        return new IndexUsage(patterns, storage.entries(), storage.gigabytes());
    }

    /** Keeps the patterns in design order (planAll returns them so; this guards a planner that does not). */
    static List<String> inDesignOrder(List<String> ids, Table table) {
        return table.accessPatterns().stream().map(AccessPattern::id).filter(ids::contains).toList();
    }
}
