package dev.tablesmith.ui.patterns;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.Capacity;
import dev.tablesmith.engine.request.DynamoDbError;
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
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.KeyValue;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.ui.items.ItemDetails;
import dev.tablesmith.ui.items.ItemList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A plan's request run on the table's sample data: the returned items (the read index's key attributes first,
 * then a few attributes that are no key of any index)
 * and DynamoDB's Count, ScannedCount and ConsumedCapacity, with the request JSON that produced them.
 *
 * @param columns the attribute names shown
 * @param rows    one row per returned (or written) item: its cell texts, aligned with {@code columns}, and the item
 * @param summary e.g. {@code Count 3 · ScannedCount 3 · 0.5 RCU consumed}
 * @param request the request that produced them, in DynamoDB's JSON; empty when nothing ran
 */
public record SampleRun(List<String> columns, List<Row> rows, String summary, String request) {
    /** At most this many non-key attributes are shown. */
    static final int OTHER_COLUMNS = 4;

    public SampleRun {
        columns = List.copyOf(columns);
        rows = List.copyOf(rows);
    }

    /**
     * One result row: the texts shown and the whole item behind them, for the whole-item window.
     *
     * @param cells  the cell texts, aligned with the run's columns
     * @param item   the whole item as the table stores it (a read through an index that projects fewer attributes
     *               still shows every attribute here), or null when the row is no item
     * @param keys   the table's key attribute names, which name the item
     * @param origin where the item came from and how the request found it
     */
    public record Row(List<String> cells, Item item, List<String> keys, String origin) {
        public Row {
            cells = List.copyOf(cells);
            keys = List.copyOf(keys);
        }

        /** The whole item with every attribute's type and size; empty when the row is no item. */
        public Optional<ItemDetails> details() {
            return item == null ? Optional.empty() : Optional.of(ItemDetails.of(item, keys, origin));
        }
    }

    /**
     * What the whole-item window opens on {@code row}: every row's item of this run, {@code row}'s shown first (so
     * Previous and Next step through the results); null when {@code row} holds no item.
     */
    public ItemList wholeItems(Row row) {
        List<Row> withItems = rows.stream().filter(r -> r.item() != null).toList();
        int at = withItems.indexOf(row);
        return at < 0 ? null : new ItemList(ItemDetails.lazy(withItems, r -> r.details().orElseThrow()), at);
    }

    /** Runs the plan's request (GetItem, Query or one Scan page) on {@link SimulatedTable#of(Table)}. */
    static SampleRun run(AccessPatternPlan plan, Table table) {
        PlannedRequest request = plan.request();
        if (request == null) {
            return new SampleRun(List.of(), List.of(), "Write patterns are not run on sample data.", "");
        }
        SimulatedTable simulated = SimulatedTable.of(table);
        String how = "returned by " + plan.pattern().id() + "'s " + plan.resolution().label() + " on "
                + request.indexLabel();
        return switch (request.resolution()) {
            case GET_ITEM -> {
                GetItemResponse response = simulated.getItem(request.toGetItem());
                List<Item> items = response.item() == null ? List.of() : List.of(response.item());
                yield of(items, simulated, request, how, "Item " + (items.isEmpty() ? "not found" : "found")
                        + " · " + consumed(response.consumedCapacity()));
            }
            case SCAN -> page(simulated.scan(request.toScan(null)), simulated, request, how);
            default -> page(simulated.query(request.toQuery(null)), simulated, request, how);
        };
    }

    private static SampleRun page(QueryResponse response, SimulatedTable simulated, PlannedRequest request,
                                  String how) {
        String more = response.lastEvaluatedKey() == null ? "" : " · more pages (LastEvaluatedKey)";
        return of(response.items(), simulated, request, how, "Count " + response.count() + " · ScannedCount "
                + response.scannedCount() + " · " + consumed(response.consumedCapacity()) + more);
    }

    private static String consumed(ConsumedCapacity capacity) {
        if (capacity == null || capacity.total() == null) {
            return "no consumed capacity";
        }
        Capacity total = capacity.total();
        return PatternText.number(total.capacityUnits()) + " RCU consumed";
    }

    private static SampleRun of(List<Item> items, SimulatedTable simulated, PlannedRequest request, String how,
                                String summary) {
        Table table = simulated.table();
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
        List<String> tableKeys = table.keySchema().attributeNames();
        Map<KeyValue, SampleItem> sources = sources(items, table);
        List<Row> rows = new ArrayList<>();
        for (Item item : items) {
            List<String> cells = new ArrayList<>();
            Map<String, AttributeValue> attributes = item.attributes();
            for (String column : columns) {
                AttributeValue value = attributes.get(column);
                cells.add(value == null ? "" : AttributeValues.display(value));
            }
            Item whole = whole(simulated, item, tableKeys);
            SampleItem source = sources.get(keyValue(item, tableKeys));
            String returned = how + (whole.attributes().size() > item.attributes().size() ? ", which returned "
                    + item.attributes().size() + " of its " + whole.attributes().size() + " attributes" : "");
            rows.add(new Row(cells, whole, tableKeys, source == null ? returned
                    : ItemDetails.origin(source) + " · " + returned));
        }
        return new SampleRun(List.copyOf(columns), rows, summary, PlanRequestText.json(request, table));
    }

    /** The sample records and explicit items the returned items were made from, by table key. */
    private static Map<KeyValue, SampleItem> sources(List<Item> items, Table table) {
        List<String> tableKeys = table.keySchema().attributeNames();
        Set<KeyValue> wanted = new HashSet<>();
        items.forEach(item -> wanted.add(keyValue(item, tableKeys)));
        Map<KeyValue, SampleItem> found = new HashMap<>();
        if (wanted.isEmpty()) {
            return found;
        }
        for (SampleItem sample : ItemMaterializer.materialize(table).items()) {
            KeyValue key = keyValue(sample.item(), tableKeys);
            if (wanted.contains(key)) {
                found.put(key, sample); // the last one wins, as a later write of the same key does
            }
        }
        return found;
    }

    /** The item as the table stores it: an index or a projection may have returned only some of its attributes. */
    private static Item whole(SimulatedTable simulated, Item returned, List<String> tableKeys) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : tableKeys) {
            returned.get(name).ifPresent(value -> key.put(name, value));
        }
        if (key.size() != tableKeys.size()) {
            return returned;
        }
        try {
            return simulated.find(key).orElse(returned);
        } catch (DynamoDbError e) {
            return returned;
        }
    }

    private static KeyValue keyValue(Item item, List<String> tableKeys) {
        return new KeyValue(tableKeys.stream().map(name -> item.get(name).orElse(AttributeValue.s(""))).toList());
    }
}
