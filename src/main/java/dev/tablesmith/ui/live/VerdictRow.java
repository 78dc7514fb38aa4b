package dev.tablesmith.ui.live;

import dev.tablesmith.live.PatternVerdict;
import dev.tablesmith.planner.ReadOutcome;
import dev.tablesmith.model.Item;
import dev.tablesmith.ui.items.ItemList;
import java.util.List;
import java.util.Locale;

/**
 * One row of Verify: a read pattern's live answer beside the engine's prediction on the same sample items.
 *
 * @param patternId   the pattern's id
 * @param patternName its name
 * @param resolution  GetItem, Query, Query + filter or Scan
 * @param same        whether the live answer is the predicted one (same items, order, Count and ScannedCount)
 * @param differences every difference in words, one line each; empty when {@code same}
 * @param predicted   the prediction's Count and ScannedCount: {@code 3 / 3}
 * @param live        the live answer, in the same words
 * @param latency     the live requests' total round trip: {@code 12.3 ms}
 * @param returned    the items the live table returned
 * @param keys        the table's key attribute names, which name each item
 */
public record VerdictRow(String patternId, String patternName, String resolution, boolean same, String differences,
                         String predicted, String live, String latency, List<Item> returned, List<String> keys) {

    public VerdictRow {
        returned = List.copyOf(returned);
        keys = List.copyOf(keys);
    }

    static VerdictRow of(PatternVerdict verdict, List<String> keys) {
        return new VerdictRow(verdict.patternId(), verdict.patternName(), verdict.resolution(), verdict.agrees(),
                String.join("\n", verdict.differences()), counts(verdict.predicted()), counts(verdict.live()),
                String.format(Locale.ROOT, "%.1f ms", verdict.liveMillis()), verdict.live().items(), keys);
    }

    /** The items the live table returned, for the whole-item window; null when none came back. */
    public ItemList wholeItems() {
        return ItemList.returned(returned, keys, "returned live by " + patternId + "'s " + resolution
                + " during Verify");
    }

    /** {@code same} or {@code differs}, as the verdict column shows it. */
    public String verdict() {
        return same ? "same" : "differs";
    }

    private static String counts(ReadOutcome outcome) {
        if (outcome.error() != null) {
            return "refused: " + outcome.error();
        }
        return outcome.count() + " / " + outcome.scannedCount() + (outcome.truncated() ? " (more pages)" : "");
    }
}
