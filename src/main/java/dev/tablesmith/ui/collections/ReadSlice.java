package dev.tablesmith.ui.collections;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.KeyValue;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.GetItemResponse;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.planner.Resolution;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the first page of a planned read touches on the simulated table: the entries it evaluates and the ones it
 * returns. DynamoDB's Limit caps the entries evaluated, before the FilterExpression; a Query evaluates a
 * contiguous run of one item collection in sort key order, and the filter then drops some of them, which are
 * still charged. Entries are identified by the base table's primary key, which is unique in every index.
 *
 * @param index     the view the request reads ("table" or an index name)
 * @param evaluated the table keys of the entries read (before the filter)
 * @param returned  the table keys of the entries returned (after the filter)
 * @param summary   one line saying what the request did, or why it could not run
 */
public record ReadSlice(String index, Set<KeyValue> evaluated, Set<KeyValue> returned, String summary) {
    private static final Pattern PLACEHOLDER = Pattern.compile("[#:][A-Za-z0-9_]+");

    public ReadSlice {
        evaluated = Set.copyOf(evaluated);
        returned = Set.copyOf(returned);
    }

    /** Runs the first page of {@code plan}'s request on {@code table}; the plan must be a read. */
    public static ReadSlice of(SimulatedTable table, AccessPatternPlan plan) {
        PlannedRequest request = plan.request();
        String label = request.indexLabel();
        List<String> tableKeys = table.table().keySchema().attributeNames();
        try {
            List<Item> returned;
            List<Item> evaluated;
            if (plan.resolution() == Resolution.GET_ITEM) {
                GetItemResponse response = table.getItem(request.toGetItem());
                returned = response.item() == null ? List.of() : List.of(response.item());
                evaluated = returned;
            } else if (plan.resolution() == Resolution.SCAN) {
                ScanRequest scan = request.toScan(null);
                returned = table.scan(scan).items();
                evaluated = scan.filterExpression() == null ? returned : table.scan(withoutFilter(scan)).items();
            } else {
                QueryRequest query = request.toQuery(null);
                returned = table.query(query).items();
                evaluated = query.filterExpression() == null ? returned : table.query(withoutFilter(query)).items();
            }
            return new ReadSlice(label, keys(evaluated, tableKeys), keys(returned, tableKeys),
                    summary(plan, evaluated.size(), returned.size()));
        } catch (DynamoDbError e) {
            return new ReadSlice(label, Set.of(), Set.of(),
                    plan.pattern().id() + " could not run on the sample items: " + e.getMessage());
        }
    }

    private static String summary(AccessPatternPlan plan, int read, int returned) {
        PlannedRequest request = plan.request();
        String what = plan.pattern().id() + " · " + plan.resolution().label() + " on " + request.indexLabel()
                + (request.limit() == null ? "" : " (Limit " + request.limit() + ")");
        String counts = plan.resolution() == Resolution.SCAN
                ? "reads " + read + " entries across every partition, returns " + returned
                : "reads " + read + (read == 1 ? " entry" : " entries") + ", returns " + returned;
        if (read > returned) {
            counts += "; the filter throws away " + (read - returned) + " it paid to read";
        }
        String condition = "";
        if (request.keyConditionExpression() != null && plan.resolution() != Resolution.SCAN) {
            condition = " — " + readable(request.keyConditionExpression(), request);
        }
        if (request.filterExpression() != null) {
            condition += (condition.isEmpty() ? " — " : ", ") + "filter " + readable(request.filterExpression(), request);
        }
        return what + condition + ": " + counts;
    }

    /** The expression with its placeholders replaced by the names and values they stand for. */
    private static String readable(String expression, PlannedRequest request) {
        return request.readable(expression, v -> "'" + AttributeValues.display(v) + "'");
    }

    private static Set<KeyValue> keys(List<Item> items, List<String> tableKeys) {
        Set<KeyValue> keys = new HashSet<>();
        for (Item item : items) {
            keys.add(tableKey(item, tableKeys));
        }
        return keys;
    }

    /** The item's base table primary key, numbers in canonical form. */
    static KeyValue tableKey(Item item, List<String> tableKeys) {
        AttributeValue[] parts = new AttributeValue[tableKeys.size()];
        for (int i = 0; i < parts.length; i++) {
            AttributeValue value = item.attributes().get(tableKeys.get(i));
            parts[i] = value == null ? AttributeValue.s("") : value;
        }
        return KeyValue.of(parts);
    }

    /** The same Query without its filter: names and values only the filter used are dropped (DynamoDB refuses unused ones). */
    private static QueryRequest withoutFilter(QueryRequest q) {
        Set<String> used = placeholders(q.keyConditionExpression());
        return new QueryRequest(q.tableName(), q.indexName(), q.keyConditionExpression(), null,
                q.projectionExpression(), kept(q.expressionAttributeNames(), used),
                kept(q.expressionAttributeValues(), used), q.scanIndexForward(), q.limit(), q.exclusiveStartKey(),
                q.consistentRead(), q.select(), null);
    }

    private static ScanRequest withoutFilter(ScanRequest s) {
        return new ScanRequest(s.tableName(), s.indexName(), null, s.projectionExpression(), null, null, s.limit(),
                s.exclusiveStartKey(), s.consistentRead(), s.select(), null, s.segment(), s.totalSegments());
    }

    private static Set<String> placeholders(String expression) {
        Set<String> found = new HashSet<>();
        if (expression != null) {
            Matcher m = PLACEHOLDER.matcher(expression);
            while (m.find()) {
                found.add(m.group());
            }
        }
        return found;
    }

    private static <V> Map<String, V> kept(Map<String, V> map, Set<String> used) {
        if (map == null) {
            return null;
        }
        Map<String, V> kept = new LinkedHashMap<>();
        map.forEach((k, v) -> {
            if (used.contains(k)) {
                kept.put(k, v);
            }
        });
        return kept.isEmpty() ? null : kept;
    }
}
