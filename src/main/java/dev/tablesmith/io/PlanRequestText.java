package dev.tablesmith.io;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.PlannedRequest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A planned request as people read it and as DynamoDB takes it.
 *
 * <p>Read: the expressions with every {@code #name} placeholder replaced by the attribute name and every
 * {@code :value} placeholder by its value, strings quoted as in JSON and numbers bare:
 * {@code PK = "CUST#c1" AND begins_with(SK, "ORDER#")}. Taken: the request body in the DynamoDB API's JSON
 * (what {@code aws dynamodb query --cli-input-json} takes), which {@code tablesmith query --request} runs. Its
 * members come in a stable order: key attributes in key schema order, placeholders in the order the expressions
 * use them.
 */
public final class PlanRequestText {
    private static final Pattern PLACEHOLDER = Pattern.compile("[#:][A-Za-z0-9_]+");

    private PlanRequestText() {
    }

    /** The DynamoDB operation the request is: {@code GetItem}, {@code Query} or {@code Scan}. */
    public static String operation(PlannedRequest request) {
        return switch (request.resolution()) {
            case GET_ITEM -> "GetItem";
            case SCAN -> "Scan";
            default -> "Query";
        };
    }

    /** The KeyConditionExpression with its values filled in, or null when the request has none. */
    public static String keyCondition(PlannedRequest request) {
        return fill(request.keyConditionExpression(), request);
    }

    /** The FilterExpression with its values filled in, or null when the request has none. */
    public static String filter(PlannedRequest request) {
        return fill(request.filterExpression(), request);
    }

    /** A GetItem's key as {@code PK = "CUST#c1", SK = "PROFILE"}, or null for a Query or a Scan. */
    public static String key(PlannedRequest request, Table table) {
        if (request.key().isEmpty()) {
            return null;
        }
        List<String> parts = new ArrayList<>();
        orderedKey(request, table).forEach((name, v) -> parts.add(name + " = " + value(v)));
        return String.join(", ", parts);
    }

    /** The request body in DynamoDB's JSON, ready for {@code tablesmith query|scan|get-item --request}. */
    public static String json(PlannedRequest request, Table table) {
        Map<String, String> names = orderedNames(request);
        Map<String, AttributeValue> values = orderedValues(request);
        return switch (request.resolution()) {
            case GET_ITEM -> RequestJson.writeRequest(new GetItemRequest(request.tableName(),
                    orderedKey(request, table), null, null, request.consistentRead(), ReturnConsumedCapacity.TOTAL));
            case SCAN -> RequestJson.writeRequest(new ScanRequest(request.tableName(), request.indexName(),
                    request.filterExpression(), null, names, values, request.limit(), null,
                    request.consistentRead(), null, ReturnConsumedCapacity.INDEXES, null, null));
            default -> RequestJson.writeRequest(new QueryRequest(request.tableName(), request.indexName(),
                    request.keyConditionExpression(), request.filterExpression(), null, names, values,
                    request.scanIndexForward(), request.limit(), null, request.consistentRead(), request.select(),
                    ReturnConsumedCapacity.INDEXES));
        };
    }

    /**
     * A value as it reads in an expression: a string in JSON quotes ({@code "CUST#c1"}), a number bare
     * ({@code 19.99}), a binary as {@code b"base64"}, anything else as the engine shows it.
     */
    public static String value(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return CanonicalJsonPrinter.quote(s.value());
        }
        if (value instanceof AttributeValue.B b) {
            return "b\"" + b.base64() + "\"";
        }
        return AttributeValues.display(value);
    }

    /** The expression with its placeholders replaced; a placeholder the request does not define stays as it is. */
    static String fill(String expression, PlannedRequest request) {
        return request.readable(expression, PlanRequestText::value);
    }

    /** The key in the table's key schema order (partition key first). */
    static Map<String, AttributeValue> orderedKey(PlannedRequest request, Table table) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        table.keySchema().attributeNames().forEach(name -> {
            if (request.key().containsKey(name)) {
                key.put(name, request.key().get(name));
            }
        });
        new TreeMap<>(request.key()).forEach(key::putIfAbsent);
        return key;
    }

    /** ExpressionAttributeNames in the order the expressions use them, or null when there are none. */
    static Map<String, String> orderedNames(PlannedRequest request) {
        return ordered(request, request.names());
    }

    /** ExpressionAttributeValues in the order the expressions use them, or null when there are none. */
    static Map<String, AttributeValue> orderedValues(PlannedRequest request) {
        return ordered(request, request.values());
    }

    private static <V> Map<String, V> ordered(PlannedRequest request, Map<String, V> placeholders) {
        if (placeholders.isEmpty()) {
            return null;
        }
        Set<String> used = new LinkedHashSet<>();
        for (String expression : new String[] {request.keyConditionExpression(), request.filterExpression()}) {
            if (expression != null) {
                Matcher m = PLACEHOLDER.matcher(expression);
                while (m.find()) {
                    used.add(m.group());
                }
            }
        }
        Map<String, V> result = new LinkedHashMap<>();
        used.stream().filter(placeholders::containsKey).forEach(p -> result.put(p, placeholders.get(p)));
        new TreeMap<>(placeholders).forEach(result::putIfAbsent);
        return result;
    }
}
