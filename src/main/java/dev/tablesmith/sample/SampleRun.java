package dev.tablesmith.sample;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The outcome of a streamed generation run ({@link SampleGenerator#stream}): the records went to the sink.
 *
 * @param generated     how many records each generated entity got, in the order they were generated
 * @param shortfalls    entities that got fewer records than asked for, and why
 * @param relationships the relationships the run honoured
 */
public record SampleRun(Map<String, Integer> generated, List<SampleResult.Shortfall> shortfalls,
                        Relationships relationships) {
    public SampleRun {
        generated = Collections.unmodifiableMap(new LinkedHashMap<>(generated));
        shortfalls = List.copyOf(shortfalls);
    }

    /** The number of records generated in all. */
    public int recordCount() {
        return generated.values().stream().mapToInt(Integer::intValue).sum();
    }
}
