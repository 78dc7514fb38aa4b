package dev.tablesmith.ui.patterns;

import dev.tablesmith.io.PlanRequestText;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.CostEstimate;
import dev.tablesmith.planner.Fix;
import dev.tablesmith.planner.PlannedRequest;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The detail of one planned pattern, in words: the request (key condition with the example values filled in,
 * filter, index, direction, Limit), the planner's reason, the cheapest fix and the basis of the cost estimate.
 *
 * @param title   {@code AP2 · A customer's orders, newest first}
 * @param request label/value lines of the request
 * @param reason  why the planner chose this resolution
 * @param fix     the cheapest fix (level and summary, backfill), or empty when none is needed
 * @param cost    the per-call and monthly cost with its basis
 */
public record PatternDetail(String title, List<Line> request, String reason, String fix, String cost) {
    /** One labelled line of the request. */
    public record Line(String label, String value) {
    }

    static PatternDetail of(AccessPatternPlan plan, Table table) {
        AccessPattern p = plan.pattern();
        List<String> missing = PatternText.missingEntities(p, table);
        if (!missing.isEmpty()) {
            String names = String.join(", ", missing);
            return new PatternDetail(p.id() + " · " + p.name(), List.of(new Line("Operation", "none until the table "
                    + "has " + names)), plan.reason(), "", "No cost until the table has " + names + ".");
        }
        return new PatternDetail(p.id() + " · " + p.name(), request(plan, table), plan.reason(), fix(plan),
                cost(plan));
    }

    private static List<Line> request(AccessPatternPlan plan, Table table) {
        List<Line> lines = new ArrayList<>();
        PlannedRequest r = plan.request();
        if (r == null) {
            AccessPattern p = plan.pattern();
            lines.add(new Line("Operation", PatternText.operation(plan)
                    + (p.write() != null && p.write().transaction() ? " in TransactWriteItems" : "")));
            if (p.write() != null && p.write().updateExpression() != null) {
                lines.add(new Line("Update", p.write().updateExpression()));
            }
            if (p.write() != null && p.write().conditionExpression() != null) {
                lines.add(new Line("Condition", p.write().conditionExpression()));
            }
            return lines;
        }
        lines.add(new Line("Operation", PlanRequestText.operation(r) + " on " + r.indexLabel()));
        String key = PlanRequestText.key(r, table);
        if (key != null) {
            lines.add(new Line("Key", key));
        }
        String condition = PlanRequestText.keyCondition(r);
        if (condition != null) {
            lines.add(new Line("Key condition", condition));
        }
        String filter = PlanRequestText.filter(r);
        if (filter != null) {
            lines.add(new Line("Filter", filter));
        }
        String operation = PlanRequestText.operation(r);
        if ("Query".equals(operation)) {
            lines.add(new Line("Direction", r.scanIndexForward() ? "ascending (ScanIndexForward = true)"
                    : "descending (ScanIndexForward = false)"));
        }
        if (!"GetItem".equals(operation)) {
            lines.add(new Line("Limit", r.limit() == null ? "none" : String.valueOf(r.limit())));
        }
        lines.add(new Line("Read", r.consistentRead() ? "strongly consistent" : "eventually consistent"));
        return lines;
    }

    private static String fix(AccessPatternPlan plan) {
        if (plan.fix().isEmpty()) {
            return "";
        }
        Fix fix = plan.fix().get();
        String level = switch (fix.cost()) {
            case EXISTING_INDEX -> "Level 1, existing index";
            case NEW_INDEX_OR_TEMPLATE -> "Level 2, new index or key template";
            case MIGRATION -> "Level 3, migration";
        };
        String backfill = fix.backfillItems() > 0
                ? " Backfill: " + String.format(Locale.ROOT, "%,d", fix.backfillItems()) + " items." : "";
        return level + ": " + fix.summary() + "." + backfill;
    }

    private static String cost(AccessPatternPlan plan) {
        CostEstimate c = plan.cost();
        return PatternText.units(c) + " per call at " + PatternText.number(plan.pattern().requestsPerSecond())
                + " requests/s: " + PatternText.money(c.monthlyCost()) + " a month. " + c.basis();
    }
}
