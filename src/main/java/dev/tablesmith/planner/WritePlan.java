package dev.tablesmith.planner;

import dev.tablesmith.model.AccessPattern;
import java.util.List;

/**
 * A write pattern checked against the key templates and priced.
 *
 * @param pattern          the write pattern
 * @param transaction      whether one call is a TransactWriteItems (every unit twice, all or nothing)
 * @param actions          each action: key inputs, index changes, units
 * @param writeUnits       write units per call, every action, item, index and guard item included
 * @param monthlyCost      USD per month at the pattern's rate, on-demand prices
 * @param copies           the live copies the pattern changes the source of and must also update
 * @param aggregates       the aggregates whose source entity the pattern writes, as {@code Customer.orderCount}
 */
public record WritePlan(AccessPattern pattern, boolean transaction, List<WriteActionPlan> actions,
                        double writeUnits, double monthlyCost, List<CopyDuty> copies, List<String> aggregates) {
    public WritePlan {
        actions = List.copyOf(actions);
        copies = List.copyOf(copies);
        aggregates = List.copyOf(aggregates);
    }

    /** Every key input some action lacks, without repeats. */
    public List<String> missingInputs() {
        return actions.stream().flatMap(a -> a.missingInputs().stream()).distinct().toList();
    }

    /** The live copies no action of this call writes. */
    public List<CopyDuty> copiesLeftToOtherWrites() {
        return copies.stream().filter(c -> !c.inSameCall()).toList();
    }
}
