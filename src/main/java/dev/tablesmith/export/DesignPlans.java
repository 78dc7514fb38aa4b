package dev.tablesmith.export;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import java.util.List;

/** The planner's plan of every access pattern of a table, on the table's sample data, as the exports use it. */
final class DesignPlans {
    private DesignPlans() {
    }

    static List<AccessPatternPlan> of(Design design, Table table) {
        return AccessPatternPlanner.planAll(table, design.pricing());
    }
}
