package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import java.util.Map;
import java.util.Optional;

/**
 * The expressions of one write (PutItem, UpdateItem, DeleteItem or one TransactWriteItems action), checked
 * together as DynamoDB checks them: placeholder definitions, UpdateExpression, ConditionExpression, then
 * placeholders neither uses ("Value provided in ExpressionAttributeNames unused in expressions: keys: {#x}").
 *
 * @param update    the UpdateExpression, if the request has one
 * @param condition the ConditionExpression, if the request has one
 */
public record WriteExpressions(Optional<UpdateExpression> update, Optional<ConditionExpression> condition) {

    /**
     * @param updateExpression    the UpdateExpression, or null
     * @param conditionExpression the ConditionExpression, or null
     * @throws ExpressionException with DynamoDB's message for the first problem
     */
    public static WriteExpressions parse(String updateExpression, String conditionExpression,
                                         Map<String, String> names, Map<String, AttributeValue> values) {
        Placeholders.check(names, values);
        Optional<UpdateExpression> update = Optional.ofNullable(updateExpression)
                .map(u -> UpdateExpression.parse(u, names, values));
        Optional<ConditionExpression> condition = Optional.ofNullable(conditionExpression)
                .map(c -> ConditionExpression.parse(c, names, values));
        WriteExpressions write = new WriteExpressions(update, condition);
        PlaceholderUsage used = PlaceholderUsage.NONE;
        if (update.isPresent()) {
            used = used.plus(update.get().placeholders());
        }
        if (condition.isPresent()) {
            used = used.plus(condition.get().placeholders());
        }
        used.requireAllUsed(names, values);
        return write;
    }

    /**
     * Refuses placeholder maps with no expression to serve, or empty, before the table is looked up and before
     * anything else about the maps or the expressions is checked (see {@code Placeholders.checkGiven}), in the order
     * dynalite's {@code test/updateItem.js}, {@code test/putItem.js} and {@code test/deleteItem.js} record against
     * DynamoDB: names with no expression, values with no expression, an empty names map, an invalid names key, an
     * empty values map.
     *
     * @param updateItem whether the write is an UpdateItem (or a transaction's Update), which also takes values in
     *                   its UpdateExpression
     * @throws ExpressionException "ExpressionAttributeNames can only be specified when using expressions",
     *                             "ExpressionAttributeValues can only be specified when using expressions:
     *                             ConditionExpression is null" (UpdateItem: "UpdateExpression and
     *                             ConditionExpression are null"), "ExpressionAttributeNames must not be empty" or
     *                             "ExpressionAttributeValues must not be empty"
     */
    public static void checkMapsGiven(boolean updateItem, String updateExpression, String conditionExpression,
                                      Map<String, String> names, Map<String, AttributeValue> values) {
        boolean usable = conditionExpression != null || (updateItem && updateExpression != null);
        Placeholders.checkGiven(names, values, usable, usable, updateItem
                ? "UpdateExpression and ConditionExpression are null" : "ConditionExpression is null");
    }
}
