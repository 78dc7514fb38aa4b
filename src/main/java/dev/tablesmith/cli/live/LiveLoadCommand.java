package dev.tablesmith.cli.live;

import dev.tablesmith.live.BatchLoader;
import dev.tablesmith.live.ItemCounter;
import dev.tablesmith.live.LiveException;
import dev.tablesmith.live.LiveSample;
import dev.tablesmith.live.LoadProgress;
import dev.tablesmith.live.LoadReport;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * {@code tablesmith live load FILE [--generate N --seed S]}: writes the design's sample items (explicit and from
 * entity records, optionally generated first) with parallel BatchWriteItem requests, with progress in items per
 * second, then counts the table's items (Scan, Select=COUNT). Ctrl+C cancels: batches in flight finish and the
 * report says exactly how many items were written.
 */
@Command(name = "load", mixinStandardHelpOptions = true,
        description = {"Write the design's sample items with BatchWriteItem (25 per request, several in parallel), "
                + "then check the table's item count.", "Ctrl+C stops after the batches in flight and reports what "
                + "was written."})
final class LiveLoadCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The design file (*.tablesmith.json).")
    private Path file;

    @Mixin
    private ConnectionOptions connection;

    @Mixin
    private SampleOptions sample;

    @Option(names = "--table", paramLabel = "NAME", description = "Load this table instead of the design's.")
    private String tableName;

    @Mixin
    private WriteOptions write;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "8",
            description = "BatchWriteItem requests in flight at once (default: ${DEFAULT-VALUE}).")
    private int threads;

    @Spec
    private CommandSpec spec;

    /** Set to stop the load (by Ctrl+C through a shutdown hook, or by a test). */
    final AtomicBoolean cancel = new AtomicBoolean();
    /** How long a signal waits for the final report before the hook prints it itself (tests shorten it). */
    Duration hookWait = LoadInterrupt.WAIT;

    @Override
    public Integer call() {
        LiveContext context = null;
        LoadInterrupt interrupt = null;
        try {
            OptionRange.check(spec, "--threads", threads, 1, OptionRange.MAX_THREADS);
            OptionRange.checkGenerate(spec, sample);
            context = LiveContext.open(spec, file, connection, tableName);
            LiveSample items = LiveSample.of(context.table(), sample.generate, sample.seed);
            LiveContext c = context;
            items.warnings().forEach(w -> c.err().println("warning: " + w));
            context.out().println("load " + String.format(Locale.ROOT, "%,d", items.items().size())
                    + " items into table " + context.table().name() + " on " + context.connection().describe());
            context.out().flush();
            SafetyPrompt.confirm(context, LiveCommand.of(spec).in(), LiveCommand.of(spec).noInput(), write,
                    "write " + items.items().size() + " items (BatchWriteItem, PutRequest) to table " + context.table().name());
            interrupt = new LoadInterrupt(cancel, context.out(), context.err(), spec.qualifiedName(), hookWait);
            interrupt.install(items.items().size());
            LoadReport report = load(context, items, interrupt);
            LiveCommandFailure[] stopped = new LiveCommandFailure[1];
            if (!interrupt.report(() -> stopped[0] = finalLines(c, report))) {
                return LiveContext.EXIT_FAILURE;
            }
            if (stopped[0] != null) {
                throw stopped[0];
            }
            return countCheck(context, report);
        } catch (LiveCommandFailure e) {
            return e.exitCode();
        } finally {
            if (interrupt != null) {
                interrupt.finished();
            }
            if (context != null) {
                context.close();
            }
        }
    }

    /**
     * Prints {@code written X of Y items ...} and, when the load did not finish, the one line saying why; the
     * failure to end with, or null when every item was written.
     */
    private static LiveCommandFailure finalLines(LiveContext context, LoadReport report) {
        context.out().println(summary(report));
        String counted = String.format(Locale.ROOT, "%,d of %,d", report.written(), report.total());
        String stopped = "load stopped after " + counted + " items" + report.unconfirmedNote() + ": ";
        if (report.cause() != null) {
            return context.fail(stopped, report.cause());
        }
        if (report.failure() != null) {
            return context.fail(LiveContext.EXIT_FAILURE, stopped + report.failure());
        }
        if (report.cancelled()) {
            return context.fail(LiveContext.EXIT_FAILURE, "load cancelled after " + counted + " items");
        }
        context.out().flush();
        return null;
    }

    private LoadReport load(LiveContext context, LiveSample items, LoadInterrupt interrupt)
            throws LiveCommandFailure {
        AtomicLong lastReport = new AtomicLong(System.nanoTime());
        LoadProgress progress = (written, total, perSecond) -> {
            interrupt.confirmed(written);
            long now = System.nanoTime();
            long last = lastReport.get();
            if (now - last > TimeUnit.SECONDS.toNanos(1) && lastReport.compareAndSet(last, now)) {
                context.err().println(String.format(Locale.ROOT, "  written %,d of %,d items (%,.0f items/s)",
                        written, total, perSecond));
                context.err().flush();
            }
        };
        return new BatchLoader(context.client(), threads, LiveCommand.of(spec).clients().loadTimeouts()).load(context.table().name(), items.items(), progress,
                cancel);
    }

    static String summary(LoadReport report) {
        return String.format(Locale.ROOT, "written %,d of %,d items in %.2f s (%,.0f items/s, %,d requests, %,d "
                        + "unprocessed items resent)", report.written(), report.total(), report.seconds(),
                report.itemsPerSecond(), report.requests(), report.resent());
    }

    private int countCheck(LiveContext context, LoadReport report) throws LiveCommandFailure {
        long count;
        try {
            OptionalLong counted = ItemCounter.count(context.client(), context.table().name(), cancel::get);
            if (counted.isEmpty()) {
                throw context.fail(LiveContext.EXIT_FAILURE, "count check cancelled (every item was written)");
            }
            count = counted.getAsLong();
        } catch (SdkException | LiveException e) {
            throw context.fail(e);
        }
        if (count < report.written()) {
            throw context.fail(LiveContext.EXIT_FAILURE, String.format(Locale.ROOT, "count check failed: table %s "
                    + "holds %,d items, %,d were written", context.table().name(), count, report.written()));
        }
        context.out().println(String.format(Locale.ROOT, "count check: table %s holds %,d items%s",
                context.table().name(), count, count == report.written() ? " (as written)"
                        : String.format(Locale.ROOT, " (%,d more than this load wrote)", count - report.written())));
        context.out().flush();
        return 0;
    }
}
