package dev.tablesmith.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a write access pattern does.
 *
 * <p>A single write (PutItem, UpdateItem, DeleteItem) writes one item of the pattern's first entity. A
 * transaction ({@code transaction} true) is one TransactWriteItems call: when {@code actions} is empty it holds the
 * single write above; otherwise it holds the listed actions (at most 100 items, each counted twice in write units,
 * all or nothing).
 *
 * @param operation           PutItem, UpdateItem or DeleteItem
 * @param updateExpression    for UPDATE, e.g. {@code SET GSI1PK = :s REMOVE GSI2PK}; null otherwise
 * @param conditionExpression an optional ConditionExpression, e.g. {@code stock >= :qty}
 * @param transaction         whether it runs inside TransactWriteItems (twice the write units)
 * @param values              example values of the expressions' {@code :placeholders}, by placeholder (with its
 *                            colon); together with the pattern's example inputs they let the write run on sample data
 * @param actions             the actions of a transaction, in request order; empty for a single write
 */
public record WriteSpec(WriteOperation operation, String updateExpression, String conditionExpression,
                        boolean transaction, Map<String, AttributeValue> values, List<TransactAction> actions) {
    public WriteSpec {
        Objects.requireNonNull(operation, "operation");
        values = values == null ? Map.of() : java.util.Collections.unmodifiableMap(new LinkedHashMap<>(values));
        actions = actions == null ? List.of() : List.copyOf(actions);
        if (actions.size() > 100) {
            throw new IllegalArgumentException("a transaction holds at most 100 actions");
        }
    }

    /** A write without placeholder values or transaction actions (the format before they existed). */
    public WriteSpec(WriteOperation operation, String updateExpression, String conditionExpression,
                     boolean transaction) {
        this(operation, updateExpression, conditionExpression, transaction, Map.of(), List.of());
    }

    /** The actions of one call: the listed transaction actions, or the single write on {@code entity}. */
    public List<TransactAction> actionsOn(String entity) {
        if (!actions.isEmpty()) {
            return actions;
        }
        TransactActionKind kind = switch (operation) {
            case PUT -> TransactActionKind.PUT;
            case UPDATE -> TransactActionKind.UPDATE;
            case DELETE -> TransactActionKind.DELETE;
        };
        return List.of(new TransactAction(kind, entity, updateExpression, conditionExpression, 1));
    }
}
