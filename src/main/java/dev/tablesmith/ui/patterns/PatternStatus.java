package dev.tablesmith.ui.patterns;

import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.Resolution;

/**
 * The colour of a pattern's status chip: a GetItem or a Query that reads only what it returns, in the order asked,
 * is good; a Query whose FilterExpression discards read items (paid for in full), or whose results the application
 * must sort, is a warning; a Scan reads the whole table; writes are neutral.
 */
public enum PatternStatus {
    GOOD("patterns-chip-good"),
    WARNING("patterns-chip-warning"),
    SCAN("patterns-chip-scan"),
    WRITE("patterns-chip-write");

    private final String styleClass;

    PatternStatus(String styleClass) {
        this.styleClass = styleClass;
    }

    /** The CSS class of the chip in app.css. */
    public String styleClass() {
        return styleClass;
    }

    /** The status of a plan. */
    public static PatternStatus of(AccessPatternPlan plan) {
        Resolution resolution = plan.resolution();
        if (resolution == Resolution.WRITE) {
            return WRITE;
        }
        if (resolution == Resolution.SCAN) {
            return SCAN;
        }
        if (resolution == Resolution.QUERY_WITH_FILTER || !plan.sorted()) {
            return WARNING;
        }
        return GOOD;
    }

    /** The chip text: the resolution, plus "unsorted" when the application must sort the results. */
    public static String label(AccessPatternPlan plan) {
        String label = plan.resolution().label();
        return plan.sorted() || plan.resolution() == Resolution.WRITE ? label : label + ", unsorted";
    }
}
