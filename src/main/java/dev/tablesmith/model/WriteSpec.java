package dev.tablesmith.model;

import java.util.Objects;

/**
 * What a write access pattern does.
 *
 * @param operation           PutItem, UpdateItem or DeleteItem
 * @param updateExpression    for UPDATE, e.g. {@code SET GSI1PK = :s REMOVE GSI2PK}; null otherwise
 * @param conditionExpression an optional ConditionExpression, e.g. {@code stock >= :qty}
 * @param transaction         whether it runs inside TransactWriteItems (twice the write units)
 */
public record WriteSpec(WriteOperation operation, String updateExpression, String conditionExpression,
                        boolean transaction) {
    public WriteSpec {
        Objects.requireNonNull(operation, "operation");
    }
}
