package dev.tablesmith.live;

import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ReturnValues;
import dev.tablesmith.engine.request.ReturnValuesOnConditionCheckFailure;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.model.AttributeValue;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.ConditionCheck;
import software.amazon.awssdk.services.dynamodb.model.Delete;
import software.amazon.awssdk.services.dynamodb.model.Put;
import software.amazon.awssdk.services.dynamodb.model.ReturnValue;
import software.amazon.awssdk.services.dynamodb.model.Update;

/**
 * The engine's write requests as AWS SDK requests (PutItem, UpdateItem, DeleteItem, TransactWriteItems), field for
 * field; a parameter that is null is left unset, so the SDK leaves it out of the request.
 */
public final class SdkWrites {
    private SdkWrites() {
    }

    public static software.amazon.awssdk.services.dynamodb.model.PutItemRequest putItem(PutItemRequest r) {
        return software.amazon.awssdk.services.dynamodb.model.PutItemRequest.builder()
                .tableName(r.tableName())
                .item(r.item() == null ? null : SdkValues.toSdk(r.item()))
                .conditionExpression(r.conditionExpression())
                .expressionAttributeNames(r.expressionAttributeNames())
                .expressionAttributeValues(values(r.expressionAttributeValues()))
                .returnValues(returnValues(r.returnValues()))
                .returnConsumedCapacity(capacity(r.returnConsumedCapacity()))
                .returnValuesOnConditionCheckFailure(onFailure(r.returnValuesOnConditionCheckFailure()))
                .build();
    }

    public static software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest updateItem(UpdateItemRequest r) {
        return software.amazon.awssdk.services.dynamodb.model.UpdateItemRequest.builder()
                .tableName(r.tableName())
                .key(values(r.key()))
                .updateExpression(r.updateExpression())
                .conditionExpression(r.conditionExpression())
                .expressionAttributeNames(r.expressionAttributeNames())
                .expressionAttributeValues(values(r.expressionAttributeValues()))
                .returnValues(returnValues(r.returnValues()))
                .returnConsumedCapacity(capacity(r.returnConsumedCapacity()))
                .returnValuesOnConditionCheckFailure(onFailure(r.returnValuesOnConditionCheckFailure()))
                .build();
    }

    public static software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest deleteItem(DeleteItemRequest r) {
        return software.amazon.awssdk.services.dynamodb.model.DeleteItemRequest.builder()
                .tableName(r.tableName())
                .key(values(r.key()))
                .conditionExpression(r.conditionExpression())
                .expressionAttributeNames(r.expressionAttributeNames())
                .expressionAttributeValues(values(r.expressionAttributeValues()))
                .returnValues(returnValues(r.returnValues()))
                .returnConsumedCapacity(capacity(r.returnConsumedCapacity()))
                .returnValuesOnConditionCheckFailure(onFailure(r.returnValuesOnConditionCheckFailure()))
                .build();
    }

    public static software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest transactWriteItems(
            TransactWriteItemsRequest r) {
        return software.amazon.awssdk.services.dynamodb.model.TransactWriteItemsRequest.builder()
                .transactItems(r.transactItems().stream().map(SdkWrites::transactItem).toList())
                .returnConsumedCapacity(capacity(r.returnConsumedCapacity()))
                .build();
    }

    private static software.amazon.awssdk.services.dynamodb.model.TransactWriteItem transactItem(TransactWriteItem t) {
        var b = software.amazon.awssdk.services.dynamodb.model.TransactWriteItem.builder();
        var onFailure = t.returnValuesOnConditionCheckFailure() == null ? null
                : software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure.fromValue(
                        t.returnValuesOnConditionCheckFailure().name());
        switch (t.action()) {
            case Put -> b.put(Put.builder().tableName(t.tableName()).item(SdkValues.toSdk(t.item()))
                    .conditionExpression(t.conditionExpression()).expressionAttributeNames(t.expressionAttributeNames())
                    .expressionAttributeValues(values(t.expressionAttributeValues()))
                    .returnValuesOnConditionCheckFailure(onFailure).build());
            case Update -> b.update(Update.builder().tableName(t.tableName()).key(values(t.key()))
                    .updateExpression(t.updateExpression()).conditionExpression(t.conditionExpression())
                    .expressionAttributeNames(t.expressionAttributeNames())
                    .expressionAttributeValues(values(t.expressionAttributeValues()))
                    .returnValuesOnConditionCheckFailure(onFailure).build());
            case Delete -> b.delete(Delete.builder().tableName(t.tableName()).key(values(t.key()))
                    .conditionExpression(t.conditionExpression()).expressionAttributeNames(t.expressionAttributeNames())
                    .expressionAttributeValues(values(t.expressionAttributeValues()))
                    .returnValuesOnConditionCheckFailure(onFailure).build());
            default -> b.conditionCheck(ConditionCheck.builder().tableName(t.tableName()).key(values(t.key()))
                    .conditionExpression(t.conditionExpression()).expressionAttributeNames(t.expressionAttributeNames())
                    .expressionAttributeValues(values(t.expressionAttributeValues()))
                    .returnValuesOnConditionCheckFailure(onFailure).build());
        }
        return b.build();
    }

    private static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values(
            Map<String, AttributeValue> values) {
        return values == null ? null : SdkValues.toSdk(values);
    }

    private static ReturnValue returnValues(ReturnValues v) {
        return v == null ? null : ReturnValue.fromValue(v.name());
    }

    private static software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity capacity(
            ReturnConsumedCapacity c) {
        return c == null ? null : software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity.fromValue(
                c.name());
    }

    private static software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure onFailure(
            ReturnValuesOnConditionCheckFailure v) {
        return v == null ? null
                : software.amazon.awssdk.services.dynamodb.model.ReturnValuesOnConditionCheckFailure.fromValue(v.name());
    }
}
