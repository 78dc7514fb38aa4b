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
 */
public record IndexEntry(Item item, Item projected, KeyValue partitionKey, List<AttributeValue> sortKey) {
}
