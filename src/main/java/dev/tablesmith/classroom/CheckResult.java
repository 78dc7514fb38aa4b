package dev.tablesmith.classroom;

import java.util.Objects;

/**
 * The outcome of one {@link ExerciseCheck} on one design.
 *
 * @param check  the check
 * @param passed whether the design meets it
 * @param detail one line saying what the design does now, e.g. "AP16 is a Scan"
 */
public record CheckResult(ExerciseCheck check, boolean passed, String detail) {
    public CheckResult {
        Objects.requireNonNull(check, "check");
        detail = detail == null ? "" : detail;
    }
}
