package dev.tablesmith.engine.request;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Map;

/**
 * One element of a BatchWriteItem table's list: a {@code PutRequest} (its {@code Item}) or a {@code DeleteRequest}
 * (its {@code Key}); exactly one of the two is set.
 */
public record BatchWriteEntry(Item putItem, Map<String, AttributeValue> deleteKey) {
    public static BatchWriteEntry put(Item item) {
        return new BatchWriteEntry(item, null);
    }

    public static BatchWriteEntry delete(Map<String, AttributeValue> key) {
        return new BatchWriteEntry(null, key);
    }

    public boolean isPut() {
        return putItem != null;
    }
}
