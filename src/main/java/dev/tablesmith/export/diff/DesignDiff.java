package dev.tablesmith.export.diff;

import java.util.List;

/**
 * The semantic difference between an older and a newer design.
 *
 * @param oldName the old design's name
 * @param newName the new design's name
 * @param changes every change, in section order, then by subject
 * @param costs   every pattern in either version with its monthly cost before and after
 */
public record DesignDiff(String oldName, String newName, List<DesignChange> changes, List<PatternCost> costs) {
    public DesignDiff {
        changes = List.copyOf(changes);
        costs = List.copyOf(costs);
    }

    /** Whether the designs are the same in everything the diff compares. */
    public boolean isEmpty() {
        return changes.isEmpty();
    }

    /** The changes of one section, in report order. */
    public List<DesignChange> changes(DiffSection section) {
        return changes.stream().filter(c -> c.section() == section).toList();
    }

    /** The patterns whose monthly cost moved. */
    public List<PatternCost> changedCosts() {
        return costs.stream().filter(PatternCost::changed).toList();
    }

    /** USD per month of every pattern in the old design. */
    public double totalBefore() {
        return costs.stream().mapToDouble(c -> c.before().orElse(0)).sum();
    }

    /** USD per month of every pattern in the new design. */
    public double totalAfter() {
        return costs.stream().mapToDouble(c -> c.after().orElse(0)).sum();
    }

    /** The heaviest impact of any change, or {@link Impact#NONE} without changes. */
    public Impact heaviestImpact() {
        return changes.stream().map(DesignChange::impact).min(Enum::compareTo).orElse(Impact.NONE);
    }
}
