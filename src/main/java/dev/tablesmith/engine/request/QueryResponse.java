package dev.tablesmith.engine.request;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Map;

/**
 * The response of a Query or a Scan.
 *
 * @param items            {@code Items} (empty with {@code Select=COUNT})
 * @param count            {@code Count}: items returned after the filter
 * @param scannedCount     {@code ScannedCount}: items evaluated before the filter
 * @param lastEvaluatedKey {@code LastEvaluatedKey}, or null when the result is complete
 * @param consumedCapacity {@code ConsumedCapacity}, or null when not asked for
 */
public record QueryResponse(List<Item> items, int count, int scannedCount, Map<String, AttributeValue> lastEvaluatedKey,
                            ConsumedCapacity consumedCapacity) {
}
