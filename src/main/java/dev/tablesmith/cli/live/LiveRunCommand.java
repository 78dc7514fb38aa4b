package dev.tablesmith.cli.live;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.live.LiveException;
import dev.tablesmith.live.LiveRead;
import dev.tablesmith.live.LiveReads;
import dev.tablesmith.model.Item;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.ReadOutcome;
import dev.tablesmith.planner.Resolution;
import java.nio.file.Path;
import java.util.ArrayList;
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
 * {@code tablesmith live run FILE [--pattern ID]...}: sends each read access pattern's planned request (one
 * GetItem, or the first page of its Query or Scan) to the live table with {@code ReturnConsumedCapacity=INDEXES}
 * and prints the items, Count and ScannedCount, the consumed capacity by index, and the latency. Reads only.
 */
@Command(name = "run", mixinStandardHelpOptions = true,
        description = "Run each read pattern's planned request live and show the items, the consumed capacity "
                + "and the latency.")
final class LiveRunCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The design file (*.tablesmith.json).")
    private Path file;

    @Mixin
    private ConnectionOptions connection;

    @Option(names = "--table", paramLabel = "NAME", description = "Query this table instead of the design's.")
    private String tableName;

    @Option(names = "--pattern", paramLabel = "ID", description = "Only this pattern (repeatable).")
    private List<String> patterns = new ArrayList<>();

    @Option(names = "--show", paramLabel = "N", defaultValue = "5",
            description = "Items shown per pattern (default: ${DEFAULT-VALUE}).")
    private int show;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        LiveContext context = null;
        try {
            OptionRange.check(spec, "--show", show, 0, OptionRange.MAX_SHOW);
            context = LiveContext.open(spec, file, connection, tableName);
            var table = context.table();
            for (String id : patterns) {
                if (table.accessPattern(id).isEmpty()) {
                    throw context.fail(LiveContext.EXIT_USAGE, "unknown pattern '" + id + "'; the table's patterns: "
                            + String.join(", ", table.accessPatterns().stream().map(p -> p.id()).toList()));
                }
            }
            AccessPatternPlanner planner = new AccessPatternPlanner(table, context.design().pricing(),
                    ItemMaterializer.materialize(table));
            LiveReads reads = new LiveReads(context.client(), context.connection());
            List<String> keyNames = table.keySchema().attributeNames();
            context.out().println("run on table " + table.name() + " at " + context.connection().describe());
            int refused = 0;
            for (AccessPatternPlan plan : planner.planAll()) {
                if (plan.resolution() == Resolution.WRITE || plan.request() == null
                        || !patterns.isEmpty() && !patterns.contains(plan.pattern().id())) {
                    continue;
                }
                LiveRead read;
                try {
                    read = reads.run(plan.request(), 1);
                } catch (SdkException | LiveException e) {
                    throw context.fail(e);
                }
                refused += print(context, plan, read, keyNames);
            }
            context.out().flush();
            return refused == 0 ? 0 : LiveContext.EXIT_FAILURE;
        } catch (LiveCommandFailure e) {
            return e.exitCode();
        } finally {
            if (context != null) {
                context.close();
            }
        }
    }

    private int print(LiveContext context, AccessPatternPlan plan, LiveRead read, List<String> keyNames) {
        ReadOutcome outcome = read.outcome();
        String head = plan.pattern().id() + "  " + plan.resolution().label() + " on " + plan.request().indexLabel()
                + "  " + plan.pattern().name();
        context.out().println(head);
        if (outcome.error() != null) {
            context.out().println("    refused: " + outcome.error());
            return 1;
        }
        context.out().println(String.format(Locale.ROOT, "    %d items, Count %d, ScannedCount %d, consumed %.1f "
                        + "capacity units%s, %.1f ms%s", outcome.items().size(), outcome.count(),
                outcome.scannedCount(), read.capacityUnits(), read.capacityByIndex().isEmpty() ? ""
                        : " (" + String.join(", ", read.capacityByIndex()) + ")", read.totalLatencyMillis(),
                outcome.truncated() ? ", more pages follow" : ""));
        List<Item> items = outcome.items();
        for (int i = 0; i < Math.min(show, items.size()); i++) {
            context.out().println("    " + ItemText.line(items.get(i), keyNames));
        }
        if (items.size() > show) {
            context.out().println("    ... " + (items.size() - show) + " more");
        }
        return 0;
    }
}
