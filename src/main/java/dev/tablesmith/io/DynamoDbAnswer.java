package dev.tablesmith.io;

/**
 * DynamoDB's own ValidationException for one thing wrong with a request, in its words.
 *
 * <p>DynamoDB checks a request in two phases. First the request model: member constraints (a {@code Limit} of at
 * least 1, an enum value from its set, a table name of 3 to 255 characters, ...). Then the operation's own checks,
 * which stop at the first ("A value provided cannot be converted into a number"). The request-model phase answers in
 * one of two forms (see {@link ValidationFramework}): the older one lists every failure ("2 validation errors
 * detected: Value '0' at 'limit' failed to satisfy constraint: Member must have value greater than or equal to 1;
 * Value 'ALL' at 'select' failed to satisfy constraint: ..."); the 2026 validation framework, for the checks it has
 * taken over, reports the first alone ("1 validation error detected: Value at 'Limit' failed to satisfy ...").
 *
 * @param message        for a {@link #constraint}, one entry of the older list ("Value '0' at 'limit' failed to
 *                       satisfy constraint: ..."); otherwise the whole message
 * @param constraint     whether this is a request-model constraint failure in the older form (first phase)
 * @param frameworkEntry the entry the validation framework answers instead ("Value at 'Limit' failed to satisfy
 *                       constraint: ..."), or null when the framework has not taken this check over
 */
record DynamoDbAnswer(String message, boolean constraint, String frameworkEntry) {
    /** A request-model failure the framework has not taken over: the older entry in every region. */
    static DynamoDbAnswer constraint(String entry) {
        return new DynamoDbAnswer(entry, true, null);
    }

    /**
     * A request-model failure the framework has taken over: {@code olderEntry} where the older form answers,
     * {@code frameworkEntry} (null: not taken over) where the framework does.
     */
    static DynamoDbAnswer constraint(String olderEntry, String frameworkEntry) {
        return new DynamoDbAnswer(olderEntry, true, frameworkEntry);
    }

    /** A message of the operation's own checks, the same in both forms. */
    static DynamoDbAnswer validation(String message) {
        return new DynamoDbAnswer(message, false, null);
    }

    /**
     * A refusal whose older answer is a sentence of its own ({@code olderMessage}) but which the framework answers
     * as a constraint failure ({@code frameworkEntry}), as BatchGetItem's empty {@code RequestItems}.
     */
    static DynamoDbAnswer validation(String olderMessage, String frameworkEntry) {
        return new DynamoDbAnswer(olderMessage, false, frameworkEntry);
    }

    /** Whether this is a request-model failure in either form. */
    boolean requestModel() {
        return constraint || frameworkEntry != null;
    }
}
