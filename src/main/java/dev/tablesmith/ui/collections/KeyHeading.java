package dev.tablesmith.ui.collections;

import dev.tablesmith.model.KeySchema;
import dev.tablesmith.ui.KeyPartsText;
import java.util.List;

/**
 * What the collections view says about the key of the view shown: the partition key its collections are grouped
 * by (every partition attribute of a multi-attribute GSI key, in key order: one collection per tuple of values) and
 * the sort attributes its entries are ordered by, one column each, left to right as DynamoDB compares them.
 *
 * @param partition     the partition key attributes with their types, e.g. {@code tournamentId (S) · region (S)}
 * @param sortHeadings  one heading per sort column, e.g. {@code score (N) ↑} and {@code playerId (S)}; for a view
 *                      without a sort key, one column for the table key the entries are listed by
 * @param sortChars     the longest value shown in each sort column, in characters (at most {@link #MAX_CHARS})
 * @param hasSortKey    whether the view has a sort key (without one, entries have no order within a collection)
 */
public record KeyHeading(String partition, List<String> sortHeadings, List<Integer> sortChars, boolean hasSortKey) {
    /** A longer value is cut at the column's edge; the whole value is in the item's details. */
    public static final int MAX_CHARS = 48;

    public KeyHeading {
        sortHeadings = List.copyOf(sortHeadings);
        sortChars = List.copyOf(sortChars);
    }

    static KeyHeading none() {
        return new KeyHeading("", List.of(), List.of(), false);
    }

    /** The heading of {@code schema}; {@code tableKey} names the table key of a view without a sort key. */
    static KeyHeading of(KeySchema schema, KeySchema tableKey, boolean descending, List<Integer> sortChars) {
        List<String> sort = schema.hasSortKey() ? KeyPartsText.sortHeadings(schema, descending)
                : List.of("table key: " + String.join(KeyPartsText.JOIN, tableKey.attributeNames()));
        return new KeyHeading(KeyPartsText.partition(schema), sort, sortChars, schema.hasSortKey());
    }

    /** The sentence above the list: what a collection is and how its entries are ordered. */
    public String sentence() {
        if (partition.isEmpty()) {
            return "";
        }
        return "One item collection per value of " + partition
                + (hasSortKey ? ", its items in order of " + String.join(KeyPartsText.JOIN, sortHeadings)
                        : "; no sort key, so its items have no order (listed by their table key)");
    }

    /** Whether the sort key has several attributes, each shown as a column of its own. */
    public boolean multiAttributeSort() {
        return hasSortKey && sortHeadings.size() > 1;
    }
}
