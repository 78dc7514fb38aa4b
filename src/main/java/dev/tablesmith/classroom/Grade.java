package dev.tablesmith.classroom;

import java.util.List;

/**
 * The results of an exercise's checks on one design.
 *
 * @param results one result per check, in the exercise's order
 */
public record Grade(List<CheckResult> results) {
    public Grade {
        results = List.copyOf(results);
    }

    /** Whether every check passes. */
    public boolean passed() {
        return results.stream().allMatch(CheckResult::passed);
    }

    /** How many checks pass. */
    public long passedCount() {
        return results.stream().filter(CheckResult::passed).count();
    }
}
