package dev.tablesmith.ui.live;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.live.BatchLoader;
import dev.tablesmith.live.Connection;
import dev.tablesmith.live.ConnectionCheck;
import dev.tablesmith.live.DeployPlan;
import dev.tablesmith.live.DynamoDbClients;
import dev.tablesmith.live.LiveRead;
import dev.tablesmith.live.LiveReads;
import dev.tablesmith.live.LiveSample;
import dev.tablesmith.live.LiveVerifier;
import dev.tablesmith.live.LoadProgress;
import dev.tablesmith.live.LoadReport;
import dev.tablesmith.live.PatternVerdict;
import dev.tablesmith.live.TableDeployer;
import dev.tablesmith.live.TableWaiter;
import dev.tablesmith.live.importer.ImportResult;
import dev.tablesmith.live.importer.TableImporter;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.Resolution;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The Live view's requests to DynamoDB, each on a client of its own that is closed when it is done: ListTables
 * for "Test connection", DescribeTable then CreateTable/UpdateTable for deploy, parallel BatchWriteItem for load,
 * the planned GetItem/Query/Scan of each read pattern for run and verify. Blocking: call off the FX thread.
 */
public final class LiveOperations {
    /** BatchWriteItem requests a load keeps in flight (the CLI's default). */
    public static final int LOAD_THREADS = 8;
    private final DynamoDbClients clients;
    private volatile Consumer<String> waiting;

    public LiveOperations(DynamoDbClients clients) {
        this.clients = clients;
    }

    /** The tables the connection can see (ListTables, every page). */
    public List<String> listTables(Connection connection) {
        return withClient(connection, client -> ConnectionCheck.listTables(client, connection));
    }

    /** What deploying {@code table} will write, from DescribeTable; nothing is written. */
    public DeployPlan plan(Connection connection, Table table) {
        return withClient(connection, client -> deployer(client).plan(table));
    }

    /**
     * Runs the plan's writes and waits until the table and each added index are ACTIVE; returns the steps the
     * endpoint could not run and why (point-in-time recovery on DynamoDB Local), empty when all ran.
     */
    public List<String> apply(Connection connection, DeployPlan plan, Table table, Consumer<String> progress) {
        return withClient(connection, client -> {
            try {
                return deployer(client).apply(plan, table, progress);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for table " + table.name());
            }
        });
    }

    /** Writes the sample's items with BatchWriteItem; {@code cancel} stops it after the batches in flight. */
    public LoadReport load(Connection connection, Table table, LiveSample sample, LoadProgress progress,
                           AtomicBoolean cancel) {
        return withClient(connection, client -> new BatchLoader(client, LOAD_THREADS).load(table.name(),
                sample.items(), progress, cancel));
    }

    /**
     * Sends the planned request of each read pattern ({@code patternId} null: every one) once, one page, and says
     * what came back. {@code stop} is asked between patterns.
     */
    public List<RunRow> run(Connection connection, Table table, Pricing pricing, String patternId,
                            java.util.function.BooleanSupplier stop) {
        AccessPatternPlanner planner = new AccessPatternPlanner(table, pricing, ItemMaterializer.materialize(table));
        return withClient(connection, client -> {
            LiveReads reads = new LiveReads(client, connection);
            List<RunRow> rows = new ArrayList<>();
            for (AccessPatternPlan plan : planner.planAll()) {
                if (plan.resolution() == Resolution.WRITE || plan.request() == null
                        || patternId != null && !patternId.equals(plan.pattern().id())) {
                    continue;
                }
                if (stop.getAsBoolean()) {
                    break;
                }
                LiveRead read = reads.run(plan.request(), 1);
                rows.add(RunRow.of(plan, read, table.keySchema().attributeNames()));
            }
            return rows;
        });
    }

    /** Every read pattern's live answer against the engine's prediction on {@code sample}; reads only. */
    public List<PatternVerdict> verify(Connection connection, LiveSample sample, Pricing pricing,
                                       Consumer<PatternVerdict> progress) {
        return withClient(connection, client -> new LiveVerifier(new LiveReads(client, connection),
                LiveVerifier.DEFAULT_MAX_PAGES).verify(sample, pricing, progress));
    }

    /**
     * An existing table as a new design: DescribeTable, DescribeTimeToLive and a Scan that stops after
     * {@code itemLimit} items (docs/import.md); reads only.
     */
    public ImportResult importTable(Connection connection, String tableName, int itemLimit) {
        return withClient(connection, client -> TableImporter.importTable(client, tableName, itemLimit));
    }

    private static TableDeployer deployer(DynamoDbClient client) {
        return new TableDeployer(client, new TableWaiter(client, Duration.ofMillis(250), Duration.ofMinutes(30)));
    }

    /**
     * Where the notices that a request is still waiting for an answer go, with the time left ("waiting for
     * http://127.0.0.1:8000 to answer... 20 s left", from the SDK client's {@code AnswerWatch}); called on the
     * watcher's thread. None by default.
     */
    public void onWaiting(Consumer<String> notice) {
        this.waiting = notice;
    }

    private <T> T withClient(Connection connection, Function<DynamoDbClient, T> work) {
        try (DynamoDbClient client = clients.client(connection, waiting)) {
            return work.apply(client);
        }
    }
}
