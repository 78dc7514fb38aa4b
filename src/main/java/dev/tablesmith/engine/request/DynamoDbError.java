package dev.tablesmith.engine.request;

/**
 * A request DynamoDB would refuse, with DynamoDB's error type ({@code ValidationException},
 * {@code ResourceNotFoundException}, ...) and message text.
 */
public final class DynamoDbError extends RuntimeException {
    private final String errorType;

    public DynamoDbError(String errorType, String message) {
        super(message);
        this.errorType = errorType;
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
