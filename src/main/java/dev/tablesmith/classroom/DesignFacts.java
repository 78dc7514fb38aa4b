package dev.tablesmith.classroom;

import dev.tablesmith.model.Design;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.review.DesignReview;
import dev.tablesmith.review.Finding;
import java.util.List;
import java.util.Optional;

/**
 * What exercise checks look at, worked out once per design: the planner's plan of every access pattern of the
 * design's table and the design review's findings. The plans and findings are computed lazily, so a design whose
 * checks only count indexes is never planned.
 */
public final class DesignFacts {
    private final Design design;
    private List<AccessPatternPlan> plans;
    private List<Finding> findings;

    public DesignFacts(Design design) {
        this.design = design;
    }

    public Design design() {
        return design;
    }

    /** The plan of the pattern with id {@code patternId} in the design's table, if the table has that pattern. */
    public Optional<AccessPatternPlan> plan(String patternId) {
        if (plans == null) {
            plans = AccessPatternPlanner.planAll(design.table(), design.pricing());
        }
        return plans.stream().filter(p -> p.pattern().id().equals(patternId)).findFirst();
    }

    /** Every finding of {@link DesignReview} on the design. */
    public List<Finding> findings() {
        if (findings == null) {
            findings = new DesignReview().review(design);
        }
        return findings;
    }
}
