package dev.tablesmith.bench;

import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.live.BatchLoader;
import dev.tablesmith.live.SdkRequests;
import dev.tablesmith.live.SdkTables;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import java.io.Writer;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * The same items and the same requests on the engine and on a live DynamoDB implementation (moto_server on a free
 * 127.0.0.1 port, or an endpoint such as DynamoDB Local), timed side by side in one run, with the ratio. Both
 * sides run the requests one after another on one thread, after a warm-up.
 */
public final class LiveComparison {
    private final Design design;
    private final long seed;
    private final PrintWriter out;

    public LiveComparison(Design design, long seed, PrintWriter out) {
        this.design = design;
        this.seed = seed;
        this.out = out;
    }

    public void run(int items, int queries, String endpoint) throws Exception {
        Optional<BenchEndpoint> opened = BenchEndpoint.open(endpoint, out, "side by side");
        if (opened.isEmpty()) {
            return;
        }
        try (BenchEndpoint target = opened.get()) {
            DynamoDbClient client = target.client();
            String tableName = "tablesmith-bench-" + seed + "-" + System.currentTimeMillis();
            Design renamed = design.withTable(design.table().name(), renamed(design.table(), tableName));
            out.printf(Locale.ROOT, "side by side with %s: %,d items, %,d requests%n", target.where(), items, queries);
            PrintWriter quiet = new PrintWriter(Writer.nullWriter());
            EngineBenchmark.Loaded loaded = new EngineBenchmark(renamed, seed, quiet).load(items);
            client.createTable(SdkTables.createTable(loaded.table()));
            client.waiter().waitUntilTableExists(b -> b.tableName(tableName));
            long start = BenchClock.now();
            new BatchLoader(client, 4).load(tableName, loaded.items());
            double loadSeconds = BenchClock.secondsSince(start);
            out.printf(Locale.ROOT, "%-40s %10.3f s   %,.0f items per second%n", "load into " + (target.isMoto()
                    ? "moto_server" : "endpoint"), loadSeconds, loaded.items().size() / loadSeconds);
            compare(client, loaded.simulated(), BenchRequests.build(loaded.simulated(), loaded.plans(), queries,
                    seed + 1));
            client.deleteTable(b -> b.tableName(tableName));
        }
    }

    private void compare(DynamoDbClient client, SimulatedTable engine, List<BenchRequests.Request> requests) {
        List<BenchRequests.Request> warmUp = requests.subList(0, Math.min(50, requests.size()));
        runLive(client, warmUp);
        EngineBenchmark.runEngine(engine, warmUp);
        long start = BenchClock.now();
        long liveCount = runLive(client, requests);
        double live = BenchClock.secondsSince(start);
        start = BenchClock.now();
        long engineCount = EngineBenchmark.runEngine(engine, requests);
        double simulated = BenchClock.secondsSince(start);
        out.printf(Locale.ROOT, "%-40s %10.3f s   %s requests per second, %,d items returned%n", "live requests",
                live, rate(requests.size() / live), liveCount);
        out.printf(Locale.ROOT, "%-40s %10.3f s   %s requests per second, %,d items returned%n",
                "engine requests (same)", simulated, rate(requests.size() / simulated), engineCount);
        out.printf(Locale.ROOT, "%-40s %10.0fx  (target: at least 100x)%s%n", "engine speed-up (live / engine)",
                live / simulated, liveCount == engineCount ? "" : "   NOTE: the two returned different item counts");
    }

    private static String rate(double perSecond) {
        return perSecond < 10 ? String.format(Locale.ROOT, "%.2f", perSecond)
                : String.format(Locale.ROOT, "%,.0f", perSecond);
    }

    private static long runLive(DynamoDbClient client, List<BenchRequests.Request> requests) {
        long returned = 0;
        for (BenchRequests.Request request : requests) {
            if (request.get() != null) {
                returned += client.getItem(SdkRequests.getItem(request.get())).hasItem() ? 1 : 0;
            } else {
                returned += client.query(SdkRequests.query(request.query())).count();
            }
        }
        return returned;
    }

    private static Table renamed(Table table, String name) {
        return new Table(name, table.keySchema(), table.indexes(), table.settings(), table.entities(),
                table.accessPatterns(), table.items());
    }
}
