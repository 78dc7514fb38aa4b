package dev.tablesmith.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * Reports a usage error in the short GNU form: the message, suggestions for a mistyped option or command, and
 * where to find help; exit code {@link TablesmithCommand#EXIT_USAGE}. The full usage text is one
 * {@code --help} away instead of scrolling the error out of sight.
 */
final class UsageErrorHandler implements IParameterExceptionHandler {
    @Override
    public int handleParseException(ParameterException exception, String[] args) {
        CommandLine commandLine = exception.getCommandLine();
        PrintWriter err = commandLine.getErr();
        String command = commandLine.getCommandSpec().qualifiedName();
        err.println(command + ": " + withoutErrorPrefix(exception.getMessage()));
        UnmatchedArgumentException.printSuggestions(exception, err);
        err.println("Try '" + command + " --help' for more information.");
        err.flush();
        return TablesmithCommand.EXIT_USAGE;
    }

    /** picocli starts some messages with "Error: "; the command name already says it is one. */
    static String withoutErrorPrefix(String message) {
        return message != null && message.startsWith("Error: ") ? message.substring("Error: ".length()) : message;
    }
}
