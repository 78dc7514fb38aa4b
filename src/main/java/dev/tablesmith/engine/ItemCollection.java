package dev.tablesmith.engine;

import java.util.List;

/**
 * An item collection: every entry of an index that shares one partition key value, in sort key order. One Query
 * reads from exactly one item collection.
 */
public record ItemCollection(KeyValue partitionKey, List<IndexEntry> entries) {
    public ItemCollection {
        entries = List.copyOf(entries);
    }

    public int size() {
        return entries.size();
    }
}
