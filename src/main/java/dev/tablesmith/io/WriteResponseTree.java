package dev.tablesmith.io;

import dev.tablesmith.engine.request.CancellationReason;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.TransactWriteItemsResponse;
import dev.tablesmith.engine.request.WriteItemResponse;
import dev.tablesmith.engine.request.WriteResponse;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * DynamoDB's write responses and error bodies as JSON trees: {@code Attributes, ConsumedCapacity} for PutItem,
 * UpdateItem and DeleteItem (each left out when absent, so a plain write prints {@code {}});
 * {@code ConsumedCapacity} (a list, one per table) for TransactWriteItems; and an error as DynamoDB's body,
 * {@code __type} and {@code message}, with {@code Item} for a ConditionalCheckFailedException that asked for it and
 * {@code CancellationReasons} for a TransactionCanceledException.
 */
final class WriteResponseTree {
    private WriteResponseTree() {
    }

    static Map<String, Object> response(WriteResponse response) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (response instanceof WriteItemResponse item) {
            if (item.attributes() != null) {
                out.put("Attributes", item.attributes());
            }
            if (item.consumedCapacity() != null) {
                out.put("ConsumedCapacity", ResponseTree.consumedCapacity(item.consumedCapacity()));
            }
        } else if (response instanceof TransactWriteItemsResponse transact && !transact.consumedCapacity().isEmpty()) {
            List<Object> capacities = new ArrayList<>();
            for (ConsumedCapacity c : transact.consumedCapacity()) {
                capacities.add(ResponseTree.consumedCapacity(c));
            }
            out.put("ConsumedCapacity", capacities);
        }
        return out;
    }

    static Map<String, Object> error(DynamoDbError error) {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("__type", "com.amazonaws.dynamodb.v20120810#" + error.errorType());
        // TransactionCanceledException names its text "Message" (as EfficientDynamoDb's TransactionCancelledResponse
        // reads it from DynamoDB); the other errors "message".
        if (error.cancellationReasons().isEmpty()) {
            out.put("message", error.getMessage());
        }
        if (error.item() != null) {
            out.put("Item", error.item());
        }
        if (!error.cancellationReasons().isEmpty()) {
            List<Object> reasons = new ArrayList<>();
            for (CancellationReason r : error.cancellationReasons()) {
                Map<String, Object> reason = new LinkedHashMap<>();
                if (r.item() != null) {
                    reason.put("Item", r.item());
                }
                reason.put("Code", r.code());
                if (r.message() != null) {
                    reason.put("Message", r.message());
                }
                reasons.add(reason);
            }
            out.put("CancellationReasons", reasons);
            out.put("Message", error.getMessage());
        }
        return out;
    }
}
