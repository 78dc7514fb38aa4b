package dev.tablesmith.live;

import dev.tablesmith.planner.ReadOutcome;
import java.util.List;

/**
 * How one read pattern fared in a verify: its prediction, the live answer and the differences between them in
 * words (none when they agree).
 */
public record PatternVerdict(String patternId, String patternName, String resolution, ReadOutcome predicted,
                             ReadOutcome live, List<String> differences, double liveMillis) {
    public PatternVerdict {
        differences = List.copyOf(differences);
    }

    public boolean agrees() {
        return differences.isEmpty();
    }
}
