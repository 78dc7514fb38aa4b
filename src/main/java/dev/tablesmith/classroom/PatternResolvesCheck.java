package dev.tablesmith.classroom;

import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.Resolution;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * "Pattern X resolves to a Query (or a GetItem)": the planner must serve the access pattern with one of the allowed
 * resolutions, optionally on a named index, and return its items in the order the pattern asks for. A Query whose
 * FilterExpression discards items, or a Scan, reads (and bills) more than it returns.
 *
 * @param patternId the access pattern's id, e.g. {@code AP16}
 * @param allowed   the resolutions that pass, e.g. Query and GetItem
 * @param index     the index the request must use ({@code table} for the base table), or null for any
 */
public record PatternResolvesCheck(String patternId, List<Resolution> allowed, String index)
        implements ExerciseCheck {
    public PatternResolvesCheck {
        Objects.requireNonNull(patternId, "patternId");
        allowed = List.copyOf(allowed);
        if (allowed.isEmpty()) {
            throw new IllegalArgumentException("a pattern check allows at least one resolution");
        }
    }

    @Override
    public String describe() {
        String to = allowed.stream().map(Resolution::label).collect(Collectors.joining(" or "));
        return patternId + " is served by " + (allowed.size() == 1 ? "a " : "") + to
                + (index == null ? "" : " on " + index);
    }

    @Override
    public CheckResult evaluate(DesignFacts facts) {
        Optional<AccessPatternPlan> found = facts.plan(patternId);
        if (found.isEmpty()) {
            return new CheckResult(this, false, "the table has no access pattern " + patternId);
        }
        AccessPatternPlan plan = found.get();
        String now = patternId + " is a " + plan.resolution().label()
                + plan.index().map(i -> " on " + i).orElse("");
        if (!allowed.contains(plan.resolution())) {
            return new CheckResult(this, false, now);
        }
        if (index != null && !plan.index().map(index::equals).orElse(false)) {
            return new CheckResult(this, false, now + ", not on " + index);
        }
        if (!plan.sorted()) {
            return new CheckResult(this, false, now + " but its results come back in the wrong order");
        }
        return new CheckResult(this, true, now);
    }
}
