package dev.tablesmith.ui.live;

import dev.tablesmith.live.LiveRead;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.ReadOutcome;
import dev.tablesmith.model.Item;
import dev.tablesmith.ui.items.ItemList;
import java.util.List;
import java.util.Locale;

/**
 * One row of Run: a read pattern's planned request sent once (one page) with {@code ReturnConsumedCapacity=INDEXES},
 * beside the planner's estimate of the read units it costs.
 *
 * @param patternId      the pattern's id
 * @param patternName    its name
 * @param request        the operation and where it reads: {@code Query on GSI1}
 * @param items          items returned
 * @param count          Count
 * @param scannedCount   ScannedCount
 * @param capacity       consumed capacity units in words, with where they were consumed
 * @param predictedUnits the planner's read request units per call
 * @param latencyMillis  the request's round trip
 * @param refused        the error code and message when DynamoDB refused the request, else null
 * @param returned       the items returned, as DynamoDB returned them (an index returns what it projects)
 * @param keys           the table's key attribute names, which name each item
 */
public record RunRow(String patternId, String patternName, String request, int items, long count, long scannedCount,
                     String capacity, double predictedUnits, double latencyMillis, String refused,
                     List<Item> returned, List<String> keys) {

    public RunRow {
        returned = List.copyOf(returned);
        keys = List.copyOf(keys);
    }

    static RunRow of(AccessPatternPlan plan, LiveRead read, List<String> keys) {
        ReadOutcome outcome = read.outcome();
        String where = read.capacityByIndex().isEmpty() ? "" : " (" + String.join(", ", read.capacityByIndex()) + ")";
        return new RunRow(plan.pattern().id(), plan.pattern().name(), plan.resolution().label() + " on "
                + plan.request().indexLabel(), outcome.items().size(), outcome.count(), outcome.scannedCount(),
                String.format(Locale.ROOT, "%.1f%s", read.capacityUnits(), where), plan.cost().readUnits(),
                read.totalLatencyMillis(), outcome.error(), outcome.items(), keys);
    }

    /** The returned items for the whole-item window; null when none came back. */
    public ItemList wholeItems() {
        return ItemList.returned(returned, keys, "returned live by " + patternId + "'s " + request + " (one page)");
    }

    /** The predicted read units in words: {@code 0.5 RCU}. */
    public String predictedText() {
        return String.format(Locale.ROOT, "%.1f", predictedUnits);
    }

    /** The latency in words: {@code 12.3 ms}. */
    public String latencyText() {
        return String.format(Locale.ROOT, "%.1f ms", latencyMillis);
    }
}
