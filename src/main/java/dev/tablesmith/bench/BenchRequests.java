package dev.tablesmith.bench;

import dev.tablesmith.engine.IndexView;
import dev.tablesmith.engine.ItemCollection;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.planner.Resolution;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * A deterministic workload of real requests for a benchmark: each planned GetItem or Query of the design's read
 * patterns, with its partition key taken from a random item collection of the index it reads, so every request
 * hits data, in round-robin over the patterns.
 */
final class BenchRequests {
    /** One request of the workload: exactly one of a GetItem, a Query and a PutItem ({@code put} into {@code table}). */
    record Request(GetItemRequest get, QueryRequest query, String table, Item put) {
        Request(GetItemRequest get, QueryRequest query) {
            this(get, query, null, null);
        }

        static Request put(String table, Item item) {
            return new Request(null, null, table, item);
        }
    }

    private static final java.util.regex.Pattern EQUALITY =
            java.util.regex.Pattern.compile("(#?[A-Za-z0-9_]+)\\s*=\\s*(:[A-Za-z0-9_]+)");

    private BenchRequests() {
    }

    static List<Request> build(SimulatedTable table, List<AccessPatternPlan> plans, int count, long seed) {
        Random random = new Random(seed);
        List<PlannedRequest> templates = plans.stream().map(AccessPatternPlan::request)
                .filter(r -> r != null && (r.resolution() == Resolution.GET_ITEM || r.resolution() == Resolution.QUERY
                        || r.resolution() == Resolution.QUERY_WITH_FILTER)).toList();
        Map<String, List<ItemCollection>> collections = new HashMap<>();
        List<Request> requests = new ArrayList<>(count);
        for (int i = 0; i < count && !templates.isEmpty(); i++) {
            PlannedRequest template = templates.get(i % templates.size());
            IndexView view = table.view(template.indexName());
            List<ItemCollection> pool = collections.computeIfAbsent(template.indexLabel(),
                    k -> view.collections());
            if (pool.isEmpty()) {
                continue;
            }
            ItemCollection collection = pool.get(random.nextInt(pool.size()));
            Item item = collection.entries().get(random.nextInt(collection.size())).item();
            requests.add(instantiate(table, template, view, item));
        }
        return requests;
    }

    /** The template request with its partition key (and for GetItem its whole key) taken from {@code item}. */
    private static Request instantiate(SimulatedTable table, PlannedRequest template, IndexView view, Item item) {
        if (template.resolution() == Resolution.GET_ITEM) {
            Map<String, AttributeValue> key = new LinkedHashMap<>();
            for (KeyAttribute k : table.table().keySchema().attributes()) {
                key.put(k.name(), item.attributes().get(k.name()));
            }
            return new Request(new GetItemRequest(template.tableName(), key, null, null, null, null), null);
        }
        Map<String, AttributeValue> values = new LinkedHashMap<>(template.values());
        List<KeyAttribute> partitionKey = view.spec().keySchema().partitionKey();
        // Each "KEY = :placeholder" of the key condition that names a partition key attribute takes the item's value.
        java.util.regex.Matcher m = EQUALITY.matcher(template.keyConditionExpression());
        while (m.find()) {
            String name = template.names().getOrDefault(m.group(1), m.group(1));
            for (KeyAttribute key : partitionKey) {
                if (key.name().equals(name)) {
                    values.put(m.group(2), item.attributes().get(key.name()));
                }
            }
        }
        QueryRequest query = new QueryRequest(template.tableName(), template.indexName(),
                template.keyConditionExpression(), template.filterExpression(), null,
                template.names().isEmpty() ? null : template.names(), values, template.scanIndexForward(),
                template.limit(), null, null, null, null);
        return new Request(null, query);
    }
}
