package dev.tablesmith.review;

import java.util.Objects;

/**
 * One result of the design review: a rule that fired, where, what in one line, and why it matters in a short
 * paragraph a student of DynamoDB can follow.
 *
 * @param ruleId      the rule's stable id, e.g. {@code scan-required} (see {@link ReviewRule})
 * @param severity    how much it matters
 * @param location    where it is
 * @param message     one line saying what was found
 * @param explanation a short teaching paragraph: the DynamoDB rule behind it and how to fix it
 */
public record Finding(String ruleId, Severity severity, FindingLocation location, String message,
                      String explanation) {
    public Finding {
        Objects.requireNonNull(ruleId, "ruleId");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(location, "location");
        Objects.requireNonNull(message, "message");
        explanation = explanation == null ? "" : explanation;
        if (message.contains("\n")) {
            throw new IllegalArgumentException("a finding's message is one line: " + message);
        }
    }

    /** A finding of {@code rule}, with the rule's id and severity. */
    public static Finding of(ReviewRule rule, FindingLocation location, String message, String explanation) {
        return new Finding(rule.id(), rule.severity(), location, message, explanation);
    }
}
