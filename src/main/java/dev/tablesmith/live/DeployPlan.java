package dev.tablesmith.live;

import java.util.ArrayList;
import java.util.List;

/**
 * What deploying a design's table will do, worked out from {@code DescribeTable}, {@code DescribeTimeToLive} and
 * {@code DescribeContinuousBackups} before anything is written: the steps (create the table, or add each missing
 * GSI one at a time and a missing stream; then enable TTL and turn point-in-time recovery on or off), the
 * differences that are reported but never changed (a different key schema, an index with another key or
 * projection, a missing LSI, which only CreateTable can add, a stream of another view type, TTL on another
 * attribute), and notes (indexes, a stream or TTL the live table has and the design does not, a billing mode that
 * differs, point-in-time recovery the endpoint does not implement).
 *
 * @param tableName   the table
 * @param tableExists whether the table exists already
 * @param steps       the writes, in order; empty when the live table already matches
 * @param mismatches  differences a deploy cannot fix
 * @param notes       differences left as they are on purpose
 */
public record DeployPlan(String tableName, boolean tableExists, List<DeployStep> steps, List<String> mismatches,
                         List<String> notes) {
    public DeployPlan {
        steps = List.copyOf(steps);
        mismatches = List.copyOf(mismatches);
        notes = List.copyOf(notes);
    }

    /** Whether the deploy writes anything. */
    public boolean writes() {
        return !steps.isEmpty();
    }

    /** The plan as lines of text: each step, each mismatch, each note. */
    public List<String> describe() {
        List<String> lines = new ArrayList<>();
        if (steps.isEmpty()) {
            lines.add("table " + tableName + (tableExists ? " exists and has everything the design needs: "
                    + "nothing to do" : ": nothing to do"));
        }
        for (int i = 0; i < steps.size(); i++) {
            lines.add((i + 1) + ". " + steps.get(i).description());
        }
        mismatches.forEach(m -> lines.add("differs (not changed): " + m));
        notes.forEach(n -> lines.add("note: " + n));
        return lines;
    }
}
