package dev.tablesmith.io;

/**
 * DynamoDB's own ValidationException for one thing wrong with a request, in its words.
 *
 * <p>DynamoDB checks a request in two phases. First the request model: member constraints (a {@code Limit} of at
 * least 1, an enum value from its set, a table name of 3 to 255 characters, ...). All failures of that phase are
 * reported together: "2 validation errors detected: Value '0' at 'limit' failed to satisfy constraint: Member must
 * have value greater than or equal to 1; Value 'ALL' at 'select' failed to satisfy constraint: ...". Then the
 * operation's own checks, which stop at the first ("A value provided cannot be converted into a number").
 *
 * @param message    for a {@link #constraint}, one entry of the list ("Value '0' at 'limit' failed to satisfy
 *                   constraint: ..."); otherwise the whole message
 * @param constraint whether this is a request-model constraint failure (first phase)
 */
record DynamoDbAnswer(String message, boolean constraint) {
    static DynamoDbAnswer constraint(String entry) {
        return new DynamoDbAnswer(entry, true);
    }

    static DynamoDbAnswer validation(String message) {
        return new DynamoDbAnswer(message, false);
    }
}
