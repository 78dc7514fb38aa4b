package dev.tablesmith.review;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.IndexVerdict;
import dev.tablesmith.planner.Fix;
import dev.tablesmith.planner.Resolution;
import java.util.List;

/**
 * How the planner resolved each read pattern: {@code scan-required} when no index can serve it, and
 * {@code filter-overread} when a Query's FilterExpression throws away more than 9 of every 10 items it reads.
 * DynamoDB bills a Scan or a Query for every item it reads, before any filter runs, so both costs grow with the
 * data instead of with the answer. A pattern naming an entity the table does not have yet is not planned, and is
 * left to {@link PatternEntityCheck}.
 */
final class PatternResolutionCheck implements ReviewCheck {
    /**
     * A filtered Query that reads more than this many times what it returns is flagged (what it returns counted
     * as at least one item, so a Query reading a handful of items is never flagged).
     */
    static final double OVERREAD_RATIO = 10;

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        for (AccessPatternPlan plan : context.plans()) {
            AccessPattern pattern = plan.pattern();
            if (pattern.kind() != PatternKind.READ
                    || !PatternEntityCheck.missingEntities(context.table(), pattern).isEmpty()) {
                continue;
            }
            FindingLocation at = FindingLocation.at(context.patternPath(pattern).toString())
                    .withPattern(pattern.id()).withEntity(pattern.entities().isEmpty() ? null
                            : pattern.entities().get(0));
            if (plan.resolution() == Resolution.SCAN) {
                findings.add(scan(plan, at));
            } else if (plan.resolution() == Resolution.QUERY_WITH_FILTER
                    && plan.cost().itemsRead() > OVERREAD_RATIO * Math.max(1, plan.cost().itemsReturned())) {
                findings.add(overread(plan, at.withIndex(plan.index().orElse(null))));
            }
        }
    }

    private static Finding scan(AccessPatternPlan plan, FindingLocation at) {
        AccessPattern pattern = plan.pattern();
        String message = label(pattern) + " needs a Scan: no index can serve it, so"
                + " every call reads the whole table (~" + Amounts.of(plan.cost().itemsRead()) + " items)";
        String explanation = "A Scan reads every item of the table and bills for all of them; a FilterExpression"
                + " runs only after the read, so filtering millions of items down to a few still pays for millions."
                + " A pattern served by a Scan is the signal that an access pattern is missing from the key design:"
                + " add an index or a key template, not a filter. " + "Planner: " + plan.reason() + "."
                + fixText(plan);
        return Finding.of(ReviewRule.SCAN_REQUIRED, at, message, explanation);
    }

    private static Finding overread(AccessPatternPlan plan, FindingLocation at) {
        AccessPattern pattern = plan.pattern();
        double read = plan.cost().itemsRead();
        double returned = plan.cost().itemsReturned();
        List<String> discarded = discarded(plan);
        String message = label(pattern) + " reads ~" + Amounts.of(read) + " items per call to return "
                + (returned < 1 ? "fewer than 1 on average" : "~" + Amounts.of(returned) + " ("
                + Amounts.of(read / returned) + "x)") + ": " + discarder(plan) + " the rest after the read"
                + (discarded.isEmpty() ? "" : ", as a FilterExpression cannot read " + String.join(", ", discarded)
                + (discarded.size() == 1 ? ", a key attribute of " : ", key attributes of ")
                + plan.index().orElse(""));
        String explanation = "A FilterExpression is applied after the key condition has read the items, and"
                + " DynamoDB bills read units for everything read, not for what the filter keeps. When a filter"
                + " throws away most of what a Query reads, the cost and latency grow with the item collection"
                + " instead of with the answer. Put the filtered attribute into the key: a sort key prefix, or a"
                + " sparse index whose key is written only on the items the pattern wants. Planner: "
                + plan.reason() + "." + fixText(plan);
        return Finding.of(ReviewRule.FILTER_OVERREAD, at, message, explanation);
    }

    /**
     * The attributes whose conditions the application checks after the read: on a multi-attribute GSI key, a
     * condition the key condition cannot take cannot be a FilterExpression either (DynamoDB refuses a filter on a key
     * attribute of the queried index).
     */
    private static List<String> discarded(AccessPatternPlan plan) {
        return plan.verdicts().stream().filter(v -> plan.index().map(v.index()::equals).orElse(false)).findFirst()
                .map(IndexVerdict::discarded).orElse(List.of());
    }

    /** Who discards what the key condition read: the FilterExpression, the application, or both. */
    private static String discarder(AccessPatternPlan plan) {
        if (discarded(plan).isEmpty()) {
            return "its FilterExpression discards";
        }
        return plan.request().filterExpression() == null ? "the application discards"
                : "its FilterExpression and the application discard";
    }

    private static String fixText(AccessPatternPlan plan) {
        if (plan.fix().isEmpty()) {
            return "";
        }
        Fix fix = plan.fix().get();
        return " Cheapest fix (level " + fix.cost().level() + " of 3): " + fix.summary() + ".";
    }

    /** {@code AP16 "Orders by shipping carrier"}, or just the id for a pattern without a name. */
    static String label(AccessPattern pattern) {
        return pattern.id() + (pattern.name().isBlank() ? "" : " \"" + pattern.name() + "\"");
    }
}
