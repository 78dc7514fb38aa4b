package dev.tablesmith.export.diff;

import java.util.OptionalDouble;

/**
 * A pattern's estimated monthly cost (on-demand request units at its request rate) in both versions.
 *
 * @param patternId the pattern's id
 * @param name      its name in the newer version (the older one when removed)
 * @param before    USD per month in the old design, empty when the pattern is new
 * @param after     USD per month in the new design, empty when the pattern was removed
 */
public record PatternCost(String patternId, String name, OptionalDouble before, OptionalDouble after) {
    /** After minus before, a missing side counting as zero. */
    public double delta() {
        return after.orElse(0) - before.orElse(0);
    }

    /** Whether the cost moved by at least half a cent a month. */
    public boolean changed() {
        return before.isPresent() != after.isPresent() || Math.abs(delta()) >= 0.005;
    }
}
