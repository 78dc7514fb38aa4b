package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.SortKeyBound;
import dev.tablesmith.model.AttributeValue;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** Binary searches over the entries of one item collection, which are in {@link IndexView} entry order. */
final class EntrySearch {
    private EntrySearch() {
    }

    /** The index of the entry with exactly this sort key (table collections have no ties), or -1. */
    static int find(List<IndexEntry> entries, List<AttributeValue> sortKey) {
        int lo = 0;
        int hi = entries.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            int c = IndexView.compareParts(entries.get(mid).sortKey(), sortKey);
            if (c == 0) {
                return mid;
            } else if (c < 0) {
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return -1;
    }

    /** The first position whose entry sorts after {@code probe} (an ExclusiveStartKey) in entry order. */
    static int firstAfter(List<IndexEntry> entries, IndexSpec spec, IndexEntry probe) {
        Comparator<IndexEntry> order = IndexView.entryOrder(spec);
        int lo = 0;
        int hi = entries.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (order.compare(entries.get(mid), probe) <= 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /** The first position whose sort key the bound admits as a lower bound (entries.size() when none). */
    static int firstAdmitted(List<IndexEntry> entries, Optional<SortKeyBound> lower) {
        if (lower.isEmpty()) {
            return 0;
        }
        int lo = 0;
        int hi = entries.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (lower.get().admitsAsLower(entries.get(mid).sortKey())) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        return lo;
    }

    /** The last position whose sort key the bound admits as an upper bound (-1 when none). */
    static int lastAdmitted(List<IndexEntry> entries, Optional<SortKeyBound> upper) {
        if (upper.isEmpty()) {
            return entries.size() - 1;
        }
        int lo = 0;
        int hi = entries.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (upper.get().admitsAsUpper(entries.get(mid).sortKey())) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo - 1;
    }
}
