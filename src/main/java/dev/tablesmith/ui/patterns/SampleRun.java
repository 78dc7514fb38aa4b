package dev.tablesmith.ui.patterns;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.Capacity;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.GetItemResponse;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.io.PlanRequestText;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.PlannedRequest;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A plan's request run on the table's sample data: the returned items (the read index's key attributes first,
 * then a few attributes that are no key of any index)
 * and DynamoDB's Count, ScannedCount and ConsumedCapacity, with the request JSON that produced them.
 *
 * @param columns the attribute names shown
 * @param rows    one list of cell texts per returned item, aligned with {@code columns}
 * @param summary e.g. {@code Count 3 · ScannedCount 3 · 0.5 RCU consumed}
 * @param request the request that produced them, in DynamoDB's JSON; empty when nothing ran
 */
public record SampleRun(List<String> columns, List<List<String>> rows, String summary, String request) {
    /** At most this many non-key attributes are shown. */
    static final int OTHER_COLUMNS = 4;

    /** Runs the plan's request (GetItem, Query or one Scan page) on {@link SimulatedTable#of(Table)}. */
    static SampleRun run(AccessPatternPlan plan, Table table) {
        PlannedRequest request = plan.request();
        if (request == null) {
            return new SampleRun(List.of(), List.of(), "Write patterns are not run on sample data.", "");
        }
        SimulatedTable simulated = SimulatedTable.of(table);
        return switch (request.resolution()) {
            case GET_ITEM -> {
                GetItemResponse response = simulated.getItem(request.toGetItem());
                List<Item> items = response.item() == null ? List.of() : List.of(response.item());
                yield of(items, table, request, "Item " + (items.isEmpty() ? "not found" : "found") + " · "
                        + consumed(response.consumedCapacity()));
            }
            case SCAN -> page(simulated.scan(request.toScan(null)), table, request);
            default -> page(simulated.query(request.toQuery(null)), table, request);
        };
    }

    private static SampleRun page(QueryResponse response, Table table, PlannedRequest request) {
        String more = response.lastEvaluatedKey() == null ? "" : " · more pages (LastEvaluatedKey)";
        return of(response.items(), table, request, "Count " + response.count() + " · ScannedCount "
                + response.scannedCount() + " · " + consumed(response.consumedCapacity()) + more);
    }

    private static String consumed(ConsumedCapacity capacity) {
        if (capacity == null || capacity.total() == null) {
            return "no consumed capacity";
        }
        Capacity total = capacity.total();
        return PatternText.number(total.capacityUnits()) + " RCU consumed";
    }

    private static SampleRun of(List<Item> items, Table table, PlannedRequest request, String summary) {
        Set<String> keys = new LinkedHashSet<>();
        table.keySchema().partitionKey().forEach(k -> keys.add(k.name()));
        table.keySchema().sortKey().forEach(k -> keys.add(k.name()));
        if (request.indexName() != null && !AccessPattern.TABLE_INDEX.equals(request.indexName())) {
            table.index(request.indexName()).ifPresent(index -> {
                index.keySchema().partitionKey().stream().map(KeyAttribute::name).forEach(keys::add);
                index.keySchema().sortKey().stream().map(KeyAttribute::name).forEach(keys::add);
            });
        }
        Set<String> allKeys = new LinkedHashSet<>(keys);
        table.keyAttributes().forEach(k -> allKeys.add(k.name()));
        Set<String> columns = new LinkedHashSet<>(keys);
        Set<String> others = new LinkedHashSet<>();
        for (Item item : items) {
            for (String name : item.attributes().keySet()) {
                if (!allKeys.contains(name) && others.size() < OTHER_COLUMNS) {
                    others.add(name);
                }
            }
        }
        columns.addAll(others);
        List<List<String>> rows = new ArrayList<>();
        for (Item item : items) {
            List<String> cells = new ArrayList<>();
            Map<String, AttributeValue> attributes = item.attributes();
            for (String column : columns) {
                AttributeValue value = attributes.get(column);
                cells.add(value == null ? "" : AttributeValues.display(value));
            }
            rows.add(cells);
        }
        return new SampleRun(List.copyOf(columns), rows, summary, PlanRequestText.json(request, table));
    }
}
