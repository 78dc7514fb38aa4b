package dev.tablesmith.io;

import dev.tablesmith.engine.request.DynamoDbError;
import java.util.List;
import java.util.Optional;

/**
 * A request file is not a valid DynamoDB request. {@link #problems()} lists every problem found, in file order,
 * located; the message is the first of them.
 *
 * <p>Two kinds. A file that is not a request a client would send at all (not JSON, an unknown or misspelt
 * parameter, a value of the wrong JSON type, an attribute value that is not DynamoDB JSON) has no
 * {@link #answer()}: the problems are the whole story, as the AWS CLI's own parameter validation refuses such a
 * request before sending it. A request DynamoDB itself would receive and refuse (a {@code Limit} of 0, an unknown
 * {@code Select}, an empty set, {@code {"NULL": false}}, a number out of range, ...) has an answer: the
 * ValidationException DynamoDB returns, in its words; the located problems then only point at the cause.
 */
public final class RequestJsonException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient List<RequestProblem> problems;
    private final transient DynamoDbError answer;

    public RequestJsonException(List<RequestProblem> problems) {
        this(problems, null);
    }

    public RequestJsonException(List<RequestProblem> problems, DynamoDbError answer) {
        super(answer != null ? answer.toString()
                : problems.isEmpty() ? "invalid request" : problems.get(0).toString());
        this.problems = List.copyOf(problems);
        this.answer = answer;
    }

    public List<RequestProblem> problems() {
        return problems;
    }

    /** DynamoDB's own error for this request, when DynamoDB would receive it and refuse it. */
    public Optional<DynamoDbError> answer() {
        return Optional.ofNullable(answer);
    }
}
