package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.List;

/**
 * One item as an index holds it.
 *
 * @param item         the full base-table item it comes from
 * @param projected    what the index stores: table keys, index keys and the projected attributes
 * @param partitionKey its partition key value in this index
 * @param sortKey      its sort key values in this index (empty when the index has no sort key)
 * @param size         the size of {@code projected} as DynamoDB counts it (what reading this entry costs), worked
 *                     out once when the index is built
 */
public record IndexEntry(Item item, Item projected, KeyValue partitionKey, List<AttributeValue> sortKey, long size) {
    public IndexEntry(Item item, Item projected, KeyValue partitionKey, List<AttributeValue> sortKey) {
        this(item, projected, partitionKey, sortKey, ItemSize.of(projected));
    }
}
