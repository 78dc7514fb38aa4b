package dev.tablesmith.review;

import java.util.List;

/** One area of the design review: applies one or a few {@link ReviewRule}s to a table. */
interface ReviewCheck {
    /** Adds this area's findings for the table under review. */
    void check(ReviewContext context, List<Finding> findings);
}
