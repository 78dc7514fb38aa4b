package dev.tablesmith.differential;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table definition and the items written to it: the same items go to moto (BatchWriteItem) and to the engine
 * ({@code new SimulatedTable(table, items)}).
 */
record Dataset(Table table, List<Item> items) {
    Dataset {
        items = List.copyOf(items);
    }

    String tableName() {
        return table.name();
    }

    /** The items of each partition of the base table, keyed by the canonical partition key value. */
    Map<AttributeValue, List<Item>> partitions() {
        String pk = table.keySchema().partitionKeyAttribute().name();
        Map<AttributeValue, List<Item>> out = new LinkedHashMap<>();
        for (Item item : items) {
            AttributeValue value = ComparableForm.value(item.attributes().get(pk), true);
            out.computeIfAbsent(value, k -> new ArrayList<>()).add(item);
        }
        return out;
    }

    /** The partition key values of an index, in first-seen order, over the items that carry every index key. */
    List<AttributeValue> indexPartitions(String indexName) {
        SecondaryIndex index = table.index(indexName).orElseThrow();
        String pk = index.keySchema().partitionKeyAttribute().name();
        List<AttributeValue> out = new ArrayList<>();
        for (Item item : items) {
            boolean member = index.keySchema().attributeNames().stream().allMatch(item::has);
            AttributeValue value = item.attributes().get(pk);
            if (member && !out.contains(value)) {
                out.add(value);
            }
        }
        return out;
    }

    /** The index key attribute names of an index (partition key first), for {@link ResultOrder#tiesUnordered}. */
    List<String> indexKeyNames(String indexName) {
        return table.index(indexName).orElseThrow().keySchema().attributeNames();
    }

    /** The primary key of an item. */
    Map<String, AttributeValue> keyOf(Item item) {
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : table.keySchema().attributeNames()) {
            key.put(name, item.attributes().get(name));
        }
        return key;
    }
}
