package dev.tablesmith.live;

import dev.tablesmith.model.Item;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.planner.ReadOutcome;
import dev.tablesmith.planner.Resolution;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.Capacity;
import software.amazon.awssdk.services.dynamodb.model.ConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;
import software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * Runs a planner's {@link PlannedRequest} against a live table, through {@link SdkRequests}, with
 * {@code ReturnConsumedCapacity=INDEXES}: GetItem once, or a Query or Scan followed page by page through
 * {@code LastEvaluatedKey} up to a page cap, exactly as {@link dev.tablesmith.planner.PredictedReads} follows the
 * engine's pages. A request DynamoDB refuses ({@code ValidationException}, ...) is an outcome with an error; a
 * connection or credentials failure is a {@link LiveException}. Reads only.
 */
public final class LiveReads {
    private final DynamoDbClient client;
    private final Connection connection;

    public LiveReads(DynamoDbClient client, Connection connection) {
        this.client = client;
        this.connection = connection;
    }

    /** Runs the request, reading at most {@code maxPages} pages (1: the planned request alone). */
    public LiveRead run(PlannedRequest request, int maxPages) {
        List<Double> latencies = new ArrayList<>();
        Map<String, Double> byIndex = new TreeMap<>();
        double[] units = {0};
        try {
            if (request.resolution() == Resolution.GET_ITEM) {
                var sdk = SdkRequests.getItem(request.toGetItem()).toBuilder()
                        .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES)
                        .overrideConfiguration(LiveTimeouts.READS.override()).build();
                long start = System.nanoTime();
                GetItemResponse response = client.getItem(sdk);
                latencies.add(millisSince(start));
                add(response.consumedCapacity(), units, byIndex);
                List<Item> items = response.hasItem() && !response.item().isEmpty()
                        ? List.of(SdkValues.toItem(response.item())) : List.of();
                return read(new ReadOutcome(items, items.size(), items.size(), 1, false, null), units, byIndex,
                        latencies);
            }
            List<Item> items = new ArrayList<>();
            long count = 0;
            long scanned = 0;
            int pages = 0;
            Map<String, dev.tablesmith.model.AttributeValue> start = null;
            do {
                long began = System.nanoTime();
                Map<String, AttributeValue> last;
                if (request.resolution() == Resolution.SCAN) {
                    ScanResponse page = client.scan(SdkRequests.scan(request.toScan(start)).toBuilder()
                            .overrideConfiguration(LiveTimeouts.READS.override()).build());
                    latencies.add(millisSince(began));
                    items.addAll(SdkValues.toItems(page.items()));
                    count += page.count();
                    scanned += page.scannedCount();
                    add(page.consumedCapacity(), units, byIndex);
                    last = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
                } else {
                    QueryResponse page = client.query(SdkRequests.query(request.toQuery(start)).toBuilder()
                            .overrideConfiguration(LiveTimeouts.READS.override()).build());
                    latencies.add(millisSince(began));
                    items.addAll(SdkValues.toItems(page.items()));
                    count += page.count();
                    scanned += page.scannedCount();
                    add(page.consumedCapacity(), units, byIndex);
                    last = page.hasLastEvaluatedKey() ? page.lastEvaluatedKey() : null;
                }
                pages++;
                start = last == null || last.isEmpty() ? null : SdkValues.toModel(last);
            } while (start != null && pages < maxPages);
            return read(new ReadOutcome(items, count, scanned, pages, start != null, null), units, byIndex,
                    latencies);
        } catch (AwsServiceException e) {
            String code = e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorCode();
            if ("ValidationException".equals(code) || "ResourceNotFoundException".equals(code)) {
                return read(ReadOutcome.failed(code + ": " + e.awsErrorDetails().errorMessage()), units, byIndex,
                        latencies);
            }
            throw new LiveException(LiveErrors.describe(e, connection), e);
        } catch (RuntimeException e) {
            throw e instanceof LiveException ? e : new LiveException(LiveErrors.describe(e, connection), e);
        }
    }

    private static LiveRead read(ReadOutcome outcome, double[] units, Map<String, Double> byIndex,
                                 List<Double> latencies) {
        List<String> parts = new ArrayList<>();
        byIndex.forEach((name, value) -> parts.add(name + " " + format(value)));
        return new LiveRead(outcome, units[0], parts, latencies);
    }

    private static void add(ConsumedCapacity consumed, double[] units, Map<String, Double> byIndex) {
        if (consumed == null) {
            return;
        }
        units[0] += consumed.capacityUnits() == null ? 0 : consumed.capacityUnits();
        merge(byIndex, "table", consumed.table());
        if (consumed.hasGlobalSecondaryIndexes()) {
            consumed.globalSecondaryIndexes().forEach((name, c) -> merge(byIndex, name, c));
        }
        if (consumed.hasLocalSecondaryIndexes()) {
            consumed.localSecondaryIndexes().forEach((name, c) -> merge(byIndex, name, c));
        }
    }

    private static void merge(Map<String, Double> byIndex, String name, Capacity capacity) {
        if (capacity != null && capacity.capacityUnits() != null) {
            byIndex.merge(name, capacity.capacityUnits(), Double::sum);
        }
    }

    private static double millisSince(long start) {
        return (System.nanoTime() - start) / 1e6;
    }

    static String format(double units) {
        return String.format(Locale.ROOT, "%.1f", units);
    }
}
