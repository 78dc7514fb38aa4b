package dev.tablesmith.model;

import java.util.Objects;

/**
 * One action of a write pattern's TransactWriteItems call, e.g. "Update Product SET stock = stock - :qty IF
 * stock >= :qty". A ConditionCheck only evaluates its condition; a failed condition in any action cancels them
 * all.
 *
 * @param kind                Put, Update, Delete or ConditionCheck
 * @param entity              the entity whose item the action writes or checks
 * @param updateExpression    for UPDATE, the UpdateExpression; null otherwise
 * @param conditionExpression the action's ConditionExpression, or null (required for CONDITION_CHECK)
 * @param itemsPerCall        how many items of the entity one call writes this way (e.g. 3 order lines), at least 1
 */
public record TransactAction(TransactActionKind kind, String entity, String updateExpression,
                             String conditionExpression, int itemsPerCall) {
    public TransactAction {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(entity, "entity");
        if (itemsPerCall < 1) {
            throw new IllegalArgumentException("itemsPerCall must be at least 1");
        }
    }

    /** Whether the action writes (everything but a ConditionCheck). */
    public boolean writes() {
        return kind != TransactActionKind.CONDITION_CHECK;
    }
}
