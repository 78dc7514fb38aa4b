package dev.tablesmith.edit;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.planner.WritePlanner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * Commands on what a write pattern writes: a new write pattern; its operation, update and condition expressions and
 * whether it is one TransactWriteItems; the steps of a transaction (add, replace, move, remove); the example values of
 * its placeholders. Each is one undoable command, refused (with {@link WriteSpecRules}' one-line reason) when the
 * result would be a request DynamoDB refuses.
 */
public final class WriteEdits {
    private WriteEdits() {
    }

    /** Adds a write pattern (its id must be new): one PutItem, UpdateItem or DeleteItem of {@code entity}. */
    public static Command addWritePattern(String tableName, String id, String name, String entity,
                                          WriteOperation operation, String updateExpression) {
        return DesignEdits.onTable(tableName, "Add write pattern " + id, table -> {
            if (id == null || id.isBlank()) {
                throw new IllegalArgumentException("Give the pattern an id, e.g. W1.");
            }
            if (table.accessPattern(id).isPresent()) {
                throw new IllegalArgumentException("An access pattern with id " + id + " already exists.");
            }
            if (entity == null || table.entity(entity).isEmpty()) {
                throw new IllegalArgumentException("Choose the entity the pattern writes.");
            }
            WriteSpec write = new WriteSpec(operation, blankToNull(updateExpression), null, false);
            // An update or delete names its item by the full primary key: the caller knows what the keys are built of.
            List<Equality> knows = operation == WriteOperation.PUT ? List.of()
                    : WritePlanner.keyInputs(table, table.entity(entity).orElseThrow()).stream()
                    .map(Equality::input).toList();
            AccessPattern pattern = AccessPattern.read(id, name == null ? "" : name.trim(), List.of(entity), knows)
                    .withWrite(write);
            checked(table, write);
            List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
            patterns.add(pattern);
            return table.withAccessPatterns(patterns);
        });
    }

    /** Sets the single write's operation; an update expression is kept only for Update. */
    public static Command setOperation(String tableName, String id, WriteOperation operation) {
        return onWrite(tableName, id, "Set operation", w -> new WriteSpec(operation,
                operation == WriteOperation.UPDATE ? w.updateExpression() : null, w.conditionExpression(),
                w.transaction(), w.values(), w.actions()));
    }

    /** Sets the single write's UpdateExpression (blank: none). */
    public static Command setUpdateExpression(String tableName, String id, String expression) {
        return onWrite(tableName, id, "Set update expression", w -> new WriteSpec(w.operation(),
                blankToNull(expression), w.conditionExpression(), w.transaction(), w.values(), w.actions()));
    }

    /** Sets the single write's ConditionExpression (blank: none). */
    public static Command setConditionExpression(String tableName, String id, String expression) {
        return onWrite(tableName, id, "Set condition expression", w -> new WriteSpec(w.operation(),
                w.updateExpression(), blankToNull(expression), w.transaction(), w.values(), w.actions()));
    }

    /** Makes the call one TransactWriteItems (all or nothing, twice the write units) or a single write again. */
    public static Command setTransaction(String tableName, String id, boolean transaction) {
        return onWrite(tableName, id, transaction ? "Make transaction" : "Make single write", w -> {
            if (!transaction && w.actions().size() > 1) {
                throw new IllegalArgumentException("A call with " + w.actions().size() + " steps is one"
                        + " TransactWriteItems: remove steps until one is left first.");
            }
            return new WriteSpec(w.operation(), w.updateExpression(), w.conditionExpression(), transaction,
                    w.values(), transaction ? w.actions() : List.of());
        });
    }

    /** Appends a step; the single write becomes the first step, and the call a transaction. */
    public static Command addStep(String tableName, String id, TransactAction step) {
        return onPattern(tableName, id, "Add step", (p, w) -> {
            List<TransactAction> steps = new ArrayList<>(w.actionsOn(p.entities().get(0)));
            steps.add(step);
            return withSteps(w, steps);
        });
    }

    /** Replaces step {@code at} (0-based). */
    public static Command replaceStep(String tableName, String id, int at, TransactAction step) {
        return onPattern(tableName, id, "Edit step " + (at + 1), (p, w) -> {
            List<TransactAction> steps = steps(w, at);
            steps.set(at, step);
            return withSteps(w, steps);
        });
    }

    /** Moves step {@code from} to position {@code to} (0-based): the request sends its actions in this order. */
    public static Command moveStep(String tableName, String id, int from, int to) {
        return onPattern(tableName, id, "Move step " + (from + 1) + " to " + (to + 1), (p, w) -> {
            List<TransactAction> steps = steps(w, from);
            if (to < 0 || to >= steps.size()) {
                throw new IllegalArgumentException("There is no step " + (to + 1) + ".");
            }
            steps.add(to, steps.remove(from));
            return withSteps(w, steps);
        });
    }

    /** Removes step {@code at}; at least one step stays. */
    public static Command removeStep(String tableName, String id, int at) {
        return onPattern(tableName, id, "Remove step " + (at + 1), (p, w) -> {
            List<TransactAction> steps = steps(w, at);
            if (steps.size() == 1) {
                throw new IllegalArgumentException("A write has at least one step.");
            }
            steps.remove(at);
            return withSteps(w, steps);
        });
    }

    /** Sets the example value of a placeholder (with its colon), e.g. {@code :qty} = N 2. */
    public static Command setValue(String tableName, String id, String placeholder, AttributeValue value) {
        WriteSpecRules.placeholderProblem(placeholder).ifPresent(p -> {
            throw new IllegalArgumentException(p);
        });
        return onWrite(tableName, id, "Set " + placeholder, w -> {
            Map<String, AttributeValue> values = new LinkedHashMap<>(w.values());
            values.put(placeholder, value);
            return withValues(w, values);
        });
    }

    /** Removes a placeholder's example value. */
    public static Command removeValue(String tableName, String id, String placeholder) {
        return onWrite(tableName, id, "Remove " + placeholder, w -> {
            if (!w.values().containsKey(placeholder)) {
                throw new IllegalArgumentException("No example value for " + placeholder + ".");
            }
            Map<String, AttributeValue> values = new LinkedHashMap<>(w.values());
            values.remove(placeholder);
            return withValues(w, values);
        });
    }

    private static WriteSpec withSteps(WriteSpec w, List<TransactAction> steps) {
        if (steps.size() > WriteSpecRules.MAX_TRANSACTION_ITEMS) {
            throw new IllegalArgumentException("A TransactWriteItems call holds at most "
                    + WriteSpecRules.MAX_TRANSACTION_ITEMS + " actions.");
        }
        return new WriteSpec(w.operation(), w.updateExpression(), w.conditionExpression(), true, w.values(), steps);
    }

    private static WriteSpec withValues(WriteSpec w, Map<String, AttributeValue> values) {
        return new WriteSpec(w.operation(), w.updateExpression(), w.conditionExpression(), w.transaction(), values,
                w.actions());
    }

    private static List<TransactAction> steps(WriteSpec w, int at) {
        if (at < 0 || at >= w.actions().size()) {
            throw new IllegalArgumentException("There is no step " + (at + 1) + ".");
        }
        return new ArrayList<>(w.actions());
    }

    private static Command onWrite(String tableName, String id, String what, UnaryOperator<WriteSpec> change) {
        return onPattern(tableName, id, what, (p, w) -> change.apply(w));
    }

    private interface WriteChange {
        WriteSpec apply(AccessPattern pattern, WriteSpec write);
    }

    private static Command onPattern(String tableName, String id, String what, WriteChange change) {
        return DesignEdits.onTable(tableName, what + " of " + id, table -> {
            AccessPattern pattern = table.accessPattern(id).orElseThrow(() -> new IllegalArgumentException(
                    "No access pattern " + id + "."));
            if (pattern.write() == null || pattern.entities().isEmpty()) {
                throw new IllegalArgumentException(id + " is a read pattern: it writes nothing.");
            }
            WriteSpec changed = change.apply(pattern, pattern.write());
            checked(table, changed);
            List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
            patterns.replaceAll(p -> p.id().equals(id) ? p.withWrite(changed) : p);
            return table.withAccessPatterns(patterns);
        });
    }

    private static void checked(Table table, WriteSpec write) {
        WriteSpecRules.problem(table, write).ifPresent(p -> {
            throw new IllegalArgumentException(p);
        });
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }
}
