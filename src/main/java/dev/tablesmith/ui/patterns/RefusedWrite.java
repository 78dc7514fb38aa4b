package dev.tablesmith.ui.patterns;

import dev.tablesmith.engine.request.CancellationReason;
import dev.tablesmith.engine.request.DeleteItemRequest;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.PutItemRequest;
import dev.tablesmith.engine.request.TransactWriteItem;
import dev.tablesmith.engine.request.TransactWriteItemsRequest;
import dev.tablesmith.engine.request.UpdateItemRequest;
import dev.tablesmith.engine.request.WriteRequest;
import dev.tablesmith.io.PlanRequestText;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A write pattern's request that DynamoDB refused, as the run pane shows it: the summary line (nothing written, the
 * error and DynamoDB's message) and, for a failed condition, one row per action with the item as it was. The sample
 * run asks {@code ReturnValuesOnConditionCheckFailure=ALL_OLD}, so a ConditionalCheckFailedException carries its
 * {@code Item} and a TransactionCanceledException one {@code CancellationReason} per action ({@code None},
 * {@code ConditionalCheckFailed} with its {@code Item}, or {@code ValidationError} with its message). A condition
 * that failed on an item that does not exist returns no {@code Item}: the row says the item did not exist.
 */
final class RefusedWrite {
    /** The columns of the rows of a failed condition. */
    static final List<String> COLUMNS = List.of("Action", "Reason", "Condition", "Item as it was");
    /** What the item cell says when the condition failed on an item that does not exist. */
    static final String NO_ITEM = "did not exist (no item has this key)";

    private static final Pattern VALUE = Pattern.compile(":[A-Za-z0-9_]+");

    private RefusedWrite() {
    }

    /** The run pane's view of {@code error}, raised by {@code request} built from {@code pattern}. */
    static SampleRun of(DynamoDbError error, WriteRequest request, AccessPattern pattern, Table table) {
        String summary = WriteApplication.failure(error, request, table);
        String json = WriteRequestText.json(request);
        List<String> keys = table.keySchema().attributeNames();
        List<SampleRun.Row> rows = new ArrayList<>();
        if (request instanceof TransactWriteItemsRequest transaction && !error.cancellationReasons().isEmpty()) {
            List<CancellationReason> reasons = error.cancellationReasons();
            for (int i = 0; i < reasons.size() && i < transaction.transactItems().size(); i++) {
                TransactWriteItem action = transaction.transactItems().get(i);
                CancellationReason reason = reasons.get(i);
                Map<String, AttributeValue> key = action.item() != null ? WriteApplication.keyOf(action.item(), table)
                        : action.key();
                String origin = "as it was when " + pattern.id() + "'s action " + (i + 1) + " (" + action.action()
                        + ") failed its condition";
                rows.add(row("Action " + (i + 1) + ": " + action.action() + " " + WriteApplication.text(
                                WriteApplication.ordered(key, table)),
                        reason.code() + (reason.message() == null ? "" : ": " + reason.message()),
                        condition(action.conditionExpression(), action.expressionAttributeValues()),
                        "ConditionalCheckFailed".equals(reason.code()), asItWas(reason.item(),
                                action.conditionExpression(), action.expressionAttributeNames()), keys, origin));
            }
        } else if ("ConditionalCheckFailedException".equals(error.errorType())
                && !(request instanceof TransactWriteItemsRequest)) {
            Map<String, AttributeValue> key;
            String condition;
            Map<String, String> names;
            Map<String, AttributeValue> values;
            if (request instanceof PutItemRequest put) {
                key = WriteApplication.keyOf(put.item(), table);
                condition = put.conditionExpression();
                names = put.expressionAttributeNames();
                values = put.expressionAttributeValues();
            } else if (request instanceof UpdateItemRequest update) {
                key = update.key();
                condition = update.conditionExpression();
                names = update.expressionAttributeNames();
                values = update.expressionAttributeValues();
            } else {
                DeleteItemRequest delete = (DeleteItemRequest) request;
                key = delete.key();
                condition = delete.conditionExpression();
                names = delete.expressionAttributeNames();
                values = delete.expressionAttributeValues();
            }
            rows.add(row(request.operation() + " " + WriteApplication.text(WriteApplication.ordered(key, table)),
                    error.errorType() + ": " + error.getMessage(), condition(condition, values), true,
                    asItWas(error.item(), condition, names), keys, "as it was when " + pattern.id()
                            + "'s condition failed"));
        }
        return new SampleRun(rows.isEmpty() ? List.of() : COLUMNS, rows, summary, json);
    }

    private static SampleRun.Row row(String action, String reason, String condition, boolean conditionFailed,
                                     Item item, List<String> keys, String origin) {
        String itemText = item != null ? WriteApplication.brief(item) : conditionFailed ? NO_ITEM : "";
        return new SampleRun.Row(List.of(action, reason, condition, itemText), item, keys, origin);
    }

    /**
     * The item as DynamoDB returned it, the attributes its condition names first (so {@code stock=7} leads for
     * {@code stock >= :qty}), then the others in the item's order; null stays null.
     */
    static Item asItWas(Item item, String condition, Map<String, String> names) {
        if (item == null || condition == null) {
            return item;
        }
        String resolved = condition;
        if (names != null) {
            for (Map.Entry<String, String> name : names.entrySet()) {
                resolved = resolved.replace(name.getKey(), name.getValue());
            }
        }
        Map<String, AttributeValue> first = new LinkedHashMap<>();
        Map<String, AttributeValue> rest = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> attribute : item.attributes().entrySet()) {
            boolean named = Pattern.compile("(?<![A-Za-z0-9_#:.])" + Pattern.quote(attribute.getKey())
                    + "(?![A-Za-z0-9_])").matcher(resolved).find();
            (named ? first : rest).put(attribute.getKey(), attribute.getValue());
        }
        first.putAll(rest);
        return new Item(first);
    }

    /** The ConditionExpression as sent, with the values of its placeholders: {@code stock >= :qty (:qty = 99)}. */
    static String condition(String expression, Map<String, AttributeValue> values) {
        if (expression == null || expression.isBlank()) {
            return "";
        }
        List<String> used = new ArrayList<>();
        Matcher m = VALUE.matcher(expression);
        while (m.find()) {
            String placeholder = m.group();
            AttributeValue value = values == null ? null : values.get(placeholder);
            String text = placeholder + " = " + (value == null ? "?" : PlanRequestText.value(value));
            if (!used.contains(text)) {
                used.add(text);
            }
        }
        return used.isEmpty() ? expression : expression + " (" + String.join(", ", used) + ")";
    }
}
