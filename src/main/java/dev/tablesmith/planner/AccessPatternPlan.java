package dev.tablesmith.planner;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.List;
import java.util.Optional;

/**
 * How one access pattern is served: the resolution, the concrete request, the reason in plain words, the verdict
 * of every index, the cheapest fix when the pattern is not a plain Query or GetItem, and its cost.
 *
 * @param pattern    the access pattern
 * @param resolution GetItem, Query, Query + filter, Scan, or Write
 * @param request    the request to run (null for writes)
 * @param reason     why this resolution, in plain words
 * @param verdicts   what each index (table first) can do for the pattern
 * @param fix        the cheapest fix, when the pattern needs a filter, a Scan, or application-side sorting
 * @param cost       the estimated cost per call and per month
 * @param sorted     whether results come back in the order the pattern asks for
 * @param inputs     the equality input values the request uses, by attribute
 * @param range      the range condition's values the request uses (two for BETWEEN), empty without a range
 */
public record AccessPatternPlan(AccessPattern pattern, Resolution resolution, PlannedRequest request, String reason,
                                List<IndexVerdict> verdicts, Optional<Fix> fix, CostEstimate cost, boolean sorted,
                                Map<String, AttributeValue> inputs, List<AttributeValue> range) {
    public AccessPatternPlan {
        verdicts = List.copyOf(verdicts);
        inputs = inputs == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(inputs));
        range = range == null ? List.of() : List.copyOf(range);
    }

    /** The index the request uses ("table" for the base table), or empty for writes. */
    public Optional<String> index() {
        return Optional.ofNullable(request).map(PlannedRequest::indexLabel);
    }

    /** Whether the pattern is served without a filter, a Scan, or sorting in the application. */
    public boolean isEfficient() {
        return (resolution == Resolution.GET_ITEM || resolution == Resolution.QUERY
                || resolution == Resolution.WRITE) && sorted;
    }
}
