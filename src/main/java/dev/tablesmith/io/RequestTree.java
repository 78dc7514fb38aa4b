package dev.tablesmith.io;

import dev.tablesmith.engine.request.BatchGetItemRequest;
import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.KeysAndAttributes;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds the request JSON of the engine's request records, the inverse of {@link RequestReader}: fields in the
 * order of {@link RequestFields}, absent (null) fields left out. The text is what {@code aws dynamodb query
 * --cli-input-json} takes.
 */
final class RequestTree {
    private RequestTree() {
    }

    static Map<String, Object> query(QueryRequest r) {
        Fields out = new Fields(RequestFields.QUERY);
        out.put("TableName", r.tableName());
        out.put("IndexName", r.indexName());
        out.put("KeyConditionExpression", r.keyConditionExpression());
        out.put("FilterExpression", r.filterExpression());
        out.put("ProjectionExpression", r.projectionExpression());
        out.put("ExpressionAttributeNames", r.expressionAttributeNames());
        out.put("ExpressionAttributeValues", r.expressionAttributeValues());
        out.put("ScanIndexForward", r.scanIndexForward());
        out.put("Limit", r.limit());
        out.put("ExclusiveStartKey", r.exclusiveStartKey());
        out.put("ConsistentRead", r.consistentRead());
        out.put("Select", name(r.select()));
        out.put("ReturnConsumedCapacity", name(r.returnConsumedCapacity()));
        return out.map;
    }

    static Map<String, Object> scan(ScanRequest r) {
        Fields out = new Fields(RequestFields.SCAN);
        out.put("TableName", r.tableName());
        out.put("IndexName", r.indexName());
        out.put("FilterExpression", r.filterExpression());
        out.put("ProjectionExpression", r.projectionExpression());
        out.put("ExpressionAttributeNames", r.expressionAttributeNames());
        out.put("ExpressionAttributeValues", r.expressionAttributeValues());
        out.put("Limit", r.limit());
        out.put("ExclusiveStartKey", r.exclusiveStartKey());
        out.put("ConsistentRead", r.consistentRead());
        out.put("Select", name(r.select()));
        out.put("ReturnConsumedCapacity", name(r.returnConsumedCapacity()));
        out.put("Segment", r.segment());
        out.put("TotalSegments", r.totalSegments());
        return out.map;
    }

    static Map<String, Object> getItem(GetItemRequest r) {
        Fields out = new Fields(RequestFields.GET_ITEM);
        out.put("TableName", r.tableName());
        out.put("Key", r.key());
        out.put("ProjectionExpression", r.projectionExpression());
        out.put("ExpressionAttributeNames", r.expressionAttributeNames());
        out.put("ConsistentRead", r.consistentRead());
        out.put("ReturnConsumedCapacity", name(r.returnConsumedCapacity()));
        return out.map;
    }

    static Map<String, Object> batchGetItem(BatchGetItemRequest r) {
        Fields out = new Fields(RequestFields.BATCH_GET_ITEM);
        Map<String, Object> tables = new LinkedHashMap<>();
        if (r.requestItems() != null) {
            r.requestItems().forEach((table, keys) -> tables.put(table, keysAndAttributes(keys)));
        }
        out.put("RequestItems", tables);
        out.put("ReturnConsumedCapacity", name(r.returnConsumedCapacity()));
        return out.map;
    }

    static Map<String, Object> keysAndAttributes(KeysAndAttributes k) {
        Fields out = new Fields(RequestFields.KEYS_AND_ATTRIBUTES);
        List<Object> keys = new ArrayList<>();
        if (k.keys() != null) {
            k.keys().forEach(key -> keys.add(new LinkedHashMap<>(key)));
        }
        out.put("Keys", keys);
        out.put("ProjectionExpression", k.projectionExpression());
        out.put("ExpressionAttributeNames", k.expressionAttributeNames());
        out.put("ConsistentRead", k.consistentRead());
        return out.map;
    }

    private static String name(Enum<?> constant) {
        return constant == null ? null : constant.name();
    }

    /** An object whose fields must follow their field set's order; null values are left out. */
    private static final class Fields {
        private final OrderedObject object;
        private final Map<String, Object> map;

        Fields(FieldSet fields) {
            this.object = new OrderedObject(fields);
            this.map = object.toMap();
        }

        void put(String field, Object value) {
            if (value instanceof Map<?, ?> m) {
                value = new LinkedHashMap<>(m);
            }
            object.putIf(value != null, field, value);
        }
    }
}
