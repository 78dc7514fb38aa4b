package dev.tablesmith.live;

import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Writes items with BatchWriteItem: 25 items per request (DynamoDB's limit), several requests in parallel,
 * resending unprocessed items with exponential backoff until every item is written.
 */
public final class BatchLoader {
    /** DynamoDB's limit on items per BatchWriteItem request. */
    public static final int BATCH_SIZE = 25;

    private final DynamoDbClient client;
    private final int threads;

    public BatchLoader(DynamoDbClient client, int threads) {
        this.client = client;
        this.threads = Math.max(1, threads);
    }

    /** Writes every item to the table; returns the number written. */
    public long load(String tableName, List<Item> items) throws InterruptedException {
        List<List<WriteRequest>> batches = new ArrayList<>();
        for (int i = 0; i < items.size(); i += BATCH_SIZE) {
            List<WriteRequest> batch = new ArrayList<>(BATCH_SIZE);
            for (Item item : items.subList(i, Math.min(items.size(), i + BATCH_SIZE))) {
                batch.add(WriteRequest.builder().putRequest(PutRequest.builder().item(SdkValues.toSdk(item)).build())
                        .build());
            }
            batches.add(batch);
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> running = new ArrayList<>();
            for (List<WriteRequest> batch : batches) {
                running.add(pool.submit(() -> write(tableName, batch)));
            }
            for (Future<?> future : running) {
                try {
                    future.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new IllegalStateException("BatchWriteItem failed: " + e.getCause().getMessage(), e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return items.size();
    }

    private void write(String tableName, List<WriteRequest> batch) {
        Map<String, List<WriteRequest>> pending = Map.of(tableName, batch);
        long backoff = 50;
        while (!pending.isEmpty() && !pending.getOrDefault(tableName, List.of()).isEmpty()) {
            Map<String, List<WriteRequest>> request = pending;
            BatchWriteItemResponse response = client.batchWriteItem(b -> b.requestItems(request));
            pending = response.unprocessedItems();
            if (!pending.isEmpty()) {
                try {
                    Thread.sleep(backoff);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                backoff = Math.min(backoff * 2, 2000);
            }
        }
    }
}
