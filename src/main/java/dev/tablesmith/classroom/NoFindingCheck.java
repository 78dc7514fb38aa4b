package dev.tablesmith.classroom;

import dev.tablesmith.review.Finding;
import java.util.List;
import java.util.Objects;

/**
 * "No finding of rule Y": the design review must not report the rule (a review rule id such as
 * {@code scan-required} or {@code hot-partition}) anywhere in the design.
 *
 * @param ruleId the review rule's id
 */
public record NoFindingCheck(String ruleId) implements ExerciseCheck {
    public NoFindingCheck {
        Objects.requireNonNull(ruleId, "ruleId");
    }

    @Override
    public String describe() {
        return "The review finds no " + ruleId;
    }

    @Override
    public CheckResult evaluate(DesignFacts facts) {
        List<Finding> found = facts.findings().stream().filter(f -> f.ruleId().equals(ruleId)).toList();
        if (found.isEmpty()) {
            return new CheckResult(this, true, "no " + ruleId + " finding");
        }
        String first = found.get(0).message();
        return new CheckResult(this, false, found.size() == 1 ? first
                : first + " (and " + (found.size() - 1) + " more)");
    }
}
