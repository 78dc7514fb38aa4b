package dev.tablesmith.io;

import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.Resolution;
import java.util.List;

/**
 * The totals of a set of plans: how many patterns resolve to each kind of request, and what they cost together
 * per month at their request rates.
 *
 * @param patterns        the number of patterns
 * @param getItem         patterns served by one GetItem
 * @param query           patterns served by one Query that reads only what it returns
 * @param queryWithFilter patterns served by a Query whose FilterExpression (or the application) discards items
 * @param scan            patterns that need a Scan
 * @param write           write patterns
 * @param monthlyCost     USD per month, every pattern at its rate
 */
public record PlanSummary(int patterns, int getItem, int query, int queryWithFilter, int scan, int write,
                          double monthlyCost) {

    public static PlanSummary of(List<AccessPatternPlan> plans) {
        return new PlanSummary(plans.size(), count(plans, Resolution.GET_ITEM), count(plans, Resolution.QUERY),
                count(plans, Resolution.QUERY_WITH_FILTER), count(plans, Resolution.SCAN),
                count(plans, Resolution.WRITE), plans.stream().mapToDouble(p -> p.cost().monthlyCost()).sum());
    }

    private static int count(List<AccessPatternPlan> plans, Resolution resolution) {
        return (int) plans.stream().filter(p -> p.resolution() == resolution).count();
    }
}
