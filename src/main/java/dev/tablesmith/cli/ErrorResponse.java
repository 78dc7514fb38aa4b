package dev.tablesmith.cli;

import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.io.RequestJson;
import dev.tablesmith.io.RequestJsonException;
import java.io.PrintWriter;

/**
 * How the request commands report a request DynamoDB refuses: standard output gets DynamoDB's error body
 * ({@code {"__type": "com.amazonaws.dynamodb.v20120810#ValidationException", "message": ...}}, with {@code Item} or
 * {@code CancellationReasons} where DynamoDB returns them), so a script reads it as it would read DynamoDB's
 * response; standard error gets it as one line, {@code ValidationException: MESSAGE} with long quoted values cut
 * ({@link QuotedValueCap}), and, for a request file, where in the file the cause is.
 */
final class ErrorResponse {
    private ErrorResponse() {
    }

    /** Prints DynamoDB's error: the body on {@code out}, one line on {@code err}. */
    static void print(DynamoDbError error, PrintWriter out, PrintWriter err) {
        out.print(RequestJson.writeError(error));
        err.println(error.errorType() + ": " + QuotedValueCap.cap(error.getMessage()));
    }

    /**
     * Prints a request file's problems: DynamoDB's error when it would receive the request and refuse it, with each
     * cause located below it; the located problems alone when no client would send it.
     *
     * @return whether DynamoDB answered (exit 1) rather than the file being unusable
     */
    static boolean print(RequestJsonException e, PrintWriter out, PrintWriter err) {
        if (e.answer().isEmpty()) {
            e.problems().forEach(err::println);
            return false;
        }
        print(e.answer().get(), out, err);
        e.problems().forEach(p -> err.println("  at " + p));
        return true;
    }
}
