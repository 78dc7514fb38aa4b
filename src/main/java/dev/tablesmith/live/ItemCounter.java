package dev.tablesmith.live;

import java.util.Map;
import java.util.OptionalLong;
import java.util.function.BooleanSupplier;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;
import software.amazon.awssdk.services.dynamodb.model.Select;

/**
 * Counts a table's items exactly: a Scan with {@code Select=COUNT}, following {@code LastEvaluatedKey} page by
 * page (each page reads at most 1 MB). DescribeTable's {@code ItemCount} is only refreshed about every six hours.
 */
public final class ItemCounter {
    private ItemCounter() {
    }

    public static long count(DynamoDbClient client, String tableName) {
        return count(client, tableName, () -> false).orElseThrow();
    }

    /** The count, or empty when {@code stop} said so between pages (Ctrl+C during the count check). */
    public static OptionalLong count(DynamoDbClient client, String tableName, BooleanSupplier stop) {
        long count = 0;
        Map<String, AttributeValue> start = null;
        do {
            if (stop.getAsBoolean()) {
                return OptionalLong.empty();
            }
            Map<String, AttributeValue> from = start;
            ScanResponse page = client.scan(b -> b.tableName(tableName).select(Select.COUNT).exclusiveStartKey(from)
                    .overrideConfiguration(LiveTimeouts.READS.override()));
            count += page.count();
            start = page.hasLastEvaluatedKey() && !page.lastEvaluatedKey().isEmpty() ? page.lastEvaluatedKey() : null;
        } while (start != null);
        return OptionalLong.of(count);
    }
}
