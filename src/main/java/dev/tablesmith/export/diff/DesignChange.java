package dev.tablesmith.export.diff;

import java.util.Objects;

/**
 * One difference between two designs and its consequence for a live table.
 *
 * @param section       the part of the design it is in
 * @param kind          added, removed or changed
 * @param subject       what changed, e.g. {@code GSI3}, {@code Order SK}, {@code AP16}
 * @param summary       the change itself in one line, e.g. {@code ORDER#{orderDate}#{orderId} -> ORDER#{orderId}}
 * @param impact        what it means for a live table
 * @param impactText    that consequence in one or two sentences, with the DynamoDB rule behind it
 * @param itemsAffected the estimated number of existing items written, copied or indexed, or -1 when none
 */
public record DesignChange(DiffSection section, ChangeKind kind, String subject, String summary, Impact impact,
                           String impactText, long itemsAffected) {
    public DesignChange {
        Objects.requireNonNull(section, "section");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(subject, "subject");
        Objects.requireNonNull(summary, "summary");
        Objects.requireNonNull(impact, "impact");
        impactText = impactText == null ? "" : impactText;
    }

    /** Whether the change touches existing items (a count is known). */
    public boolean touchesItems() {
        return itemsAffected >= 0;
    }
}
