package dev.tablesmith.cli;

import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.IExecutionStrategy;
import picocli.CommandLine.ParseResult;

/**
 * Runs the chosen subcommand and turns an {@link OutOfMemoryError} into one line that says what ran out and what
 * to do, instead of the JVM's stack trace: {@code tablesmith generate: ran out of memory while running generate;
 * try a larger heap (JAVA_TOOL_OPTIONS=-Xmx4g) or fewer records}. An Error is not an Exception, so picocli's
 * {@link OneLineErrorHandler} never sees it. Exit code 1 (the work failed).
 */
final class OutOfMemoryStrategy implements IExecutionStrategy {
    private final IExecutionStrategy delegate;

    OutOfMemoryStrategy(IExecutionStrategy delegate) {
        this.delegate = delegate;
    }

    @Override
    public int execute(ParseResult parseResult) {
        try {
            return delegate.execute(parseResult);
        } catch (OutOfMemoryError outOfMemory) {
            CommandLine ran = last(parseResult).commandSpec().commandLine();
            PrintWriter err = ran.getErr();
            err.println(message(ran.getCommandSpec().qualifiedName(), Runtime.getRuntime().maxMemory()));
            err.flush();
            return TablesmithCommand.EXIT_FAILURE;
        }
    }

    /** The one line for a command that ran out of a heap of {@code maxHeapBytes}. */
    static String message(String command, long maxHeapBytes) {
        long mb = maxHeapBytes / (1024 * 1024);
        long suggestion = Math.max(2, (mb * 2 + 1023) / 1024); // twice the heap, in whole gigabytes
        return command + ": ran out of memory while running " + command.replaceFirst("^tablesmith ", "")
                + " (Java heap of " + mb + " MB); try a larger heap (JAVA_TOOL_OPTIONS=-Xmx" + suggestion
                + "g) or fewer records";
    }

    private static ParseResult last(ParseResult result) {
        ParseResult current = result;
        while (current.subcommand() != null) {
            current = current.subcommand();
        }
        return current;
    }
}
