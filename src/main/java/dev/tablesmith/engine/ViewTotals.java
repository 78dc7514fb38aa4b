package dev.tablesmith.engine;

import java.util.Map;
import java.util.Optional;

/**
 * What the whole of the table or one index holds, for a view that lists only its first entries
 * ({@link ViewWindow}): the number of entries, of item collections and of items the index leaves out, and the size
 * of each collection the first entries belong to.
 *
 * @param view        "table" or the index name
 * @param entries     the entries of the view
 * @param collections the item collections (distinct partition key values)
 * @param excluded    the items the index leaves out (0 for the table)
 * @param shown       by partition key value, the whole of each collection that has an entry in the window
 */
public record ViewTotals(String view, int entries, int collections, int excluded, Map<KeyValue, Collection> shown) {
    public ViewTotals {
        shown = Map.copyOf(shown);
    }

    /**
     * One item collection as a whole.
     *
     * @param items its entries
     * @param bytes the sum of its entries' sizes, as {@link ItemSize} counts them after the index's projection
     */
    public record Collection(int items, long bytes) {
    }

    /** The whole of the collection with this partition key value, when it has an entry in the window. */
    public Optional<Collection> collection(KeyValue partitionKey) {
        return Optional.ofNullable(shown.get(partitionKey));
    }
}
