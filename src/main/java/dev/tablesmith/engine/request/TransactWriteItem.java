package dev.tablesmith.engine.request;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Map;

/**
 * One action of a TransactWriteItems request: a {@code Put}, {@code Update}, {@code Delete} or
 * {@code ConditionCheck}, with the parameters that action takes (the others null).
 *
 * @param action     which of the four
 * @param item       the item ({@code Put} only)
 * @param key        the primary key ({@code Update}, {@code Delete}, {@code ConditionCheck})
 * @param updateExpression the UpdateExpression ({@code Update} only)
 */
public record TransactWriteItem(Action action, String tableName, Item item, Map<String, AttributeValue> key,
                                String updateExpression, String conditionExpression,
                                Map<String, String> expressionAttributeNames,
                                Map<String, AttributeValue> expressionAttributeValues,
                                ReturnValuesOnConditionCheckFailure returnValuesOnConditionCheckFailure) {

    /** The four kinds of action, named as in the request JSON. */
    public enum Action {
        Put, Update, Delete, ConditionCheck
    }
}
