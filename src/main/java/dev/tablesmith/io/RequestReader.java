package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.KeysAndAttributes;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.AttributeValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads the JSON tree of a request into the engine's request records, collecting every problem in the
 * {@link ReadContext}. Only the JSON shape is checked here (field names, JSON types, DynamoDB JSON values, limits the
 * API model states such as {@code Limit >= 1}); what DynamoDB checks against the table (key schema, expressions,
 * placeholders) is the engine's job, so that those errors carry DynamoDB's own ValidationException text.
 *
 * <p>A field that is absent is null in the record; an empty {@code ExpressionAttributeNames} or
 * {@code ExpressionAttributeValues} object is an empty map, which DynamoDB and the engine tell apart from absent.
 */
final class RequestReader {
    final ReadContext context;
    final DynamoJsonReader values;

    RequestReader(ReadContext context) {
        this.context = context;
        this.values = new DynamoJsonReader(context);
    }

    QueryRequest query(JsonNode root) {
        return request(root, RequestFields.QUERY).map(r -> new QueryRequest(
                r.optionalString("TableName"),
                r.optionalString("IndexName"),
                r.optionalString("KeyConditionExpression"),
                r.optionalString("FilterExpression"),
                r.optionalString("ProjectionExpression"),
                names(r),
                attributeValues(r, "ExpressionAttributeValues"),
                bool(r, "ScanIndexForward"),
                limit(r),
                attributeValues(r, "ExclusiveStartKey"),
                bool(r, "ConsistentRead"),
                r.choice("Select", Select.class, "value", null),
                returnConsumedCapacity(r))).orElse(null);
    }

    ScanRequest scan(JsonNode root) {
        return request(root, RequestFields.SCAN).map(r -> new ScanRequest(
                r.optionalString("TableName"),
                r.optionalString("IndexName"),
                r.optionalString("FilterExpression"),
                r.optionalString("ProjectionExpression"),
                names(r),
                attributeValues(r, "ExpressionAttributeValues"),
                limit(r),
                attributeValues(r, "ExclusiveStartKey"),
                bool(r, "ConsistentRead"),
                r.choice("Select", Select.class, "value", null),
                returnConsumedCapacity(r),
                integer(r, "Segment", 0),
                integer(r, "TotalSegments", 1))).orElse(null);
    }

    GetItemRequest getItem(JsonNode root) {
        return request(root, RequestFields.GET_ITEM).map(r -> new GetItemRequest(
                r.optionalString("TableName"),
                attributeValues(r, "Key"),
                r.optionalString("ProjectionExpression"),
                names(r),
                bool(r, "ConsistentRead"),
                returnConsumedCapacity(r))).orElse(null);
    }

    BatchGetItemRequest batchGetItem(JsonNode root) {
        return request(root, RequestFields.BATCH_GET_ITEM).map(r -> new BatchGetItemRequest(
                requestItems(r),
                returnConsumedCapacity(r))).orElse(null);
    }

    Optional<ObjectView> request(JsonNode root, FieldSet fields) {
        if (!root.isObject()) {
            context.problem("", "expected the " + fields.kind() + " request as a JSON object, found "
                    + ReadContext.describe(root));
            return Optional.empty();
        }
        context.operation(fields.kind());
        return object(root, "", fields, true);
    }

    Optional<ObjectView> object(JsonNode node, String pointer, FieldSet fields, boolean topLevel) {
        if (node.isObject()) {
            RequestFields.reportUnknown(node, pointer, fields, topLevel, context);
            checkName(node, pointer, "TableName");
            checkName(node, pointer, "IndexName");
        }
        return ObjectView.of(node, pointer, RequestFields.accepting(node, fields), context);
    }

    /**
     * A table or index name DynamoDB's request model refuses (not empty; 3 to 255 characters of
     * {@code [a-zA-Z0-9_.-]}).
     */
    private void checkName(JsonNode object, String pointer, String field) {
        JsonNode name = object.get(field);
        if (name == null || !name.isTextual()) {
            return;
        }
        String at = JsonPointers.child(pointer, field);
        for (DynamoDbAnswer answer : RequestRefusals.name(at, name.textValue(), context.operation())) {
            context.problem(at, "a " + (field.equals("TableName") ? "table" : "index") + " name has 3 to 255 "
                    + "characters, each a letter, digit, '_', '-' or '.'", answer);
        }
    }

    private Map<String, KeysAndAttributes> requestItems(ObjectView request) {
        List<ObjectView.Member> tables = request.members("RequestItems");
        if (tables.isEmpty() && request.has("RequestItems") && request.raw("RequestItems").isObject()) {
            context.problem(request.pointer("RequestItems"), "RequestItems must name at least one table",
                    RequestRefusals.noTables(request.pointer("RequestItems"), context.operation()));
        }
        Map<String, KeysAndAttributes> items = new LinkedHashMap<>();
        for (ObjectView.Member table : tables) {
            object(table.node(), table.pointer(), RequestFields.KEYS_AND_ATTRIBUTES, false)
                    .ifPresent(t -> items.put(table.name(), new KeysAndAttributes(
                            keys(t), t.optionalString("ProjectionExpression"), names(t), bool(t, "ConsistentRead"))));
        }
        return items;
    }

    private List<Map<String, AttributeValue>> keys(ObjectView table) {
        List<ObjectView.Element> elements = table.array("Keys");
        if (elements.isEmpty() && table.has("Keys") && table.raw("Keys").isArray()) {
            context.problem(table.pointer("Keys"), "Keys must hold at least one key",
                    RequestRefusals.tooShort(table.pointer("Keys"), "'[]'", context.operation()));
        }
        List<Map<String, AttributeValue>> keys = new ArrayList<>();
        for (ObjectView.Element element : elements) {
            Map<String, AttributeValue> key = attributeMap(element.node(), element.pointer());
            if (key != null) {
                keys.add(key);
            }
        }
        return keys;
    }

    /** {@code ExpressionAttributeNames}: placeholder to attribute name; null when absent. */
    Map<String, String> names(ObjectView request) {
        if (!request.has("ExpressionAttributeNames")) {
            return null;
        }
        Map<String, String> names = new LinkedHashMap<>();
        for (ObjectView.Member member : request.members("ExpressionAttributeNames")) {
            if (member.node().isTextual()) {
                names.put(member.name(), member.node().textValue());
            } else {
                context.problem(member.pointer(), "expected an attribute name as a string, found "
                        + ReadContext.describe(member.node()));
            }
        }
        return names;
    }

    /** A map of attribute names (or placeholders) to DynamoDB JSON values; null when absent. */
    Map<String, AttributeValue> attributeValues(ObjectView request, String field) {
        JsonNode node = request.raw(field);
        return node == null ? null : attributeMap(node, request.pointer(field));
    }

    Map<String, AttributeValue> attributeMap(JsonNode node, String pointer) {
        if (!node.isObject()) {
            context.wrongType(pointer, "an object of attribute values", node);
            return null;
        }
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        for (ObjectView.Member member : ObjectView.membersOf(node, pointer)) {
            AttributeValue value = values.value(member.node(), member.pointer());
            if (value != null) {
                map.put(member.name(), value);
            }
        }
        return map;
    }

    private static Boolean bool(ObjectView request, String field) {
        return request.has(field) ? request.bool(field, false) : null;
    }

    private Integer limit(ObjectView request) {
        return integer(request, "Limit", 1);
    }

    /** A whole-number field of at least {@code min} that fits DynamoDB's Integer type; null when absent. */
    private Integer integer(ObjectView request, String field, long min) {
        Long value = request.wholeNumber(field, min);
        if (value == null) {
            return null;
        }
        if (value > Integer.MAX_VALUE) {
            context.problem(request.pointer(field), value + " is too large (at most "
                    + Integer.MAX_VALUE + ")");
            return null;
        }
        return value.intValue();
    }

    static ReturnConsumedCapacity returnConsumedCapacity(ObjectView request) {
        return request.choice("ReturnConsumedCapacity", ReturnConsumedCapacity.class, "value",
                null);
    }
}
