package dev.tablesmith.cli.live;

import dev.tablesmith.live.DeployPlan;
import dev.tablesmith.live.LiveException;
import dev.tablesmith.live.TableDeployer;
import dev.tablesmith.live.TableWaiter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import software.amazon.awssdk.core.exception.SdkException;

/**
 * {@code tablesmith live deploy FILE}: prints the deploy plan (create the table, or add the missing GSIs one at a
 * time and a missing stream; enable TTL; turn point-in-time recovery on or off; differences it will not change),
 * asks for the table name on a non-local endpoint, runs it and waits until everything is ACTIVE. Exit 1 when the
 * live table differs in a way a deploy does not change.
 */
@Command(name = "deploy", mixinStandardHelpOptions = true,
        description = {"Create the design's table with its indexes, or add the GSIs an existing table lacks "
                + "(one at a time), and wait until it is ACTIVE; then enable its stream and TTL and turn "
                + "point-in-time recovery on or off as the design says.",
            "A key schema that differs is reported, never changed."})
final class LiveDeployCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "FILE", description = "The design file (*.tablesmith.json).")
    private Path file;

    @Mixin
    private ConnectionOptions connection;

    @Option(names = "--table", paramLabel = "NAME", description = "Deploy under this table name instead.")
    private String tableName;

    @Mixin
    private WriteOptions write;

    @Option(names = "--poll-millis", paramLabel = "MS", defaultValue = "500", hidden = true,
            description = "How often to poll DescribeTable while waiting.")
    private long pollMillis;

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        LiveContext context = null;
        try {
            context = LiveContext.open(spec, file, connection, tableName);
            LiveContext c = context;
            TableDeployer deployer = new TableDeployer(context.client(), new TableWaiter(context.client(),
                    Duration.ofMillis(pollMillis), Duration.ofMinutes(30)));
            DeployPlan plan;
            try {
                plan = deployer.plan(context.table());
            } catch (SdkException | LiveException e) {
                throw context.fail(e);
            }
            context.out().println("deploy " + context.table().name() + " to " + context.connection().describe());
            plan.describe().forEach(context.out()::println);
            context.out().flush();
            if (plan.writes()) {
                SafetyPrompt.confirm(context, LiveCommand.of(spec).in(), LiveCommand.of(spec).noInput(), write,
                        "make the " + (plan.steps().size() == 1 ? "write" : plan.steps().size() + " writes")
                                + " listed above to table " + context.table().name());
                List<String> skipped;
                try {
                    skipped = deployer.apply(plan, context.table(), line -> {
                        c.err().println("  " + line);
                        c.err().flush();
                    });
                } catch (SdkException | LiveException e) {
                    throw context.fail(e);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw context.fail(LiveContext.EXIT_FAILURE, "interrupted while waiting for the table");
                }
                skipped.forEach(line -> c.out().println("note: " + line));
                context.out().println("deployed: table " + context.table().name() + " is ACTIVE");
            }
            context.out().flush();
            return plan.mismatches().isEmpty() ? 0 : LiveContext.EXIT_FAILURE;
        } catch (LiveCommandFailure e) {
            return e.exitCode();
        } finally {
            if (context != null) {
                context.close();
            }
        }
    }
}
