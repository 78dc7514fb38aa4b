package dev.tablesmith.fuzz;

import dev.tablesmith.cli.TablesmithCommand;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import org.junit.jupiter.api.Assertions;
import org.opentest4j.AssertionFailedError;

/**
 * One in-process run of the command line: exit code, standard output and error, and what escaped the command (an
 * {@link Error} such as {@link StackOverflowError} passes picocli's handler) or that it ran out of time.
 *
 * @param exitCode the exit code, or -1 when the run threw or timed out
 * @param thrown what escaped {@code execute}, or {@code null}
 * @param timedOut whether the run was stopped at the time bound
 */
record CliOutcome(int exitCode, String out, String err, Throwable thrown, boolean timedOut) {
    /** Runs {@code args} with a fresh command line, stopping it after {@code bound}. */
    static CliOutcome run(Duration bound, String... args) {
        try {
            return Assertions.assertTimeoutPreemptively(bound, () -> runNow(args));
        } catch (AssertionFailedError timeout) {
            return new CliOutcome(-1, "", "", null, true);
        }
    }

    private static CliOutcome runNow(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        try {
            int exitCode = TablesmithCommand.commandLine().setOut(new PrintWriter(out, true))
                    .setErr(new PrintWriter(err, true)).execute(args);
            return new CliOutcome(exitCode, normalize(out), normalize(err), null, false);
        } catch (Throwable escaped) {
            return new CliOutcome(-1, normalize(out), normalize(err), escaped, false);
        }
    }

    private static String normalize(StringWriter writer) {
        return writer.toString().replace(System.lineSeparator(), "\n");
    }
}
