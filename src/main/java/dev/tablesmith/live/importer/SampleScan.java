package dev.tablesmith.live.importer;

import dev.tablesmith.live.SdkValues;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/**
 * A bounded sample of a table: Scan pages, each asking with {@code Limit} for no more than the items still
 * wanted, following {@code LastEvaluatedKey} until the limit is reached or the table ends. A Scan page also stops
 * at 1 MB, so a page may hold fewer items than asked for; the loop simply asks again.
 *
 * @param items   the items read, in scan order, at most the limit
 * @param partial whether the table may hold more items (the scan stopped at the limit with a
 *                {@code LastEvaluatedKey})
 * @param pages   the number of Scan requests sent
 */
public record SampleScan(List<Item> items, boolean partial, int pages) {
    public SampleScan {
        items = List.copyOf(items);
    }

    /** Reads up to {@code itemLimit} items of {@code tableName}. */
    public static SampleScan scan(DynamoDbClient client, String tableName, int itemLimit) {
        if (itemLimit < 1) {
            throw new IllegalArgumentException("the item limit must be at least 1, not " + itemLimit);
        }
        List<Item> items = new ArrayList<>();
        Map<String, AttributeValue> startKey = null;
        int pages = 0;
        do {
            ScanRequest.Builder request = ScanRequest.builder().tableName(tableName).limit(itemLimit - items.size())
                    .overrideConfiguration(dev.tablesmith.live.LiveTimeouts.READS.override());
            if (startKey != null) {
                request.exclusiveStartKey(startKey);
            }
            ScanResponse response = client.scan(request.build());
            pages++;
            for (Map<String, AttributeValue> item : response.items()) {
                if (items.size() < itemLimit) {
                    items.add(SdkValues.toItem(item));
                }
            }
            startKey = response.hasLastEvaluatedKey() && !response.lastEvaluatedKey().isEmpty()
                    ? response.lastEvaluatedKey() : null;
        } while (startKey != null && items.size() < itemLimit);
        return new SampleScan(items, startKey != null, pages);
    }
}
