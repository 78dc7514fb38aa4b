package dev.tablesmith.engine.request;

import dev.tablesmith.model.Item;
import java.util.List;

/**
 * A request DynamoDB would refuse, with DynamoDB's error type ({@code ValidationException},
 * {@code ResourceNotFoundException}, ...) and message text.
 */
public final class DynamoDbError extends RuntimeException {
    private final String errorType;
    private final transient Item item;
    private final transient List<CancellationReason> cancellationReasons;

    public DynamoDbError(String errorType, String message) {
        this(errorType, message, null, List.of());
    }

    private DynamoDbError(String errorType, String message, Item item, List<CancellationReason> reasons) {
        super(message);
        this.errorType = errorType;
        this.item = item;
        this.cancellationReasons = List.copyOf(reasons);
    }

    /**
     * {@code ConditionalCheckFailedException: The conditional request failed}, with the item as it was when the
     * request asked for it ({@code ReturnValuesOnConditionCheckFailure=ALL_OLD}), else null.
     */
    public static DynamoDbError conditionalCheckFailed(Item item) {
        return new DynamoDbError("ConditionalCheckFailedException", "The conditional request failed", item,
                List.of());
    }

    /**
     * {@code TransactionCanceledException}, with one reason per action: "Transaction cancelled, please refer
     * cancellation reasons for specific reasons [None, ConditionalCheckFailed]".
     */
    public static DynamoDbError transactionCanceled(List<CancellationReason> reasons) {
        String codes = String.join(", ", reasons.stream().map(CancellationReason::code).toList());
        return new DynamoDbError("TransactionCanceledException",
                "Transaction cancelled, please refer cancellation reasons for specific reasons [" + codes + "]", null,
                reasons);
    }

    /** The {@code Item} of a ConditionalCheckFailedException, or null. */
    public Item item() {
        return item;
    }

    /** The {@code CancellationReasons} of a TransactionCanceledException (empty for any other error). */
    public List<CancellationReason> cancellationReasons() {
        return cancellationReasons;
    }

    public static DynamoDbError validation(String message) {
        return new DynamoDbError("ValidationException", message);
    }

    public static DynamoDbError resourceNotFound(String message) {
        return new DynamoDbError("ResourceNotFoundException", message);
    }

    /** {@code ValidationException}, {@code ResourceNotFoundException}, ... */
    public String errorType() {
        return errorType;
    }

    /** As the AWS CLI prints it: "An error occurred (ValidationException) ...: message" without the operation. */
    @Override
    public String toString() {
        return errorType + ": " + getMessage();
    }
}
