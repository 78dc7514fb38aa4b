package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Map;

/**
 * What one write did to one item: the item before and after (null when absent: a new item, a delete), and what it
 * did to each secondary index with the write units it cost ({@link WriteCost}). A ConditionCheck in a transaction
 * writes nothing and has no ItemWrite.
 *
 * @param operation PutItem, UpdateItem, DeleteItem (also for the Put, Update and Delete of a transaction)
 * @param key       the item's primary key
 * @param before    the item before the write, or null
 * @param after     the item after the write, or null
 * @param cost      the index changes and write units
 */
public record ItemWrite(String operation, Map<String, AttributeValue> key, Item before, Item after, WriteCost cost) {

    /** What the write did to each secondary index, in table order. */
    public Map<String, WriteCost.IndexWrite> indexChanges() {
        return cost.indexes();
    }
}
