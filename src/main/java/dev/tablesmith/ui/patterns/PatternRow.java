package dev.tablesmith.ui.patterns;

import dev.tablesmith.planner.AccessPatternPlan;

/**
 * One row of the access-pattern table: the pattern and its plan in the words the table shows.
 *
 * @param id          the pattern id (AP1)
 * @param name        the question it asks
 * @param entities    the entities it reads or writes, comma separated
 * @param inputs      equalities, range and sort, e.g. {@code customerId · sort orderDate desc}
 * @param operation   the planned operation: {@code Query GSI1}, {@code GetItem table}, {@code Scan}, {@code Write}
 * @param status      the chip colour
 * @param statusLabel the chip text
 * @param units       read or write units per call, e.g. {@code 0.5 RCU}
 * @param monthlyCost USD per month at the pattern's rate, e.g. {@code $0.13}
 * @param plan        the plan behind the row
 */
public record PatternRow(String id, String name, String entities, String inputs, String operation,
                         PatternStatus status, String statusLabel, String units, String monthlyCost,
                         AccessPatternPlan plan) {
}
