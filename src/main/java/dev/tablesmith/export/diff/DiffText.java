package dev.tablesmith.export.diff;

import java.util.List;

/** A diff as plain text for a terminal: one group per section, each change with its impact indented below it. */
public final class DiffText {
    private DiffText() {
    }

    public static String render(DesignDiff diff) {
        StringBuilder text = new StringBuilder();
        String names = diff.oldName().equals(diff.newName()) ? diff.oldName()
                : diff.oldName() + " -> " + diff.newName();
        if (diff.isEmpty()) {
            return text.append(names).append(": no differences\n").toString();
        }
        int count = diff.changes().size();
        text.append(names).append(": ").append(count).append(count == 1 ? " change" : " changes")
                .append(", heaviest impact: ").append(diff.heaviestImpact().label()).append('\n');
        for (DiffSection section : DiffSection.values()) {
            List<DesignChange> changes = diff.changes(section);
            if (changes.isEmpty()) {
                continue;
            }
            text.append('\n').append(section.title()).append('\n');
            for (DesignChange change : changes) {
                text.append("  ").append(sign(change.kind())).append(' ').append(change.subject()).append(": ")
                        .append(change.summary()).append('\n');
                text.append("      ").append(change.impact().label());
                if (change.touchesItems()) {
                    text.append(", ").append(Counts.items(change.itemsAffected()));
                }
                text.append(": ").append(change.impactText()).append('\n');
            }
        }
        text.append("\nMonthly cost\n");
        for (PatternCost cost : diff.changedCosts()) {
            text.append("  ").append(cost.patternId()).append(' ').append(cost.name()).append(": ")
                    .append(cost.before().isPresent() ? Counts.dollars(cost.before().getAsDouble()) : "new")
                    .append(" -> ")
                    .append(cost.after().isPresent() ? Counts.dollars(cost.after().getAsDouble()) : "removed")
                    .append(" (").append(Counts.signedDollars(cost.delta())).append(")\n");
        }
        text.append("  total: ").append(Counts.dollars(diff.totalBefore())).append(" -> ")
                .append(Counts.dollars(diff.totalAfter())).append(" (")
                .append(Counts.signedDollars(diff.totalAfter() - diff.totalBefore())).append(")\n");
        return text.toString();
    }

    /** {@code +} added, {@code -} removed, {@code ~} changed, as in a patch. */
    static String sign(ChangeKind kind) {
        return switch (kind) {
            case ADDED -> "+";
            case REMOVED -> "-";
            case CHANGED -> "~";
        };
    }
}
