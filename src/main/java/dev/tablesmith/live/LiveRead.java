package dev.tablesmith.live;

import dev.tablesmith.planner.ReadOutcome;
import java.util.List;

/**
 * A planned request run against a live table: the outcome (items, Count, ScannedCount, or the refusal), the
 * capacity DynamoDB reported with {@code ReturnConsumedCapacity=INDEXES}, and the latency of each request.
 *
 * @param outcome         the items and counts of every page read
 * @param capacityUnits   the sum of the pages' {@code ConsumedCapacity.CapacityUnits}
 * @param capacityByIndex where it was consumed: {@code table 1.0}, {@code GSI1 0.5}, ...
 * @param latencyMillis   the round-trip time of each request, in milliseconds
 */
public record LiveRead(ReadOutcome outcome, double capacityUnits, List<String> capacityByIndex,
                       List<Double> latencyMillis) {
    public LiveRead {
        capacityByIndex = List.copyOf(capacityByIndex);
        latencyMillis = List.copyOf(latencyMillis);
    }

    /** The total latency of all requests, in milliseconds. */
    public double totalLatencyMillis() {
        return latencyMillis.stream().mapToDouble(Double::doubleValue).sum();
    }
}
