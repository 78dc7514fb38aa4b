package dev.tablesmith.live;

import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Writes items with BatchWriteItem: 25 items per request (DynamoDB's limit), several requests in parallel. The
 * {@code UnprocessedItems} of a response (DynamoDB returns them when it throttles part of a batch) are sent again
 * after an exponential backoff with full jitter (a random wait between 0 and 50 ms × 2^attempt, at most 5 s), up
 * to {@value #MAX_RESENDS} times. Throttled or failed requests as a whole are retried by the SDK's retry strategy
 * ({@link DynamoDbClients#retryStrategy()}), each within the {@link LiveTimeouts#LOAD} limits.
 *
 * <p>A load can be cancelled: workers check the flag before each batch and during backoffs, batches in flight
 * finish, and the {@link LoadReport} counts exactly the items DynamoDB confirmed. A failed request stops the other
 * workers the same way and is reported with the count written before it.
 */
public final class BatchLoader {
    /** DynamoDB's limit on items per BatchWriteItem request. */
    public static final int BATCH_SIZE = 25;
    /** How often unprocessed items of one batch are sent again before the load fails. */
    public static final int MAX_RESENDS = 10;
    private static final long BASE_BACKOFF_MILLIS = 50;
    private static final long MAX_BACKOFF_MILLIS = 5_000;

    private final DynamoDbClient client;
    private final int threads;
    private final LiveTimeouts timeouts;

    /** A loader whose requests have the {@link LiveTimeouts#LOAD} limits. */
    public BatchLoader(DynamoDbClient client, int threads) {
        this(client, threads, LiveTimeouts.LOAD);
    }

    /** A loader whose BatchWriteItem requests have the given limits (tests give short ones). */
    public BatchLoader(DynamoDbClient client, int threads, LiveTimeouts timeouts) {
        this.client = client;
        this.threads = Math.max(1, threads);
        this.timeouts = timeouts;
    }

    /** Writes every item to the table and returns the number written; a failure is a {@link LiveException}. */
    public long load(String tableName, List<Item> items) {
        LoadReport report = load(tableName, items, LoadProgress.NONE, new AtomicBoolean());
        if (report.failure() != null) {
            throw new LiveException(report.failure());
        }
        return report.written();
    }

    /**
     * Writes the items, {@link #BATCH_SIZE} per request on {@code threads} workers, until all are written, the
     * {@code cancel} flag is set, or a request fails.
     */
    public LoadReport load(String tableName, List<Item> items, LoadProgress progress, AtomicBoolean cancel) {
        List<List<WriteRequest>> batches = batches(items);
        Counters counters = new Counters(System.nanoTime());
        AtomicInteger next = new AtomicInteger();
        AtomicReference<String> failure = new AtomicReference<>();
        AtomicReference<RuntimeException> cause = new AtomicReference<>();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, Math.max(1, batches.size())));
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                workers.add(pool.submit(() -> {
                    int at;
                    while (!cancel.get() && failure.get() == null && (at = next.getAndIncrement()) < batches.size()) {
                        try {
                            write(tableName, batches.get(at), counters, items.size(), progress, cancel);
                        } catch (RuntimeException e) {
                            if (failure.compareAndSet(null, e.getMessage() == null ? e.toString() : e.getMessage())) {
                                cause.set(e);
                            }
                        }
                    }
                }));
            }
            for (Future<?> worker : workers) {
                worker.get();
            }
        } catch (InterruptedException e) {
            cancel.set(true);
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException e) {
            failure.compareAndSet(null, String.valueOf(e.getCause()));
        } finally {
            pool.shutdown();
            awaitQuietly(pool);
        }
        double seconds = (System.nanoTime() - counters.start) / 1e9;
        return new LoadReport(items.size(), counters.written.get(), counters.requests.get(), counters.resent.get(),
                seconds, cancel.get() && counters.written.get() < items.size(), failure.get(), cause.get(),
                counters.unconfirmed.get());
    }

    private static List<List<WriteRequest>> batches(List<Item> items) {
        List<List<WriteRequest>> batches = new ArrayList<>();
        for (int i = 0; i < items.size(); i += BATCH_SIZE) {
            List<WriteRequest> batch = new ArrayList<>(BATCH_SIZE);
            for (Item item : items.subList(i, Math.min(items.size(), i + BATCH_SIZE))) {
                batch.add(WriteRequest.builder().putRequest(PutRequest.builder().item(SdkValues.toSdk(item)).build())
                        .build());
            }
            batches.add(batch);
        }
        return batches;
    }

    private void write(String tableName, List<WriteRequest> batch, Counters counters, long total,
                       LoadProgress progress, AtomicBoolean cancel) {
        List<WriteRequest> pending = batch;
        for (int attempt = 0; !pending.isEmpty(); attempt++) {
            if (attempt > MAX_RESENDS) {
                throw new LiveException(pending.size() + " items of a batch were still unprocessed after "
                        + MAX_RESENDS + " resends (the table is throttling writes)");
            }
            if (attempt > 0) {
                counters.resent.addAndGet(pending.size());
                if (!backoff(attempt, cancel)) {
                    return;
                }
            }
            Map<String, List<WriteRequest>> request = Map.of(tableName, pending);
            BatchWriteItemResponse response;
            try {
                response = client.batchWriteItem(b -> b.requestItems(request)
                        .overrideConfiguration(o -> o.apiCallAttemptTimeout(timeouts.attempt())
                                .apiCallTimeout(timeouts.call())));
            } catch (AwsServiceException refused) {
                throw refused; // DynamoDB answered: it wrote none of these items
            } catch (SdkException unanswered) {
                // no answer (a timeout, a connection dropped after sending): DynamoDB may have written them
                counters.unconfirmed.addAndGet(pending.size());
                throw unanswered;
            }
            counters.requests.incrementAndGet();
            List<WriteRequest> unprocessed = response.hasUnprocessedItems()
                    ? response.unprocessedItems().getOrDefault(tableName, List.of()) : List.of();
            long written = counters.written.addAndGet(pending.size() - unprocessed.size());
            double seconds = Math.max(1e-9, (System.nanoTime() - counters.start) / 1e9);
            progress.written(written, total, written / seconds);
            pending = unprocessed;
        }
    }

    /** Sleeps a random time up to the attempt's backoff; false when cancelled meanwhile. */
    private static boolean backoff(int attempt, AtomicBoolean cancel) {
        long ceiling = Math.min(MAX_BACKOFF_MILLIS, BASE_BACKOFF_MILLIS << Math.min(attempt, 20));
        long wait = ThreadLocalRandom.current().nextLong(ceiling + 1);
        long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(wait);
        try {
            while (System.nanoTime() < until) {
                if (cancel.get()) {
                    return false;
                }
                Thread.sleep(Math.min(20, Math.max(1, TimeUnit.NANOSECONDS.toMillis(until - System.nanoTime()))));
            }
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            cancel.set(true);
            return false;
        }
    }

    private static void awaitQuietly(ExecutorService pool) {
        try {
            pool.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static final class Counters {
        final long start;
        final AtomicLong written = new AtomicLong();
        final AtomicLong requests = new AtomicLong();
        final AtomicLong resent = new AtomicLong();
        final AtomicLong unconfirmed = new AtomicLong();

        Counters(long start) {
            this.start = start;
        }
    }
}
