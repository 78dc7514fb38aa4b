package dev.tablesmith.differential;

import java.util.List;

/**
 * The order DynamoDB promises for the items of an answer, and therefore how strictly two answers are compared.
 *
 * <ul>
 *   <li>{@link Kind#EXACT}: a Query on the base table. Sort key values are unique within an item collection, so
 *   the order is fully defined: same items, same order, same {@code LastEvaluatedKey} on every page.</li>
 *   <li>{@link Kind#TIES_UNORDERED}: a Query on a GSI or LSI. Entries are in index sort key order, but DynamoDB
 *   leaves the order of entries with <em>equal</em> index keys undefined (a GSI has no uniqueness; a GSI without
 *   a sort key is one big tie per partition). The sequence of index key values must match item for item; within a
 *   run of equal index keys the items are compared as a multiset; {@code LastEvaluatedKey} is compared on the
 *   index key attributes.</li>
 *   <li>{@link Kind#UNORDERED}: a Scan. Scan order is hash order, which DynamoDB does not define: all items over
 *   all pages are compared as a multiset, with the total {@code Count} and every page's {@code ScannedCount}.</li>
 * </ul>
 */
record ResultOrder(Kind kind, List<String> indexKeyNames) {
    enum Kind { EXACT, TIES_UNORDERED, UNORDERED }

    ResultOrder {
        indexKeyNames = List.copyOf(indexKeyNames);
    }

    static ResultOrder exact() {
        return new ResultOrder(Kind.EXACT, List.of());
    }

    /** A secondary index Query; {@code indexKeyNames} are the index's partition and sort key attributes. */
    static ResultOrder tiesUnordered(List<String> indexKeyNames) {
        return new ResultOrder(Kind.TIES_UNORDERED, indexKeyNames);
    }

    static ResultOrder unordered() {
        return new ResultOrder(Kind.UNORDERED, List.of());
    }
}
