package dev.tablesmith.planner;

import dev.tablesmith.model.Item;
import java.util.List;

/**
 * What a read access pattern returned, all pages together: the items in the order returned, the summed
 * {@code Count} and {@code ScannedCount}, the number of pages read, or the error the request met instead.
 * The same record holds the engine's prediction and the live answer, so {@link OutcomeComparison} can compare them.
 *
 * @param items        the items of every page, in order
 * @param count        the sum of the pages' {@code Count} (GetItem: 1 or 0)
 * @param scannedCount the sum of the pages' {@code ScannedCount} (GetItem: as Count)
 * @param pages        requests made
 * @param truncated    whether page following stopped at the page cap before the last page
 * @param error        {@code ErrorCode: message} when the request was refused; else null
 */
public record ReadOutcome(List<Item> items, long count, long scannedCount, int pages, boolean truncated,
                          String error) {
    public ReadOutcome {
        items = items == null ? List.of() : List.copyOf(items);
    }

    /** A refused request. */
    public static ReadOutcome failed(String error) {
        return new ReadOutcome(List.of(), 0, 0, 1, false, error);
    }
}
