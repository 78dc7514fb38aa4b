package dev.tablesmith.io;

import java.util.List;
import java.util.Map;

/**
 * Which request-model failures DynamoDB's 2026 validation framework answers, and in what form. The framework
 * names the member as the API does ({@code Value at 'TableName'}, {@code Value at 'RequestItems.t.member.Keys'}),
 * echoes no value, and stops at the first failure: "1 validation error detected: Value at 'TableName' failed to
 * satisfy constraint: Member must have length greater than or equal to 1". The checks it has not taken over keep
 * the older form ("Value '0' at 'limit' ..."), every failure listed.
 *
 * <p>What the Parity Suite's {@code registry/splits.json} (refreshed 2026-10-07, 33 regions) and its pinned tests
 * show, in the form most regions answer:
 * <ul>
 *   <li>PutItem, an empty {@code TableName} beside a bad {@code ReturnValues}: the table name alone, framework
 *       form (31 of 33, {@code put-item-validation-error-aggregation});</li>
 *   <li>UpdateItem, bad {@code ReturnValues} and {@code ReturnConsumedCapacity}: the {@code ReturnValues} enum
 *       alone, as "Failed to satisfy constraint: Member must satisfy enum value set: [...]" with no member named
 *       (31 of 33, {@code update-item-validation-error-aggregation});</li>
 *   <li>BatchGetItem, {@code RequestItems: {}} (32 of 33, {@code batch-get-item-empty-request-items-message}) and
 *       a table's {@code Keys} empty or over 100 ({@code tests/tier3/error-messages/batchGetItem.test.ts});</li>
 *   <li>Query, {@code Limit: 0}: "Value at 'Limit'" ({@code tests/tier3/error-messages/query.test.ts}), while
 *       Query's bad {@code Select} keeps "Value 'INVALID_VALUE' at 'select'" (same file) and Scan's five checks
 *       are framework-form in 5 regions of 33 only ({@code scan-*} rows): Scan keeps the older form throughout;</li>
 *   <li>older form in framework regions: a member left out ("Value null at 'tableName'", PutItem), a table name
 *       over 255 characters or outside {@code [a-zA-Z0-9_.-]+} (putItem.test.ts), and with UpdateItem's
 *       {@code Key} left out every failure is listed in the older form, even an empty table name and the enums
 *       (validation-ordering/updateItem.test.ts, eu-west-2 and us-east-1, 2026-10-09).</li>
 * </ul>
 *
 * <p>Generalised here, shown by no capture: the framework checks the members in the API model's order (the order
 * of the operation's Request Syntax), which fits both captures (PutItem: TableName before ReturnValues; UpdateItem:
 * ReturnValues before ReturnConsumedCapacity); GetItem, DeleteItem and TransactWriteItems answer as PutItem and
 * UpdateItem do; every enum of those operations is framework-form, the sets other than {@code ReturnValues} in
 * their older order; a nested member is named as {@code RequestItems.t.member.Keys} is (list elements as
 * {@code TransactItems.1.member.Put.TableName}); any older-form failure in the request turns the whole answer to
 * the older form, as the missing {@code Key} does.
 */
final class ValidationFramework {
    /** The kinds of check the framework has taken over (in the operations it covers). */
    enum Check {
        /** A string, list or map shorter than its minimum length (an empty TableName, RequestItems or Keys). */
        MIN_LENGTH,
        /** A value outside its enum. */
        ENUM,
        /** A number under its minimum ({@code Limit}). */
        MIN_VALUE
    }

    /**
     * Each operation's members in the order of the DynamoDB API model (the Request Syntax of the API reference,
     * legacy parameters included), which is the order the framework checks them in.
     */
    private static final Map<String, List<String>> MEMBER_ORDER = Map.of(
            "PutItem", List.of("TableName", "Item", "Expected", "ReturnValues", "ReturnConsumedCapacity",
                    "ReturnItemCollectionMetrics", "ConditionalOperator", "ConditionExpression",
                    "ExpressionAttributeNames", "ExpressionAttributeValues", "ReturnValuesOnConditionCheckFailure"),
            "UpdateItem", List.of("TableName", "Key", "AttributeUpdates", "Expected", "ConditionalOperator",
                    "ReturnValues", "ReturnConsumedCapacity", "ReturnItemCollectionMetrics", "UpdateExpression",
                    "ConditionExpression", "ExpressionAttributeNames", "ExpressionAttributeValues",
                    "ReturnValuesOnConditionCheckFailure"),
            "DeleteItem", List.of("TableName", "Key", "Expected", "ConditionalOperator", "ReturnValues",
                    "ReturnConsumedCapacity", "ReturnItemCollectionMetrics", "ConditionExpression",
                    "ExpressionAttributeNames", "ExpressionAttributeValues", "ReturnValuesOnConditionCheckFailure"),
            "GetItem", List.of("TableName", "Key", "AttributesToGet", "ConsistentRead", "ReturnConsumedCapacity",
                    "ProjectionExpression", "ExpressionAttributeNames"),
            "Query", List.of("TableName", "IndexName", "Select", "AttributesToGet", "Limit", "ConsistentRead",
                    "KeyConditions", "QueryFilter", "ConditionalOperator", "ScanIndexForward", "ExclusiveStartKey",
                    "ReturnConsumedCapacity", "ProjectionExpression", "FilterExpression", "KeyConditionExpression",
                    "ExpressionAttributeNames", "ExpressionAttributeValues"),
            "BatchGetItem", List.of("RequestItems", "ReturnConsumedCapacity"),
            "TransactWriteItems", List.of("TransactItems", "ReturnConsumedCapacity", "ReturnItemCollectionMetrics",
                    "ClientRequestToken"));

    /** The framework's {@code ReturnValues} set, verbatim as 31 regions answer it ({@code UPDATE_NEW} included). */
    static final String RETURN_VALUES_SET = "[ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATE_NEW, NONE]";

    private ValidationFramework() {
    }

    /** Whether, in {@code operation}, DynamoDB answers a failed {@code check} in the framework's form. */
    static boolean covers(String operation, Check check) {
        if (operation == null || !MEMBER_ORDER.containsKey(operation)) {
            return false;
        }
        return switch (check) {
            case MIN_LENGTH -> true;
            case ENUM -> !operation.equals("Query");
            case MIN_VALUE -> operation.equals("Query");
        };
    }

    /** Whether the framework answers any check of {@code operation} (not Scan's, not an unknown one's). */
    static boolean coversOperation(String operation) {
        return operation != null && MEMBER_ORDER.containsKey(operation);
    }

    /**
     * Where the framework checks the member at {@code pointer} among the operation's members: the position of its
     * top-level member in the API model; members the model does not list come last.
     */
    static int rank(String operation, String pointer) {
        List<String> order = MEMBER_ORDER.getOrDefault(operation, List.of());
        String top = pointer.isEmpty() ? "" : pointer.substring(1).split("/", -1)[0];
        int index = order.indexOf(top);
        return index < 0 ? order.size() : index;
    }

    /**
     * The member path the framework names: API members as the API spells them, a data key followed by
     * {@code .member} ({@code RequestItems.orders.member.Keys}), a list element by its 1-based position followed
     * by {@code .member}.
     */
    static String memberPath(String pointer) {
        return RequestRefusals.path(pointer, false);
    }

    /** "Value at 'PATH' failed to satisfy constraint: RULE". */
    static String entry(String pointer, String rule) {
        return "Value at '" + memberPath(pointer) + "' failed to satisfy constraint: " + rule;
    }

    /** An enum failure, which the framework words without naming the member. */
    static String enumEntry(String set) {
        return "Failed to satisfy constraint: Member must satisfy enum value set: " + set;
    }
}
