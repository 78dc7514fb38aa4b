package dev.tablesmith.ui.patterns;

import dev.tablesmith.edit.Command;
import dev.tablesmith.edit.WriteEdits;
import dev.tablesmith.edit.WriteSpecRules;
import dev.tablesmith.engine.DynamoNumber;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.TransactActionKind;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.ui.DesignSession;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The edits of the selected write pattern's request: operation, update and condition expressions (checked as
 * typed by the engine's expression parser), TransactWriteItems or not, its steps, and its placeholders' example
 * values; and a new write pattern. Each edit is one undoable command on the session; a refused one returns its
 * one-line reason and leaves the design as it was.
 */
public final class WritePatternEditor {
    private final DesignSession session;
    private final Supplier<String> selectedId;

    WritePatternEditor(DesignSession session, Supplier<String> selectedId) {
        this.session = session;
        this.selectedId = selectedId;
    }

    /** The selected pattern's write, if a write pattern is selected. */
    public Optional<WriteSpec> write() {
        return pattern().map(AccessPattern::write);
    }

    private Optional<AccessPattern> pattern() {
        String id = selectedId.get();
        return id == null ? Optional.empty() : session.table().accessPattern(id).filter(p -> p.write() != null);
    }

    /** The table's entity names, for the step and new-pattern pickers. */
    public List<String> entityNames() {
        return session.table().entities().stream().map(Entity::name).toList();
    }

    /** Why the typed UpdateExpression would be refused, if it would (for the message under the field). */
    public Optional<String> checkUpdate(String text) {
        return WriteSpecRules.updateProblem(text, write().map(WriteSpec::values).orElse(Map.of()));
    }

    /** Why the typed ConditionExpression would be refused, if it would. */
    public Optional<String> checkCondition(String text) {
        return WriteSpecRules.conditionProblem(text, write().map(WriteSpec::values).orElse(Map.of()));
    }

    public Optional<String> setOperation(WriteOperation operation) {
        return edit(id -> WriteEdits.setOperation(table(), id, operation));
    }

    public Optional<String> setUpdateExpression(String text) {
        return edit(id -> WriteEdits.setUpdateExpression(table(), id, text));
    }

    public Optional<String> setConditionExpression(String text) {
        return edit(id -> WriteEdits.setConditionExpression(table(), id, text));
    }

    public Optional<String> setTransaction(boolean transaction) {
        return edit(id -> WriteEdits.setTransaction(table(), id, transaction));
    }

    /** Appends a step of {@code kind} on {@code entity}; an Update starts with a SET the user then edits. */
    public Optional<String> addStep(TransactActionKind kind, String entity) {
        if (entity == null || entity.isBlank()) {
            return Optional.of("Choose the entity the step writes.");
        }
        return edit(id -> WriteEdits.addStep(table(), id, new TransactAction(kind, entity, null,
                kind == TransactActionKind.CONDITION_CHECK ? "attribute_exists(PK)" : null, 1)));
    }

    /**
     * Replaces step {@code at}: kind, entity, expressions (blank: none) and items per call (a whole number of at
     * least 1).
     */
    public Optional<String> setStep(int at, TransactActionKind kind, String entity, String update, String condition,
                                    String itemsPerCall) {
        int count;
        try {
            count = Integer.parseInt(itemsPerCall == null ? "" : itemsPerCall.trim());
        } catch (NumberFormatException e) {
            return Optional.of("Items per call is a whole number, at least 1.");
        }
        if (count < 1) {
            return Optional.of("Items per call is a whole number, at least 1.");
        }
        return edit(id -> WriteEdits.replaceStep(table(), id, at, new TransactAction(kind, entity, blank(update),
                blank(condition), count)));
    }

    /** Moves step {@code at} by {@code delta} places (-1 up, +1 down). */
    public Optional<String> moveStep(int at, int delta) {
        return edit(id -> WriteEdits.moveStep(table(), id, at, at + delta));
    }

    public Optional<String> removeStep(int at) {
        return edit(id -> WriteEdits.removeStep(table(), id, at));
    }

    /**
     * Sets a placeholder's example value, typed S, N or BOOL ({@code :qty}, N, {@code 2}); the colon may be left
     * out.
     */
    public Optional<String> setValue(String placeholder, AttributeType type, String text) {
        String name = placeholder == null ? "" : placeholder.trim();
        String key = name.startsWith(":") ? name : ":" + name;
        Optional<String> badName = WriteSpecRules.placeholderProblem(key);
        if (badName.isPresent()) {
            return badName;
        }
        String value = text == null ? "" : text.trim();
        AttributeValue typed;
        if (type == AttributeType.N) {
            Optional<String> notNumber = DynamoNumber.problem(value);
            if (notNumber.isPresent()) {
                return Optional.of(key + " is a number (N): " + notNumber.get());
            }
            typed = AttributeValue.n(value);
        } else if (type == AttributeType.BOOL) {
            if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
                return Optional.of(key + " is a boolean: type true or false.");
            }
            typed = AttributeValue.bool(Boolean.parseBoolean(value.toLowerCase(Locale.ROOT)));
        } else {
            typed = AttributeValue.s(value);
        }
        return edit(id -> WriteEdits.setValue(table(), id, key, typed));
    }

    public Optional<String> removeValue(String placeholder) {
        return edit(id -> WriteEdits.removeValue(table(), id, placeholder));
    }

    /**
     * Adds a write pattern ({@code id} new, {@code entity} of the table) and selects it; an Update starts as
     * {@code SET #attribute = :attribute} on the entity's first non-key attribute, for the user to edit.
     */
    public Optional<String> addWritePattern(String id, String name, String entity, WriteOperation operation) {
        String cleanId = id == null ? "" : id.trim();
        String update = null;
        if (operation == WriteOperation.UPDATE && entity != null) {
            update = session.table().entity(entity).flatMap(e -> e.attributes().stream().map(a -> a.name())
                    .filter(n -> e.keys().stream().noneMatch(k -> k.template().contains("{" + n)))
                    .findFirst()).map(a -> "SET #" + a + " = :" + a).orElse(null);
            if (update == null) {
                return Optional.of("Give " + entity + " an attribute first: an update sets one.");
            }
        }
        Optional<String> refused = session.push(WriteEdits.addWritePattern(table(), cleanId, name, entity, operation,
                update));
        if (refused.isEmpty()) {
            session.selectedPatternProperty().set(cleanId);
        }
        return refused;
    }

    private Optional<String> edit(java.util.function.Function<String, Command> command) {
        Optional<AccessPattern> pattern = pattern();
        if (pattern.isEmpty()) {
            return Optional.of("Select a write pattern first.");
        }
        try {
            return session.push(command.apply(pattern.get().id()));
        } catch (IllegalArgumentException e) {
            return Optional.of(e.getMessage());
        }
    }

    private String table() {
        return session.table().name();
    }

    private static String blank(String text) {
        return text == null || text.isBlank() ? null : text.trim();
    }
}
