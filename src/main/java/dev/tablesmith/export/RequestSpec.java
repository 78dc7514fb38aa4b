package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.planner.Resolution;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A read pattern's request as the parameters of the DynamoDB API call, in the order the API documents them,
 * ready for each language to write: {@code TableName}, {@code IndexName}, {@code Key} or
 * {@code KeyConditionExpression}, {@code FilterExpression}, {@code ExpressionAttributeNames},
 * {@code ExpressionAttributeValues}, {@code ScanIndexForward} (only when false, DynamoDB's default being true),
 * {@code Limit} and {@code ConsistentRead} (only when true).
 *
 * @param operation  {@code GetItem}, {@code Query} or {@code Scan}
 * @param pattern    the access pattern
 * @param plan       the plan the request comes from
 * @param inputs     the pattern's inputs, which become the function's parameters
 * @param parameters the API parameters in order
 */
record RequestSpec(String operation, AccessPattern pattern, AccessPatternPlan plan, RequestInputs inputs,
                   List<Parameter> parameters) {

    /** One API parameter: a String, Boolean, Integer, a name map, an attribute-value map or transact items. */
    record Parameter(String name, Object value) {
    }

    /**
     * One action of a TransactWriteItems: {@code kind} is {@code Put}, {@code Update}, {@code Delete} or
     * {@code ConditionCheck}, {@code parameters} its members ({@code TableName}, {@code Item} or {@code Key}, ...).
     */
    record TransactItem(String kind, List<Parameter> parameters) {
    }

    /**
     * A Put's item: the attributes always written, and the sparse keys written only when their condition holds.
     */
    record WriteItem(java.util.SortedMap<String, AttributeValue> always, List<SparseKeyCode> sparse) {
    }

    /** Whether this is a write (PutItem, UpdateItem, DeleteItem or TransactWriteItems). */
    boolean isWrite() {
        return plan.resolution() == Resolution.WRITE;
    }

    /** The request of a read plan, its values split on the inputs' example text; null for a write. */
    static RequestSpec of(AccessPatternPlan plan) {
        return of(plan, null);
    }

    /**
     * The request of a read plan of {@code table}, its key values read back as the templates of the pattern's
     * entities that rendered them; null for a write.
     */
    static RequestSpec of(AccessPatternPlan plan, dev.tablesmith.model.Table table) {
        PlannedRequest request = plan.request();
        if (plan.resolution() == Resolution.WRITE || request == null) {
            return null;
        }
        List<Parameter> parameters = new ArrayList<>();
        parameters.add(new Parameter("TableName", request.tableName()));
        String operation = switch (plan.resolution()) {
            case GET_ITEM -> "GetItem";
            case SCAN -> "Scan";
            default -> "Query";
        };
        if (request.indexName() != null && !"GetItem".equals(operation)) {
            parameters.add(new Parameter("IndexName", request.indexName()));
        }
        if ("GetItem".equals(operation)) {
            parameters.add(new Parameter("Key", new TreeMap<>(request.key())));
        } else {
            if ("Query".equals(operation)) {
                parameters.add(new Parameter("KeyConditionExpression", request.keyConditionExpression()));
            }
            if (request.filterExpression() != null) {
                parameters.add(new Parameter("FilterExpression", request.filterExpression()));
            }
            if (!request.names().isEmpty()) {
                parameters.add(new Parameter("ExpressionAttributeNames", new TreeMap<>(request.names())));
            }
            if (!request.values().isEmpty()) {
                parameters.add(new Parameter("ExpressionAttributeValues", new TreeMap<>(request.values())));
            }
            if (!request.scanIndexForward() && "Query".equals(operation)) {
                parameters.add(new Parameter("ScanIndexForward", false));
            }
            if (request.limit() != null) {
                parameters.add(new Parameter("Limit", request.limit()));
            }
            if (request.select() != null) {
                parameters.add(new Parameter("Select", request.select().name()));
            }
        }
        if (request.consistentRead()) {
            parameters.add(new Parameter("ConsistentRead", true));
        }
        return new RequestSpec(operation, plan.pattern(), plan, table == null ? new RequestInputs(plan) : RequestInputs.of(plan, table), parameters);
    }

    /** Whether a parameter value is a map of attribute values (a key or ExpressionAttributeValues). */
    static boolean isValueMap(Object value) {
        return value instanceof Map<?, ?> map && !map.isEmpty()
                && map.values().iterator().next() instanceof AttributeValue;
    }

    /** One line describing the pattern and how it is served, for a doc comment. */
    String summary() {
        if (isWrite()) {
            return pattern.id() + ": " + pattern.name().replaceAll("\\s+", " ").trim() + ". " + operation
                    + (plan.cost() == null ? "." : ", " + CostText.perCall(plan.cost()) + " per call.");
        }
        return pattern.id() + ": " + pattern.name().replaceAll("\\s+", " ").trim() + ". " + plan.resolution().label()
                + " on " + plan.request().indexLabel() + ", " + CostText.perCall(plan.cost()) + " per call.";
    }
}
