package dev.tablesmith.engine.request;

/**
 * The {@code ReturnValuesOnConditionCheckFailure} parameter: with ALL_OLD, a failed ConditionExpression returns the
 * item as it was (in the ConditionalCheckFailedException, or in the transaction's CancellationReason).
 */
public enum ReturnValuesOnConditionCheckFailure {
    NONE, ALL_OLD
}
