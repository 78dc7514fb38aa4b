package dev.tablesmith.engine.expr;

import dev.tablesmith.engine.KeyOrder;
import dev.tablesmith.model.AttributeValue;
import java.util.List;

/**
 * One end of the range of sort keys a key condition selects, for a binary search over an item collection in key
 * order. A bound names leading sort key parts: only that many parts of a sort key are compared with it, so
 * {@code [2024]} bounds every key whose first part is 2024, whatever follows. With {@code prefix} (from
 * begins_with) the last part is matched as a prefix: every S or B value starting with it sits at the bound.
 *
 * @param parts     the leading sort key values the bound fixes (one per sort key attribute, left to right)
 * @param inclusive whether keys at the bound are in the range
 * @param prefix    whether the last part is a begins_with prefix
 */
public record SortKeyBound(List<AttributeValue> parts, boolean inclusive, boolean prefix) {
    public SortKeyBound {
        parts = List.copyOf(parts);
        if (parts.isEmpty()) {
            throw new IllegalArgumentException("a bound fixes at least one sort key part");
        }
    }

    /**
     * Where a sort key lies relative to this bound: negative before it, zero at it, positive after it (in DynamoDB
     * key order, comparing only {@code parts().size()} leading parts).
     */
    public int compareKey(List<AttributeValue> sortKey) {
        for (int i = 0; i < parts.size(); i++) {
            if (i >= sortKey.size()) {
                return -1;
            }
            AttributeValue part = parts.get(i);
            AttributeValue key = sortKey.get(i);
            if (prefix && i == parts.size() - 1 && ValueComparisons.beginsWith(key, part)) {
                return 0;
            }
            int c = KeyOrder.compare(key, part);
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** Whether a sort key is on the upper side of this bound taken as a lower bound. */
    public boolean admitsAsLower(List<AttributeValue> sortKey) {
        int c = compareKey(sortKey);
        return c > 0 || (c == 0 && inclusive);
    }

    /** Whether a sort key is on the lower side of this bound taken as an upper bound. */
    public boolean admitsAsUpper(List<AttributeValue> sortKey) {
        int c = compareKey(sortKey);
        return c < 0 || (c == 0 && inclusive);
    }
}
