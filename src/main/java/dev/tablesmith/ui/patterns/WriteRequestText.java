package dev.tablesmith.ui.patterns;

import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.io.ResponseJsonPrinter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A write request as the body of DynamoDB's API call, members in the API's order and absent ones left out: what
 * {@code aws dynamodb put-item|update-item|delete-item|transact-write-items --cli-input-json} and
 * {@code tablesmith write --request} take. The run pane shows it on the Request JSON tab.
 */
final class WriteRequestText {
    private WriteRequestText() {
    }

    /** The request in DynamoDB JSON, four-space indented. */
    static String json(WriteRequest request) {
        return ResponseJsonPrinter.print(tree(request));
    }

    private static Map<String, Object> tree(WriteRequest request) {
        Map<String, Object> out = new LinkedHashMap<>();
        if (request instanceof PutItemRequest put) {
            put(out, "TableName", put.tableName());
            put(out, "Item", put.item());
            expressions(out, null, put.conditionExpression(), put.expressionAttributeNames(),
                    put.expressionAttributeValues());
            returns(out, put.returnValues(), put.returnConsumedCapacity(),
                    put.returnValuesOnConditionCheckFailure());
        } else if (request instanceof UpdateItemRequest update) {
            put(out, "TableName", update.tableName());
            put(out, "Key", update.key());
            expressions(out, update.updateExpression(), update.conditionExpression(),
                    update.expressionAttributeNames(), update.expressionAttributeValues());
            returns(out, update.returnValues(), update.returnConsumedCapacity(),
                    update.returnValuesOnConditionCheckFailure());
        } else if (request instanceof DeleteItemRequest delete) {
            put(out, "TableName", delete.tableName());
            put(out, "Key", delete.key());
            expressions(out, null, delete.conditionExpression(), delete.expressionAttributeNames(),
                    delete.expressionAttributeValues());
            returns(out, delete.returnValues(), delete.returnConsumedCapacity(),
                    delete.returnValuesOnConditionCheckFailure());
        } else if (request instanceof TransactWriteItemsRequest transaction) {
            List<Object> items = new ArrayList<>();
            for (TransactWriteItem action : transaction.transactItems()) {
                Map<String, Object> body = new LinkedHashMap<>();
                put(body, "TableName", action.tableName());
                put(body, "Item", action.item());
                put(body, "Key", action.key());
                expressions(body, action.updateExpression(), action.conditionExpression(),
                        action.expressionAttributeNames(), action.expressionAttributeValues());
                put(body, "ReturnValuesOnConditionCheckFailure", action.returnValuesOnConditionCheckFailure());
                items.add(Map.of(action.action().name(), body));
            }
            out.put("TransactItems", items);
            put(out, "ReturnConsumedCapacity", transaction.returnConsumedCapacity());
        }
        return out;
    }

    private static void expressions(Map<String, Object> out, String update, String condition,
                                    Map<String, String> names, Map<String, ?> values) {
        put(out, "UpdateExpression", update);
        put(out, "ConditionExpression", condition);
        put(out, "ExpressionAttributeNames", names);
        put(out, "ExpressionAttributeValues", values);
    }

    private static void returns(Map<String, Object> out, Enum<?> values, Enum<?> capacity, Enum<?> onFailure) {
        put(out, "ReturnValues", values);
        put(out, "ReturnConsumedCapacity", capacity);
        put(out, "ReturnValuesOnConditionCheckFailure", onFailure);
    }

    private static void put(Map<String, Object> out, String name, Object value) {
        if (value != null) {
            out.put(name, value instanceof Enum<?> constant ? constant.name() : value);
        }
    }
}
