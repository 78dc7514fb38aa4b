package dev.tablesmith.cli.live;

import dev.tablesmith.live.LiveException;
import dev.tablesmith.live.LiveReads;
import dev.tablesmith.live.LiveSample;
import dev.tablesmith.live.LiveVerifier;
import dev.tablesmith.live.PatternVerdict;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * {@code tablesmith live verify FILE [--generate N --seed S]}: for every read pattern, the engine's prediction on
 * the sample items (the same options as the load) against the live answer, all pages followed on both sides: the
 * same items in the same order, the same Count and ScannedCount. Every difference is listed; exit 1 when any
 * pattern differs, so a team can run it in CI against DynamoDB Local. Reads only.
 */
@Command(name = "verify", mixinStandardHelpOptions = true,
        description = {"Compare every read pattern's live answer with the engine's prediction on the same sample "
                + "items: same items, same order, same Count and ScannedCount.",
            "Give the same --generate and --seed as the load. Exit 1 when any pattern differs."})
final class LiveVerifyCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The design file (*.tablesmith.json).")
    private Path file;

    @Mixin
    private ConnectionOptions connection;

    @Mixin
    private SampleOptions sample;

    @Option(names = "--table", paramLabel = "NAME", description = "Verify this table instead of the design's.")
    private String tableName;

    @Option(names = "--max-pages", paramLabel = "N", defaultValue = "1000",
            description = "Pages followed per pattern on each side (default: ${DEFAULT-VALUE}).")
    private int maxPages;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        LiveContext context = null;
        try {
            OptionRange.check(spec, "--max-pages", maxPages, 1, OptionRange.MAX_RECORDS);
            OptionRange.checkGenerate(spec, sample);
            context = LiveContext.open(spec, file, connection, tableName);
            LiveContext c = context;
            long start = System.nanoTime();
            LiveSample items = LiveSample.of(context.table(), sample.generate, sample.seed);
            context.out().println("verify table " + context.table().name() + " at " + context.connection().describe()
                    + " against the prediction on " + items.items().size() + " sample items");
            List<PatternVerdict> verdicts;
            try {
                verdicts = new LiveVerifier(new LiveReads(context.client(), context.connection()), maxPages)
                        .verify(items, context.design().pricing(), v -> print(c, v));
            } catch (SdkException | LiveException e) {
                throw context.fail(e);
            }
            long differing = verdicts.stream().filter(v -> !v.agrees()).count();
            double seconds = (System.nanoTime() - start) / 1e9;
            context.out().println(String.format(Locale.ROOT, "verify: %d of %d read patterns agree%s (%.2f s)",
                    verdicts.size() - differing, verdicts.size(), differing == 0 ? "" : ", " + differing
                            + " differ", seconds));
            context.out().flush();
            return differing == 0 ? 0 : LiveContext.EXIT_FAILURE;
        } catch (LiveCommandFailure e) {
            return e.exitCode();
        } finally {
            if (context != null) {
                context.close();
            }
        }
    }

    private static void print(LiveContext context, PatternVerdict v) {
        context.out().println(String.format(Locale.ROOT, "%-8s %-6s %-15s %d items, Count %d, ScannedCount %d",
                v.agrees() ? "agrees" : "DIFFERS", v.patternId(), v.resolution(), v.live().items().size(),
                v.live().count(), v.live().scannedCount()));
        v.differences().forEach(d -> context.out().println("    " + d));
        context.out().flush();
    }
}
