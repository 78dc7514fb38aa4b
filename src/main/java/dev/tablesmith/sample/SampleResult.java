package dev.tablesmith.sample;

import dev.tablesmith.model.Table;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of a generation run.
 *
 * @param table         the table with the generated records in place (replaced or appended)
 * @param generated     how many records each generated entity got, in the order they were generated
 * @param shortfalls    entities that got fewer records than asked for, and why
 * @param relationships the relationships the run honoured
 */
public record SampleResult(Table table, Map<String, Integer> generated, List<Shortfall> shortfalls,
                           Relationships relationships) {
    public SampleResult {
        generated = Collections.unmodifiableMap(new LinkedHashMap<>(generated));
        shortfalls = List.copyOf(shortfalls);
    }

    /** The number of records generated in all. */
    public int recordCount() {
        return generated.values().stream().mapToInt(Integer::intValue).sum();
    }

    /**
     * An entity that got fewer records than asked for: every further record would have repeated a primary key,
     * which in DynamoDB overwrites the earlier item instead of adding one (e.g. a membership between the same user
     * and group when there are only three users and two groups).
     *
     * @param entity    the entity
     * @param requested how many records were asked for
     * @param generated how many it got
     * @param reason    why, in words
     */
    public record Shortfall(String entity, int requested, int generated, String reason) {
        /** One line: {@code Membership: 6 of 10 records: ...}. */
        public String message() {
            return entity + ": " + generated + " of " + requested + " records: " + reason;
        }
    }
}
