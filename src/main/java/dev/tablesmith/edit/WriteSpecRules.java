package dev.tablesmith.edit;

import dev.tablesmith.engine.expr.ConditionExpression;
import dev.tablesmith.engine.expr.ExpressionException;
import dev.tablesmith.engine.expr.UpdateExpression;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.TransactActionKind;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * DynamoDB's rules for what a write pattern sends, checked before an edit is accepted and while an expression is
 * typed: an UpdateItem needs an UpdateExpression and a PutItem or DeleteItem takes none; a ConditionCheck needs a
 * ConditionExpression; each expression parses as DynamoDB parses it (reserved words such as {@code total} or
 * {@code status} only behind a {@code #name}, functions, operand counts); a TransactWriteItems call holds at most 100
 * items; each action writes an entity of the table. {@code #name} stands for the attribute {@code name}; each
 * {@code :placeholder} is checked with its example value, or a number where it has none.
 */
public final class WriteSpecRules {
    /** TransactWriteItems takes at most 100 actions ("Member must have length less than or equal to 100"). */
    public static final int MAX_TRANSACTION_ITEMS = 100;
    private static final Pattern NAME = Pattern.compile("#([A-Za-z0-9_]+)");
    private static final Pattern VALUE = Pattern.compile(":([A-Za-z0-9_]+)");
    private static final Pattern PLACEHOLDER = Pattern.compile(":[A-Za-z0-9_]+");

    private WriteSpecRules() {
    }

    /** Why DynamoDB would refuse {@code text} as an UpdateExpression, if it would; blank is no expression. */
    public static Optional<String> updateProblem(String text, Map<String, AttributeValue> examples) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        try {
            UpdateExpression.parse(text, names(text), values(text, examples));
            return Optional.empty();
        } catch (ExpressionException e) {
            return Optional.of(located(e));
        }
    }

    /** Why DynamoDB would refuse {@code text} as a ConditionExpression, if it would; blank is no condition. */
    public static Optional<String> conditionProblem(String text, Map<String, AttributeValue> examples) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        try {
            ConditionExpression.parse(text, names(text), values(text, examples));
            return Optional.empty();
        } catch (ExpressionException e) {
            return Optional.of(located(e));
        }
    }

    /** Why a placeholder name is no ExpressionAttributeValues key, if it is not: a colon, then letters, digits, _. */
    public static Optional<String> placeholderProblem(String placeholder) {
        if (placeholder == null || !PLACEHOLDER.matcher(placeholder).matches()) {
            return Optional.of("A placeholder is a colon and a name of letters, digits or _, e.g. :qty.");
        }
        return Optional.empty();
    }

    /** The first rule the write breaks on {@code table}, as one line naming the part at fault; empty when none. */
    public static Optional<String> problem(Table table, WriteSpec write) {
        if (write.actions().isEmpty()) {
            return single(write);
        }
        int items = 0;
        for (int i = 0; i < write.actions().size(); i++) {
            TransactAction action = write.actions().get(i);
            Optional<String> wrong = action(table, action, write.values()).map(p -> "Step " + (write.actions()
                    .indexOf(action) + 1) + ": " + p);
            if (wrong.isPresent()) {
                return wrong;
            }
            items += action.itemsPerCall();
        }
        if (items > MAX_TRANSACTION_ITEMS) {
            return Optional.of("A TransactWriteItems call holds at most " + MAX_TRANSACTION_ITEMS
                    + " items; these steps write " + items + ".");
        }
        return Optional.empty();
    }

    private static Optional<String> single(WriteSpec write) {
        boolean update = write.operation() == WriteOperation.UPDATE;
        boolean hasUpdate = write.updateExpression() != null && !write.updateExpression().isBlank();
        if (update && !hasUpdate) {
            return Optional.of("An UpdateItem needs an update expression, e.g. SET #status = :status.");
        }
        if (!update && hasUpdate) {
            return Optional.of("A " + name(write.operation()) + " takes no update expression: clear it, or choose"
                    + " Update.");
        }
        return updateProblem(write.updateExpression(), write.values()).map(p -> "Update expression: " + p)
                .or(() -> conditionProblem(write.conditionExpression(), write.values())
                        .map(p -> "Condition expression: " + p));
    }

    private static Optional<String> action(Table table, TransactAction action, Map<String, AttributeValue> values) {
        if (table.entity(action.entity()).isEmpty()) {
            return Optional.of("the table has no entity " + action.entity() + ".");
        }
        boolean hasUpdate = action.updateExpression() != null && !action.updateExpression().isBlank();
        boolean hasCondition = action.conditionExpression() != null && !action.conditionExpression().isBlank();
        if (action.kind() == TransactActionKind.UPDATE && !hasUpdate) {
            return Optional.of("an Update needs an update expression, e.g. SET stock = stock - :qty.");
        }
        if (action.kind() != TransactActionKind.UPDATE && hasUpdate) {
            return Optional.of("a " + kindName(action.kind()) + " takes no update expression.");
        }
        if (action.kind() == TransactActionKind.CONDITION_CHECK && !hasCondition) {
            return Optional.of("a ConditionCheck needs a condition expression, e.g. attribute_exists(PK).");
        }
        return updateProblem(action.updateExpression(), values).map(p -> "update expression: " + p)
                .or(() -> conditionProblem(action.conditionExpression(), values)
                        .map(p -> "condition expression: " + p));
    }

    /** DynamoDB's name of an operation: PutItem, UpdateItem, DeleteItem. */
    public static String name(WriteOperation operation) {
        return switch (operation) {
            case PUT -> "PutItem";
            case UPDATE -> "UpdateItem";
            case DELETE -> "DeleteItem";
        };
    }

    /** DynamoDB's name of a transaction action: Put, Update, Delete, ConditionCheck. */
    public static String kindName(TransactActionKind kind) {
        return switch (kind) {
            case PUT -> "Put";
            case UPDATE -> "Update";
            case DELETE -> "Delete";
            case CONDITION_CHECK -> "ConditionCheck";
        };
    }

    private static String located(ExpressionException e) {
        return e.getMessage() + (e.column() > 0 ? " (column " + e.column() + ")" : "");
    }

    private static Map<String, String> names(String text) {
        Map<String, String> names = new LinkedHashMap<>();
        Matcher m = NAME.matcher(text);
        while (m.find()) {
            names.put("#" + m.group(1), m.group(1));
        }
        return names;
    }

    private static Map<String, AttributeValue> values(String text, Map<String, AttributeValue> examples) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        Matcher m = VALUE.matcher(text);
        while (m.find()) {
            String placeholder = ":" + m.group(1);
            values.put(placeholder, examples.getOrDefault(placeholder, AttributeValue.n("1")));
        }
        return values;
    }
}
