package dev.tablesmith.ui.patterns;

import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.Resolution;

/**
 * The colour of a pattern's status chip: a GetItem or a Query that reads only what it returns, in the order asked,
 * is good; a Query whose FilterExpression discards read items (paid for in full), or whose results the application
 * must sort, is a warning; a Scan reads the whole table; writes are neutral; a pattern naming an entity the table
 * does not have yet cannot be planned ("Needs entity Post").
 */
public enum PatternStatus {
    GOOD("patterns-chip-good"),
    WARNING("patterns-chip-warning"),
    SCAN("patterns-chip-scan"),
    WRITE("patterns-chip-write"),
    NEEDS_ENTITY("patterns-chip-needs");

    private final String styleClass;

    PatternStatus(String styleClass) {
        this.styleClass = styleClass;
    }

    /** The CSS class of the chip in app.css. */
    public String styleClass() {
        return styleClass;
    }

    /** The status of a plan of a pattern whose entities all exist. */
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

    /** The chip text of a pattern naming entities the table does not have: {@code Needs entity Post}. */
    public static String needsLabel(java.util.List<String> missing) {
        return (missing.size() == 1 ? "Needs entity " : "Needs entities ") + String.join(", ", missing);
    }
}
