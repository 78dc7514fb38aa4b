package dev.tablesmith.bench;

import dev.tablesmith.live.BatchLoader;
import dev.tablesmith.live.ItemCounter;
import dev.tablesmith.live.SdkTables;
import dev.tablesmith.live.SdkValues;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * {@code tablesmith bench load}: load throughput of Tablesmith's {@link BatchLoader} (BatchWriteItem, 25 items per
 * request, several requests in flight, UnprocessedItems resent with backoff) side by side, in one run, with a plain
 * sequential loop of BatchWriteItem calls through the same SDK client (one request at a time, UnprocessedItems
 * resent at once), each into a fresh table, with the table's item count checked after each load.
 */
public final class LoadBenchmark {
    private final Design design;
    private final long seed;
    private final PrintWriter out;

    public LoadBenchmark(Design design, long seed, PrintWriter out) {
        this.design = design;
        this.seed = seed;
        this.out = out;
    }

    /** Generates {@code items} items and loads them twice; {@code endpoint} null starts moto_server. */
    public void run(int items, int threads, String endpoint) throws Exception {
        Optional<BenchEndpoint> opened = BenchEndpoint.open(endpoint, out, "load benchmark");
        if (opened.isEmpty()) {
            return;
        }
        try (BenchEndpoint target = opened.get()) {
            DynamoDbClient client = target.client();
            EngineBenchmark.Loaded loaded = new EngineBenchmark(design, seed, new PrintWriter(Writer.nullWriter()))
                    .load(items);
            List<Item> generated = loaded.items();
            out.printf(Locale.ROOT, "load benchmark into %s: %,d items of %s, seed %d%n", target.where(),
                    generated.size(), design.name(), seed);
            double parallel = timed(client, loaded.table(), "parallel", generated,
                    (table, batchItems) -> new BatchLoader(client, threads).load(table, batchItems));
            out.printf(Locale.ROOT, "%-44s %10.1f s   %,8.0f items per second%n",
                    "Tablesmith BatchLoader (" + threads + " in flight)", parallel,
                    generated.size() / parallel);
            double sequential = timed(client, loaded.table(), "sequential", generated,
                    (table, batchItems) -> sequential(client, table, batchItems));
            out.printf(Locale.ROOT, "%-44s %10.1f s   %,8.0f items per second%n", "plain sequential BatchWriteItem loop",
                    sequential, generated.size() / sequential);
            out.printf(Locale.ROOT, "%-44s %10.2fx%n", "speed-up (sequential time / BatchLoader time)",
                    sequential / parallel);
        }
    }

    private interface Loader {
        void load(String tableName, List<Item> items);
    }

    private double timed(DynamoDbClient client, Table table, String suffix, List<Item> items, Loader loader) {
        String name = "tablesmith-load-" + suffix + "-" + seed + "-" + System.currentTimeMillis();
        Table renamed = new Table(name, table.keySchema(), table.indexes(), table.settings(), table.entities(),
                table.accessPatterns(), table.items());
        client.createTable(SdkTables.createTable(renamed));
        client.waiter().waitUntilTableExists(b -> b.tableName(name));
        try {
            long start = BenchClock.now();
            loader.load(name, items);
            double seconds = BenchClock.secondsSince(start);
            try {
                long count = ItemCounter.count(client, name);
                if (count != items.size()) {
                    out.printf(Locale.ROOT, "NOTE: %s holds %,d items after loading %,d%n", name, count,
                            items.size());
                }
            } catch (SdkException e) {
                // The count is a check, not part of the timing: a slow Scan (moto_server over 100,000 items can
                // pass the SDK's read timeout) is reported, not fatal.
                out.printf(Locale.ROOT, "NOTE: the item count check of %s failed: %s%n", name, e.getMessage());
            }
            return seconds;
        } finally {
            client.deleteTable(b -> b.tableName(name));
        }
    }

    /** The loop a script would write: one BatchWriteItem of 25 at a time, resending what comes back unprocessed. */
    static void sequential(DynamoDbClient client, String tableName, List<Item> items) {
        for (int from = 0; from < items.size(); from += BatchLoader.BATCH_SIZE) {
            List<WriteRequest> pending = new ArrayList<>();
            for (Item item : items.subList(from, Math.min(items.size(), from + BatchLoader.BATCH_SIZE))) {
                pending.add(WriteRequest.builder().putRequest(PutRequest.builder().item(SdkValues.toSdk(item))
                        .build()).build());
            }
            while (!pending.isEmpty()) {
                Map<String, List<WriteRequest>> request = Map.of(tableName, pending);
                BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(request));
                pending = response.unprocessedItems().getOrDefault(tableName, List.of());
            }
        }
    }
}
