package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The parameters of DynamoDB's read requests, named and ordered as the DynamoDB API (and so the AWS CLI's
 * {@code --cli-input-json}) names them. DynamoDB refuses a request with a parameter it does not know, so does the
 * reader: an unknown field is reported with the nearest known name, and a legacy parameter
 * ({@code KeyConditions}, {@code QueryFilter}, {@code AttributesToGet}, ...) with its expression replacement.
 */
final class RequestFields {
    static final FieldSet QUERY = FieldSet.of("Query", List.of("TableName", "IndexName", "KeyConditionExpression",
            "FilterExpression", "ProjectionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues",
            "ScanIndexForward", "Limit", "ExclusiveStartKey", "ConsistentRead", "Select", "ReturnConsumedCapacity"),
            "TableName", "KeyConditionExpression");
    static final FieldSet SCAN = FieldSet.of("Scan", List.of("TableName", "IndexName", "FilterExpression",
            "ProjectionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues", "Limit",
            "ExclusiveStartKey", "ConsistentRead", "Select", "ReturnConsumedCapacity", "Segment", "TotalSegments"),
            "TableName");
    static final FieldSet GET_ITEM = FieldSet.of("GetItem", List.of("TableName", "Key", "ProjectionExpression",
            "ExpressionAttributeNames", "ConsistentRead", "ReturnConsumedCapacity"), "TableName", "Key");
    static final FieldSet BATCH_GET_ITEM = FieldSet.of("BatchGetItem",
            List.of("RequestItems", "ReturnConsumedCapacity"), "RequestItems");
    /** One table's entry in {@code RequestItems}. */
    static final FieldSet KEYS_AND_ATTRIBUTES = FieldSet.of("KeysAndAttributes",
            List.of("Keys", "ProjectionExpression", "ExpressionAttributeNames", "ConsistentRead"), "Keys");

    private static final List<FieldSet> OPERATIONS = List.of(QUERY, SCAN, GET_ITEM, BATCH_GET_ITEM);

    /** DynamoDB's legacy parameters, which Tablesmith does not simulate, and what replaces each. */
    private static final Map<String, String> LEGACY = Map.of(
            "KeyConditions", "use KeyConditionExpression",
            "QueryFilter", "use FilterExpression",
            "ScanFilter", "use FilterExpression",
            "ConditionalOperator", "write AND or OR inside FilterExpression",
            "AttributesToGet", "use ProjectionExpression");

    private RequestFields() {
    }

    /**
     * Reports every field of {@code object} that {@code fields} does not accept: as an unknown request field at
     * the top level, as an unknown field inside a nested object.
     */
    static void reportUnknown(JsonNode object, String pointer, FieldSet fields, boolean topLevel,
                              ReadContext context) {
        for (Map.Entry<String, JsonNode> member : object.properties()) {
            String name = member.getKey();
            if (!fields.accepts(name)) {
                context.fieldNameProblem(JsonPointers.child(pointer, name), unknown(name, fields, topLevel));
            }
        }
    }

    /**
     * The field set with the object's unknown fields added, so that {@link ObjectView#of} checks only what
     * {@link #reportUnknown} has not already reported (required fields).
     */
    static FieldSet accepting(JsonNode object, FieldSet fields) {
        List<String> names = new ArrayList<>(fields.fields());
        object.properties().forEach(member -> {
            if (!names.contains(member.getKey())) {
                names.add(member.getKey());
            }
        });
        return new FieldSet(fields.kind(), names, fields.required());
    }

    static String unknown(String name, FieldSet fields, boolean topLevel) {
        String what = topLevel ? "unknown request field '" + name + "'" : "unknown field '" + name + "'";
        if (LEGACY.containsKey(name)) {
            return what + " (" + name + " is a legacy parameter Tablesmith does not simulate: " + LEGACY.get(name)
                    + ")";
        }
        if (topLevel) {
            Optional<FieldSet> other = OPERATIONS.stream().filter(o -> o != fields && o.accepts(name)).findFirst();
            if (other.isPresent()) {
                return what + " (" + fields.kind() + " has no " + name + "; it is a parameter of "
                        + other.get().kind() + ")";
            }
        }
        return what + suggestion(name, fields.fields()).map(s -> " (did you mean '" + s + "'?)").orElse("");
    }

    /**
     * The known name the user most likely meant: a near spelling (see {@link Suggestions}), or else the shortest
     * known name that contains what was typed ({@code KeyCondition} for {@code KeyConditionExpression}).
     */
    static Optional<String> suggestion(String typed, List<String> known) {
        Optional<String> close = Suggestions.closest(typed, known);
        if (close.isPresent() || typed.length() < 3) {
            return close;
        }
        String lower = typed.toLowerCase(Locale.ROOT);
        return known.stream()
                .filter(k -> k.toLowerCase(Locale.ROOT).contains(lower))
                .min(Comparator.comparingInt(String::length));
    }
}
