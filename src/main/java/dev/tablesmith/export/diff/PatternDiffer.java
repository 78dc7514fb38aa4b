package dev.tablesmith.export.diff;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.Resolution;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * Access patterns added, removed or redefined, how the planner serves each in both versions, and its monthly cost.
 * A pattern that moves to a Scan reads every item of the table on every call, so it is reported as the heaviest
 * kind of plan change; one that moves off a Scan as an improvement.
 */
final class PatternDiffer {
    private final ChangeList out;
    private final List<PatternCost> costs = new ArrayList<>();

    PatternDiffer(ChangeList out) {
        this.out = out;
    }

    void diff(List<AccessPatternPlan> before, List<AccessPatternPlan> after) {
        Map<String, AccessPatternPlan> old = byId(before);
        Map<String, AccessPatternPlan> now = byId(after);
        for (AccessPatternPlan plan : after) {
            AccessPatternPlan previous = old.get(plan.pattern().id());
            if (previous == null) {
                added(plan);
            } else {
                changed(previous, plan);
            }
            costs.add(new PatternCost(plan.pattern().id(), plan.pattern().name(),
                    previous == null ? OptionalDouble.empty() : OptionalDouble.of(previous.cost().monthlyCost()),
                    OptionalDouble.of(plan.cost().monthlyCost())));
        }
        for (AccessPatternPlan plan : before) {
            if (!now.containsKey(plan.pattern().id())) {
                out.add(DiffSection.PATTERNS, ChangeKind.REMOVED, plan.pattern().id(), plan.pattern().name(),
                        Impact.NONE, "No longer asked; an index that served only this pattern may now be removable.");
                costs.add(new PatternCost(plan.pattern().id(), plan.pattern().name(),
                        OptionalDouble.of(plan.cost().monthlyCost()), OptionalDouble.empty()));
            }
        }
    }

    List<PatternCost> costs() {
        return costs;
    }

    private void added(AccessPatternPlan plan) {
        AccessPattern pattern = plan.pattern();
        boolean scan = plan.resolution() == Resolution.SCAN;
        out.add(DiffSection.PATTERNS, ChangeKind.ADDED, pattern.id(), pattern.name() + ": " + served(plan),
                scan ? Impact.NEEDS_SCAN : Impact.NONE, scan ? plan.reason()
                        : "A new question of the table, about " + Counts.dollars(plan.cost().monthlyCost())
                        + " a month.");
    }

    private void changed(AccessPatternPlan before, AccessPatternPlan after) {
        String fields = PatternFields.changes(before.pattern(), after.pattern());
        if (!fields.isEmpty()) {
            out.add(DiffSection.PATTERNS, ChangeKind.CHANGED, after.pattern().id(), fields, Impact.NONE,
                    "The question changed; its plan is compared below when that changed too.");
        }
        String was = served(before);
        String now = served(after);
        if (was.equals(now)) {
            return;
        }
        Impact impact = planImpact(before, after);
        out.add(DiffSection.PATTERNS, ChangeKind.CHANGED, after.pattern().id() + " plan", was + " -> " + now,
                impact, after.reason());
    }

    private static Impact planImpact(AccessPatternPlan before, AccessPatternPlan after) {
        boolean wasScan = before.resolution() == Resolution.SCAN;
        boolean isScan = after.resolution() == Resolution.SCAN;
        if (isScan && !wasScan) {
            return Impact.NEEDS_SCAN;
        }
        if (wasScan && !isScan || after.isEfficient() && !before.isEfficient()) {
            return Impact.IMPROVEMENT;
        }
        return Impact.PLAN;
    }

    /** {@code Query on GSI1}, {@code Scan on table, sorted by the application}, {@code Write}. */
    static String served(AccessPatternPlan plan) {
        if (plan.resolution() == Resolution.WRITE) {
            return Resolution.WRITE.label();
        }
        String text = plan.resolution().label() + plan.index().map(i -> " on " + i).orElse("");
        return plan.sorted() ? text : text + ", sorted by the application";
    }

    private static Map<String, AccessPatternPlan> byId(List<AccessPatternPlan> plans) {
        Map<String, AccessPatternPlan> map = new LinkedHashMap<>();
        plans.forEach(p -> map.put(p.pattern().id(), p));
        return map;
    }
}
