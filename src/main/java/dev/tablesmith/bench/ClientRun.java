package dev.tablesmith.bench;

import dev.tablesmith.live.SdkRequests;
import dev.tablesmith.live.SdkValues;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * One timed run of a workload through an SDK client from several threads at once: client {@code t} of {@code n}
 * sends requests {@code t, t + n, t + 2n, ...} one after another, so {@code n} requests are in flight.
 *
 * @param seconds  wall time from the first request sent to the last response read
 * @param requests requests sent
 * @param p50Nanos median latency of one request
 * @param p99Nanos 99th percentile latency
 * @param returned items in the responses (GetItem 1 or 0, Query its Count, PutItem 0)
 */
record ClientRun(double seconds, int requests, long p50Nanos, long p99Nanos, long returned) {
    double perSecond() {
        return requests / seconds;
    }

    static ClientRun run(DynamoDbClient client, List<BenchRequests.Request> requests, int threads) throws Exception {
        long[] latencies = new long[requests.size()];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            long start = BenchClock.now();
            List<Future<Long>> clients = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int first = t;
                clients.add(pool.submit(() -> {
                    long returned = 0;
                    for (int i = first; i < requests.size(); i += threads) {
                        long sent = System.nanoTime();
                        returned += send(client, requests.get(i));
                        latencies[i] = System.nanoTime() - sent;
                    }
                    return returned;
                }));
            }
            long returned = 0;
            for (Future<Long> f : clients) {
                returned += f.get();
            }
            double seconds = BenchClock.secondsSince(start);
            Arrays.sort(latencies);
            return new ClientRun(seconds, requests.size(), percentile(latencies, 0.50), percentile(latencies, 0.99),
                    returned);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The nearest-rank percentile of sorted values (0 when there are none). */
    static long percentile(long[] sorted, double fraction) {
        if (sorted.length == 0) {
            return 0;
        }
        int rank = (int) Math.ceil(fraction * sorted.length);
        return sorted[Math.max(0, Math.min(sorted.length - 1, rank - 1))];
    }

    private static long send(DynamoDbClient client, BenchRequests.Request request) {
        if (request.put() != null) {
            client.putItem(b -> b.tableName(request.table()).item(SdkValues.toSdk(request.put())));
            return 0;
        }
        if (request.get() != null) {
            return client.getItem(SdkRequests.getItem(request.get())).hasItem() ? 1 : 0;
        }
        return client.query(SdkRequests.query(request.query())).count();
    }
}
