package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.ConditionExpression;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * One page of a Query or Scan: DynamoDB evaluates entries in order until the key range ends, {@code Limit} entries
 * have been evaluated, or the evaluated data reaches 1 MB; only then does it apply the FilterExpression. So
 * {@code ScannedCount} counts every evaluated entry, {@code Count} those that passed the filter, and the read
 * capacity is charged on all evaluated bytes: a filter never saves reads.
 */
final class ReadPage {
    /** DynamoDB stops a page once it has read 1 MB (1,048,576 bytes) of items. */
    static final long PAGE_BYTES = 1024 * 1024;

    final List<IndexEntry> returned = new ArrayList<>();
    int scannedCount;
    long evaluatedBytes;
    /** The last entry evaluated, when the page stopped before the end of the range (for LastEvaluatedKey). */
    IndexEntry stoppedAfter;

    /**
     * Evaluates entries from {@code entries} in order while {@code inRange} holds.
     *
     * @param entries   the candidates, already in the read direction
     * @param inRange   whether an entry is still inside the key range (the walk stops at the first that is not)
     * @param limit     the {@code Limit}, or null
     * @param filter    the filter, if any, tested on what {@code readable} gives for an entry
     * @param readable  the item a filter and the size count see for an entry (the index entry, or the full item)
     */
    static ReadPage read(Iterable<IndexEntry> entries, Predicate<IndexEntry> inRange, Integer limit,
                         Optional<ConditionExpression> filter, Function<IndexEntry, Item> readable) {
        ReadPage page = new ReadPage();
        for (IndexEntry entry : entries) {
            if (!inRange.test(entry)) {
                break;
            }
            Item item = readable.apply(entry);
            page.scannedCount++;
            page.evaluatedBytes += item == entry.projected() ? entry.size() : ItemSize.of(item);
            if (filter.isEmpty() || filter.get().test(item)) {
                page.returned.add(entry);
            }
            if ((limit != null && page.scannedCount >= limit) || page.evaluatedBytes >= PAGE_BYTES) {
                // DynamoDB does not look ahead: a page stopped by Limit or by 1 MB returns LastEvaluatedKey even
                // when no entry is left in the range.
                page.stoppedAfter = entry;
                break;
            }
        }
        return page;
    }
}
