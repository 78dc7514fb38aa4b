package dev.tablesmith.io;

import dev.tablesmith.engine.request.BatchGetItemResponse;
import dev.tablesmith.engine.request.Capacity;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.GetItemResponse;
import dev.tablesmith.engine.request.QueryResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Builds DynamoDB's response JSON from the engine's response records, member for member as DynamoDB names them
 * and in the order the AWS CLI shows them: {@code Items, Count, ScannedCount, LastEvaluatedKey, ConsumedCapacity};
 * {@code Item, ConsumedCapacity}; {@code Responses, UnprocessedKeys, ConsumedCapacity}. Members DynamoDB leaves out
 * are left out: {@code LastEvaluatedKey} when the result is complete, {@code ConsumedCapacity} when it was not
 * asked for, {@code Item} when GetItem found nothing.
 */
final class ResponseTree {
    private ResponseTree() {
    }

    /**
     * @param withItems false for {@code Select=COUNT}, whose response has no {@code Items} member at all (not an
     *                  empty list)
     */
    static Map<String, Object> query(QueryResponse response, boolean withItems) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (withItems) {
            out.put("Items", response.items());
        }
        out.put("Count", response.count());
        out.put("ScannedCount", response.scannedCount());
        if (response.lastEvaluatedKey() != null) {
            out.put("LastEvaluatedKey", new LinkedHashMap<>(response.lastEvaluatedKey()));
        }
        if (response.consumedCapacity() != null) {
            out.put("ConsumedCapacity", consumedCapacity(response.consumedCapacity()));
        }
        return out;
    }

    static Map<String, Object> getItem(GetItemResponse response) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (response.item() != null) {
            out.put("Item", response.item());
        }
        if (response.consumedCapacity() != null) {
            out.put("ConsumedCapacity", consumedCapacity(response.consumedCapacity()));
        }
        return out;
    }

    static Map<String, Object> batchGetItem(BatchGetItemResponse response) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("Responses", response.responses() == null ? Map.of() : new LinkedHashMap<>(response.responses()));
        Map<String, Object> unprocessed = new LinkedHashMap<>();
        if (response.unprocessedKeys() != null) {
            response.unprocessedKeys().forEach((table, keys) ->
                    unprocessed.put(table, RequestTree.keysAndAttributes(keys)));
        }
        out.put("UnprocessedKeys", unprocessed);
        if (response.consumedCapacity() != null && !response.consumedCapacity().isEmpty()) {
            List<Object> capacities = new ArrayList<>();
            response.consumedCapacity().forEach(c -> capacities.add(consumedCapacity(c)));
            out.put("ConsumedCapacity", capacities);
        }
        return out;
    }

    /**
     * {@code TableName, CapacityUnits, ReadCapacityUnits, WriteCapacityUnits, Table, LocalSecondaryIndexes,
     * GlobalSecondaryIndexes}, the order of the API's ConsumedCapacity shape; write units only when there are any,
     * index maps (names in alphabetical order) only when they are not empty.
     */
    static Map<String, Object> consumedCapacity(ConsumedCapacity capacity) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("TableName", capacity.tableName());
        if (capacity.total() != null) {
            out.putAll(capacity(capacity.total()));
        }
        if (capacity.table() != null) {
            out.put("Table", capacity(capacity.table()));
        }
        if (!capacity.localSecondaryIndexes().isEmpty()) {
            out.put("LocalSecondaryIndexes", indexes(capacity.localSecondaryIndexes()));
        }
        if (!capacity.globalSecondaryIndexes().isEmpty()) {
            out.put("GlobalSecondaryIndexes", indexes(capacity.globalSecondaryIndexes()));
        }
        return out;
    }

    private static Map<String, Object> indexes(Map<String, Capacity> byIndex) {
        Map<String, Object> out = new LinkedHashMap<>();
        new TreeMap<>(byIndex).forEach((name, c) -> out.put(name, capacity(c)));
        return out;
    }

    /**
     * {@code CapacityUnits}, {@code ReadCapacityUnits} unless only writes were consumed, {@code WriteCapacityUnits}
     * if any were.
     */
    static Map<String, Object> capacity(Capacity capacity) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("CapacityUnits", capacity.capacityUnits());
        if (capacity.readCapacityUnits() != 0 || capacity.writeCapacityUnits() == 0) {
            out.put("ReadCapacityUnits", capacity.readCapacityUnits());
        }
        if (capacity.writeCapacityUnits() != 0) {
            out.put("WriteCapacityUnits", capacity.writeCapacityUnits());
        }
        return out;
    }
}
