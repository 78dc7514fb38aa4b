package dev.tablesmith.bench;

import dev.tablesmith.live.BatchLoader;
import dev.tablesmith.live.LocalEndpoint;
import dev.tablesmith.live.SdkTables;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.serve.DesignEndpoint;
import dev.tablesmith.serve.ServeOptions;
import dev.tablesmith.serve.TrafficListener;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * {@code tablesmith bench serve}: the design endpoint under load, side by side in one run with the same SDK client
 * and the same requests against (1) the HTTP floor, the same JDK HTTP server answering each request with a response
 * recorded beforehand, so nothing but HTTP and the client's parsing is measured, and (2) moto_server holding the
 * same items. Each side reports requests per second and p50/p99 latency over {@code threads} concurrent clients.
 */
public final class ServeBenchmark {
    private final Design design;
    private final long seed;
    private final PrintWriter out;

    public ServeBenchmark(Design design, long seed, PrintWriter out) {
        this.design = design;
        this.seed = seed;
        this.out = out;
    }

    /**
     * Generates about {@code items} items, serves them, runs {@code writes} PutItem requests from {@code threads}
     * clients against the endpoint (after a tenth of that, at most 200, to warm up), then {@code requests} GetItem
     * and Query requests against the endpoint and the floor; then {@code motoRequests} of the same reads against
     * moto_server ({@code endpoint}, or moto_server on a free port when null) unless {@code compare} is false.
     */
    public void run(int items, int requests, int writes, int threads, int motoRequests, boolean compare,
                    String endpoint) throws Exception {
        EngineBenchmark.Loaded loaded = new EngineBenchmark(design, seed, new PrintWriter(Writer.nullWriter()))
                .load(items);
        Table served = loaded.table().withItems(loaded.items());
        Design servedDesign = design.withTable(design.table().name(), served);
        List<BenchRequests.Request> workload = BenchRequests.build(loaded.simulated(), loaded.plans(), requests,
                seed + 1);
        out.printf(Locale.ROOT, "serve benchmark: %s, %,d items, %,d GetItem/Query requests from %d clients, seed %d,"
                        + " Java %s, %d cores%n", design.name(), loaded.items().size(), workload.size(), threads, seed,
                System.getProperty("java.version"), Runtime.getRuntime().availableProcessors());
        long start = BenchClock.now();
        try (DesignEndpoint endpointServer = DesignEndpoint.start(servedDesign, ServeOptions.local(0),
                TrafficListener.NONE, d -> { });
             DynamoDbClient client = LocalEndpoint.client(endpointServer.url())) {
            report("start the endpoint", BenchClock.secondsSince(start), endpointServer.url().toString());
            if (writes > 0) {
                runWrites(endpointServer, loaded, writes, threads);
            }
            againstFloor(endpointServer, client, workload, threads);
            if (compare) {
                out.println();
                againstMoto(servedDesign, served, loaded, workload, motoRequests, endpoint);
            }
        }
    }

    /** The endpoint and its floor, the whole workload from {@code threads} clients each, after a warm-up. */
    private void againstFloor(DesignEndpoint endpointServer, DynamoDbClient client,
                              List<BenchRequests.Request> workload, int threads) throws Exception {
        ClientRun served;
        ClientRun floor;
        try (FixedResponses recorded = FixedResponses.proxying(endpointServer.url());
             DynamoDbClient floorClient = LocalEndpoint.client(recorded.url())) {
            // The floor records each response by passing the whole workload through once; from then on it
            // answers only from the record. Both sides are then warmed up (JIT, connections) and measured.
            ClientRun.run(floorClient, workload, threads);
            recorded.freeze();
            List<BenchRequests.Request> warmUp = workload.subList(0, Math.min(workload.size(), 2_000));
            ClientRun.run(client, warmUp, threads);
            ClientRun.run(floorClient, warmUp, threads);
            served = ClientRun.run(client, workload, threads);
            floor = ClientRun.run(floorClient, workload, threads);
        }
        line("design endpoint (tablesmith serve)", served);
        line("HTTP floor (same server, fixed responses)", floor);
        out.printf(Locale.ROOT, "%-44s %10.2fx  (target: within 2x)%s%n", "endpoint time / floor time",
                served.seconds() / floor.seconds(), served.returned() == floor.returned() ? ""
                        : "   NOTE: the two returned different item counts");
    }

    /**
     * The same items in moto_server (or the endpoint given) and the first requests of the workload from one client
     * on both sides: moto_server answers one request at a time (seconds each at 100,000 items), so concurrent clients
     * would only queue there until the SDK's read timeout.
     */
    private void againstMoto(Design servedDesign, Table served, EngineBenchmark.Loaded loaded,
                             List<BenchRequests.Request> workload, int motoRequests, String endpoint) throws Exception {
        List<BenchRequests.Request> slice = workload.subList(0, Math.min(workload.size(), motoRequests));
        Optional<BenchEndpoint> opened = BenchEndpoint.open(endpoint, out, "serve side by side");
        if (opened.isEmpty()) {
            return;
        }
        try (BenchEndpoint target = opened.get()) {
            DynamoDbClient client = target.client();
            String tableName = served.name();
            client.createTable(SdkTables.createTable(served));
            client.waiter().waitUntilTableExists(b -> b.tableName(tableName));
            long start = BenchClock.now();
            new BatchLoader(client, 4).load(tableName, loaded.items());
            report("load into " + target.where(), BenchClock.secondsSince(start),
                    String.format(Locale.ROOT, "%,d items", loaded.items().size()));
            ClientRun moto;
            try {
                moto = ClientRun.run(client, slice, 1);
            } catch (ExecutionException e) {
                out.printf(Locale.ROOT, "%-44s failed: %s%n", target.where(), e.getCause().getMessage());
                return;
            } finally {
                client.deleteTable(b -> b.tableName(tableName));
            }
            // A fresh endpoint holding exactly the items moto holds (the write run changed the first one), warmed up.
            ClientRun same;
            try (DesignEndpoint fresh = DesignEndpoint.start(servedDesign, ServeOptions.local(0),
                    TrafficListener.NONE, d -> { });
                 DynamoDbClient endpointClient = LocalEndpoint.client(fresh.url())) {
                ClientRun.run(endpointClient, workload.subList(0, Math.min(workload.size(), 2_000)), 1);
                same = ClientRun.run(endpointClient, slice, 1);
            }
            line((target.isMoto() ? "moto_server" : target.where()) + ", 1 client, " + slice.size() + " requests",
                    moto);
            line("design endpoint, 1 client, the same requests", same);
            out.printf(Locale.ROOT, "%-44s %10.0fx  (target: at least 1,000x)%s%n",
                    "endpoint throughput / moto_server throughput", same.perSecond() / moto.perSecond(),
                    same.returned() == moto.returned() ? "" : "   NOTE: the two returned different item counts");
        }
    }

    /**
     * PutItem from the clients: the endpoint runs writes one at a time, so this measures what one write costs the
     * engine at this table size (replacing an item and adding one, alternately; see {@link BenchWrites}).
     */
    private void runWrites(DesignEndpoint endpointServer, EngineBenchmark.Loaded loaded, int writes, int threads)
            throws Exception {
        String tableName = loaded.table().name();
        List<BenchRequests.Request> puts = BenchWrites.build(tableName, loaded.items(),
                loaded.table().keySchema().attributeNames(), writes + Math.min(200, writes / 10), seed + 2);
        try (DynamoDbClient client = LocalEndpoint.client(endpointServer.url())) {
            ClientRun.run(client, puts.subList(writes, puts.size()), threads);
            ClientRun run = ClientRun.run(client, puts.subList(0, writes), threads);
            line("PutItem on the design endpoint", run);
        }
        out.printf(Locale.ROOT, "%-44s %,d%n", "items after the writes", endpointServer.itemCounts().get(tableName));
    }

    private void line(String what, ClientRun run) {
        out.printf(Locale.ROOT, "%-44s %10.3f s   %10s requests/s   p50 %s   p99 %s   %,d items returned%n", what,
                run.seconds(), rate(run.perSecond()), millis(run.p50Nanos()), millis(run.p99Nanos()), run.returned());
        out.flush();
    }

    private void report(String what, double seconds, String detail) {
        out.printf(Locale.ROOT, "%-44s %10.3f s   %s%n", what, seconds, detail);
        out.flush();
    }

    static String rate(double perSecond) {
        return String.format(Locale.ROOT, perSecond < 10 ? "%.2f" : "%,.0f", perSecond);
    }

    static String millis(long nanos) {
        return String.format(Locale.ROOT, nanos < 10_000_000 ? "%.3f ms" : "%.1f ms", nanos / 1e6);
    }
}
