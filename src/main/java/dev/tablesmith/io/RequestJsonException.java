package dev.tablesmith.io;

import java.util.List;

/**
 * A request file is not a valid DynamoDB request: malformed JSON, an unknown or misspelt parameter, a value of the
 * wrong JSON type, or an attribute value that is not DynamoDB JSON. {@link #problems()} lists every problem found,
 * in file order; the message is the first of them.
 */
public final class RequestJsonException extends Exception {
    private static final long serialVersionUID = 1L;

    private final transient List<RequestProblem> problems;

    public RequestJsonException(List<RequestProblem> problems) {
        super(problems.isEmpty() ? "invalid request" : problems.get(0).toString());
        this.problems = List.copyOf(problems);
    }

    public List<RequestProblem> problems() {
        return problems;
    }
}
