package dev.tablesmith.cli.live;

import java.util.Locale;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Numeric options of the {@code live} commands checked against their allowed range before anything is read or
 * sent: a value outside it is a usage error (exit 2) that names the range, never silently clamped.
 *
 * <ul>
 *   <li>{@code --threads} 1 to {@value #MAX_THREADS}: BatchWriteItem requests in flight, at most the SDK HTTP
 *   client's default connection pool (50 connections), so no request waits for a connection;</li>
 *   <li>{@code --generate} 1 to {@value #MAX_RECORDS} records per entity;</li>
 *   <li>{@code --limit} (import) 1 to {@value #MAX_RECORDS} items;</li>
 *   <li>{@code --show} 0 to {@value #MAX_SHOW} items; {@code --max-pages} 1 to {@value #MAX_RECORDS} pages.</li>
 * </ul>
 */
final class OptionRange {
    /** The most BatchWriteItem requests in flight: the SDK's default HTTP connection pool. */
    static final int MAX_THREADS = 50;
    /** The most records per entity, items imported or pages followed. */
    static final int MAX_RECORDS = 1_000_000;
    /** The most items printed per read pattern. */
    static final int MAX_SHOW = 1_000;

    private OptionRange() {
    }

    /** Refuses {@code value} of {@code option} outside {@code min..max} with a one-line usage error. */
    static void check(CommandSpec spec, String option, long value, long min, long max) throws LiveCommandFailure {
        if (value < min || value > max) {
            spec.commandLine().getOut().flush();
            spec.commandLine().getErr().println(spec.qualifiedName() + ": " + option + " must be from "
                    + String.format(Locale.ROOT, "%,d to %,d, not %,d", min, max, value));
            spec.commandLine().getErr().flush();
            throw new LiveCommandFailure(LiveContext.EXIT_USAGE);
        }
    }

    /** {@code --generate N} when given (null: the design's own records). */
    static void checkGenerate(CommandSpec spec, SampleOptions sample) throws LiveCommandFailure {
        if (sample.generate != null) {
            check(spec, "--generate", sample.generate, 1, MAX_RECORDS);
        }
    }
}
