package dev.tablesmith.engine;

import dev.tablesmith.engine.expr.ConditionExpression;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * One page of a Query or Scan: DynamoDB evaluates entries in order until the key range ends, {@code Limit} entries
 * have been evaluated, or the evaluated data reaches 1 MB; only then does it apply the FilterExpression. So
 * {@code ScannedCount} counts every evaluated entry, {@code Count} those that passed the filter, and the read
 * capacity is charged on all evaluated bytes: a filter never saves reads. When a local secondary index read fetches
 * items from the table ({@link TableFetch}), each evaluated entry's item is also counted, rounded up to 4 KB on its
 * own, both in the charge and in the 1 MB.
 */
final class ReadPage {
    /** DynamoDB stops a page once it has read 1 MB (1,048,576 bytes) of items. */
    static final long PAGE_BYTES = 1024 * 1024;

    final List<IndexEntry> returned = new ArrayList<>();
    int scannedCount;
    /** The summed sizes of the evaluated index (or table) entries. */
    long evaluatedBytes;
    /** The 4 KB blocks of the items fetched from the table, each item rounded up on its own (0 without a fetch). */
    long fetchedBlocks;
    /** The last entry evaluated, when the page stopped before the end of the range (for LastEvaluatedKey). */
    IndexEntry stoppedAfter;

    /**
     * Evaluates entries from {@code entries} in order while {@code inRange} holds.
     *
     * @param entries   the candidates, already in the read direction
     * @param inRange   whether an entry is still inside the key range (the walk stops at the first that is not)
     * @param limit     the {@code Limit}, or null
     * @param filter    the filter, if any, tested on what {@link TableFetch#readable} gives for an entry
     * @param fetch     whether each entry's item is fetched from the table ({@link TableFetch#needed})
     */
    static ReadPage read(Iterable<IndexEntry> entries, Predicate<IndexEntry> inRange, Integer limit,
                         Optional<ConditionExpression> filter, boolean fetch) {
        ReadPage page = new ReadPage();
        for (IndexEntry entry : entries) {
            if (!inRange.test(entry)) {
                break;
            }
            Item item = TableFetch.readable(entry, fetch);
            page.scannedCount++;
            page.evaluatedBytes += entry.size();
            if (fetch) {
                page.fetchedBlocks += CapacityUnits.readBlocks(ItemSize.of(item));
            }
            if (filter.isEmpty() || filter.get().test(item)) {
                page.returned.add(entry);
            }
            if ((limit != null && page.scannedCount >= limit) || page.size() >= PAGE_BYTES) {
                // DynamoDB does not look ahead: a page stopped by Limit or by 1 MB returns LastEvaluatedKey even
                // when no entry is left in the range.
                page.stoppedAfter = entry;
                break;
            }
        }
        return page;
    }

    /**
     * The data read so far, as the 1 MB page limit counts it: the entries' sizes plus the fetched items rounded up
     * to 4 KB each. (The Developer Guide also rounds the entries' sum up to 4 KB in this count; the simulation does
     * not, so a page without fetches stops where it always has.)
     */
    long size() {
        return evaluatedBytes + fetchedBlocks * CapacityUnits.READ_UNIT_BYTES;
    }
}
