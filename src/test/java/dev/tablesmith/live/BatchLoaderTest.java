package dev.tablesmith.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** The loader against an in-memory stand-in for BatchWriteItem that throttles part of some batches. */
class BatchLoaderTest {
    private static List<Item> items(int count) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            items.add(new Item(Map.of("PK", AttributeValue.s("ITEM#" + i))));
        }
        return items;
    }

    /** Stores what it is sent; the first request of each batch leaves its last {@code unprocessed} items out. */
    private static class ThrottlingTable implements DynamoDbClient {
        final Map<String, Integer> stored = new ConcurrentHashMap<>();
        final AtomicInteger requests = new AtomicInteger();
        final int unprocessed;

        ThrottlingTable(int unprocessed) {
            this.unprocessed = unprocessed;
        }

        @Override
        public BatchWriteItemResponse batchWriteItem(Consumer<BatchWriteItemRequest.Builder> request) {
            BatchWriteItemRequest.Builder builder = BatchWriteItemRequest.builder();
            request.accept(builder);
            requests.incrementAndGet();
            List<WriteRequest> sent = builder.build().requestItems().get("t");
            boolean firstTry = sent.size() == BatchLoader.BATCH_SIZE;
            int keep = firstTry ? sent.size() - unprocessed : sent.size();
            sent.subList(0, keep).forEach(w -> stored.merge(w.putRequest().item().get("PK").s(), 1, Integer::sum));
            List<WriteRequest> left = sent.subList(keep, sent.size());
            return BatchWriteItemResponse.builder().unprocessedItems(left.isEmpty() ? Map.of() : Map.of("t", left))
                    .build();
        }

        @Override
        public String serviceName() {
            return "dynamodb";
        }

        @Override
        public void close() {
        }
    }

    @Test
    void unprocessedItemsAreResentUntilEveryItemIsWrittenOnce() {
        ThrottlingTable table = new ThrottlingTable(5);

        LoadReport report = new BatchLoader(table, 4).load("t", items(100), LoadProgress.NONE, new AtomicBoolean());

        assertThat(report.complete()).isTrue();
        assertThat(report.written()).isEqualTo(100);
        assertThat(report.resent()).isEqualTo(4 * 5);
        assertThat(report.requests()).isEqualTo(8);
        assertThat(table.stored).hasSize(100).allSatisfy((key, times) -> assertThat(times).isEqualTo(1));
    }

    @Test
    void progressReachesTheTotal() {
        List<Long> seen = new java.util.concurrent.CopyOnWriteArrayList<>();

        new BatchLoader(new ThrottlingTable(0), 2).load("t", items(60), (written, total, rate) -> {
            assertThat(total).isEqualTo(60);
            seen.add(written);
        }, new AtomicBoolean());

        assertThat(seen).hasSize(3).contains(60L);
    }

    @Test
    void cancellingStopsBeforeTheNextBatchAndCountsExactlyWhatWasWritten() {
        ThrottlingTable table = new ThrottlingTable(0);
        AtomicBoolean cancel = new AtomicBoolean();

        LoadReport report = new BatchLoader(table, 1).load("t", items(1000), (written, total, rate) -> {
            if (written >= 100) {
                cancel.set(true);
            }
        }, cancel);

        assertThat(report.cancelled()).isTrue();
        assertThat(report.complete()).isFalse();
        assertThat(report.written()).isEqualTo(100).isEqualTo(table.stored.size());
    }

    @Test
    void aFailedRequestStopsTheLoadAndReportsWhatWasWritten() {
        AtomicInteger calls = new AtomicInteger();
        ThrottlingTable table = new ThrottlingTable(0) {
            @Override
            public BatchWriteItemResponse batchWriteItem(Consumer<BatchWriteItemRequest.Builder> request) {
                if (calls.incrementAndGet() > 2) {
                    throw new IllegalStateException("connection reset");
                }
                return super.batchWriteItem(request);
            }
        };

        LoadReport report = new BatchLoader(table, 1).load("t", items(200), LoadProgress.NONE, new AtomicBoolean());

        assertThat(report.failure()).isEqualTo("connection reset");
        assertThat(report.written()).isEqualTo(50).isEqualTo(table.stored.size());
    }
}
