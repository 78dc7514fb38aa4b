package dev.tablesmith.cli;

import picocli.CommandLine;
import picocli.CommandLine.IExecutionExceptionHandler;
import picocli.CommandLine.ParseResult;

/**
 * Reports an unexpected exception from a command as one line ({@code tablesmith: error: ...}) instead of a stack
 * trace, and exits with {@link TablesmithCommand#EXIT_FAILURE}.
 */
final class OneLineErrorHandler implements IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception exception, CommandLine commandLine, ParseResult parseResult) {
        commandLine.getErr().println("tablesmith: error: " + describe(exception));
        commandLine.getErr().flush();
        return TablesmithCommand.EXIT_FAILURE;
    }

    /** The first line of the exception's message, or its type when it has none. */
    static String describe(Throwable exception) {
        String message = exception.getMessage();
        if (message == null || message.isBlank()) {
            return exception.getClass().getSimpleName();
        }
        return message.lines().findFirst().orElse(message).strip();
    }
}
