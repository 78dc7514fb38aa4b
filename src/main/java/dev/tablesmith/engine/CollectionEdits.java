package dev.tablesmith.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The item collections one write touches, edited entry by entry: DynamoDB removes an item's old entry from an index
 * and puts its new one, each in its item collection in sort key order. Only the collections a write touches are
 * copied (O(m) for a collection of m entries, found by binary search); every other collection stays shared with the
 * view before the write.
 */
final class CollectionEdits {
    private final Comparator<IndexEntry> order;
    private final Function<KeyValue, ItemCollection> current;
    private final Map<KeyValue, List<IndexEntry>> touched = new LinkedHashMap<>();

    /**
     * @param order   the entry order within a collection ({@link IndexView#entryOrder})
     * @param current the collection with a partition key before the write, or null
     */
    CollectionEdits(Comparator<IndexEntry> order, Function<KeyValue, ItemCollection> current) {
        this.order = order;
        this.current = current;
    }

    private List<IndexEntry> entries(KeyValue partitionKey) {
        return touched.computeIfAbsent(partitionKey, pk -> {
            ItemCollection before = current.apply(pk);
            return before == null ? new ArrayList<>() : new ArrayList<>(before.entries());
        });
    }

    /**
     * Removes the entry of {@code probe}'s item ({@code probe} needs only its item and keys).
     *
     * @throws IllegalStateException when the collection has no entry for the item (the view and the table disagree)
     */
    void remove(IndexEntry probe) {
        List<IndexEntry> entries = entries(probe.partitionKey());
        for (int at = firstNotBefore(entries, probe); at < entries.size()
                && order.compare(entries.get(at), probe) == 0; at++) {
            IndexEntry e = entries.get(at);
            if (e.item() == probe.item() || e.item().equals(probe.item())) {
                entries.remove(at);
                return;
            }
        }
        throw new IllegalStateException("the index holds no entry for a stored item");
    }

    /**
     * Puts {@code entry} before the entries it sorts equal to: the entry of a written item (which has every table
     * key attribute) ties only with sample items that lack one, which a full build lists after every written item.
     */
    void insert(IndexEntry entry) {
        List<IndexEntry> entries = entries(entry.partitionKey());
        entries.add(firstNotBefore(entries, entry), entry);
    }

    private int firstNotBefore(List<IndexEntry> entries, IndexEntry probe) {
        int lo = 0;
        int hi = entries.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (order.compare(entries.get(mid), probe) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The touched collections after the edits (an empty one means the collection is gone). */
    List<ItemCollection> results() {
        List<ItemCollection> results = new ArrayList<>(touched.size());
        touched.forEach((pk, entries) -> results.add(new ItemCollection(pk, entries)));
        return results;
    }
}
