package dev.tablesmith.engine;

import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.ReturnValuesOnConditionCheckFailure;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Map;

/**
 * One item write in a common shape, whatever request it came from: PutItem, UpdateItem, DeleteItem, or one action
 * of TransactWriteItems (which adds ConditionCheck: a condition on an item that writes nothing).
 */
record WriteAction(TransactWriteItem.Action kind, String tableName, Item item, Map<String, AttributeValue> key,
                   String updateExpression, String conditionExpression, Map<String, String> names,
                   Map<String, AttributeValue> values, ReturnValuesOnConditionCheckFailure onConditionFailure) {

    static WriteAction of(PutItemRequest r) {
        return new WriteAction(TransactWriteItem.Action.Put, r.tableName(), r.item(), null, null,
                r.conditionExpression(), r.expressionAttributeNames(), r.expressionAttributeValues(),
                r.returnValuesOnConditionCheckFailure());
    }

    static WriteAction of(UpdateItemRequest r) {
        return new WriteAction(TransactWriteItem.Action.Update, r.tableName(), null, r.key(), r.updateExpression(),
                r.conditionExpression(), r.expressionAttributeNames(), r.expressionAttributeValues(),
                r.returnValuesOnConditionCheckFailure());
    }

    static WriteAction of(DeleteItemRequest r) {
        return new WriteAction(TransactWriteItem.Action.Delete, r.tableName(), null, r.key(), null,
                r.conditionExpression(), r.expressionAttributeNames(), r.expressionAttributeValues(),
                r.returnValuesOnConditionCheckFailure());
    }

    static WriteAction of(TransactWriteItem t) {
        return new WriteAction(t.action(), t.tableName(), t.item(), t.key(), t.updateExpression(),
                t.conditionExpression(), t.expressionAttributeNames(), t.expressionAttributeValues(),
                t.returnValuesOnConditionCheckFailure());
    }

    boolean returnsOldOnFailure() {
        return onConditionFailure == ReturnValuesOnConditionCheckFailure.ALL_OLD;
    }
}
