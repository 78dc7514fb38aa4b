package dev.tablesmith.sample;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Generates sample records for a table's entities: N records per entity, as plain attribute values exactly like
 * {@link Entity#records()}, from which the engine renders items through the key templates.
 *
 * <p>Values follow the attribute declarations (type, {@code enum}, the shape of the examples, the name, the
 * distinct-value estimate, required or optional) and what the key templates need (a value for every table key
 * attribute, since DynamoDB rejects an item without its full primary key; numbers that fit their {@code pad};
 * ISO dates where a {@code date} filter reads them). Records honour the {@link Relationships} inferred from the
 * design: an order's {@code customerId} is a generated customer's, an order line's {@code orderId} a generated
 * order's, and two entities that store the same orders agree on them. No two records of an entity share primary
 * key values, because a second PutItem with the same key overwrites the first item.
 *
 * <p>Deterministic: the same seed and the same design give the same records, on any JVM and in any default locale;
 * nothing reads the clock. Each entity draws from its own random stream, so adding an entity to a run does not
 * change the values of another (except through references). An instance caches the word lists it drew from
 * datafaker and is not thread-safe; use one per thread.
 */
public final class SampleGenerator {
    /** The share of records that have an optional attribute. */
    public static final double OPTIONAL_PRESENCE = 0.7;
    /** {@link #OPTIONAL_PRESENCE} as a percentage, for messages and documentation. */
    public static final int OPTIONAL_PERCENT = 70;

    private final long seed;
    private final ShapeDetector detector;

    public SampleGenerator(long seed) {
        this.seed = seed;
        this.detector = new ShapeDetector(new Vocabularies(seed));
    }

    public long seed() {
        return seed;
    }

    /** Replaces the records of every entity of the table with {@code countPerEntity} generated ones. */
    public SampleResult generate(Table table, int countPerEntity) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        table.entities().forEach(e -> counts.put(e.name(), countPerEntity));
        return generate(table, counts, RecordMode.REPLACE);
    }

    /**
     * Generates records for the named entities; the other entities keep their records, and references to them
     * draw from those.
     *
     * @param counts how many records to generate for each entity, by entity name
     * @param mode   whether the new records replace or follow the existing ones
     * @throws IllegalArgumentException for an entity the table does not have, or a negative count
     */
    public SampleResult generate(Table table, Map<String, Integer> counts, RecordMode mode) {
        return generate(table, counts, mode, GenerationProgress.NONE);
    }

    /**
     * {@link #generate(Table, Map, RecordMode)}, telling {@code progress} how far it has got.
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} asks to stop
     */
    public SampleResult generate(Table table, Map<String, Integer> counts, RecordMode mode,
                                 GenerationProgress progress) {
        Map<String, List<Item>> made = new HashMap<>();
        SampleRun run = stream(table, counts, mode, progress,
                (entity, index, record) -> made.computeIfAbsent(entity, e -> new ArrayList<>()).add(record));
        List<Entity> entities = table.entities().stream().map(e -> {
            if (!counts.containsKey(e.name())) {
                return e;
            }
            List<Item> records = new ArrayList<>(mode == RecordMode.APPEND ? e.records() : List.of());
            records.addAll(made.getOrDefault(e.name(), List.of()));
            return e.withRecords(records);
        }).toList();
        return new SampleResult(table.withEntities(entities), run.generated(), run.shortfalls(), run.relationships());
    }

    /**
     * {@link #generate(Table, Map, RecordMode, GenerationProgress)} without holding the records: each goes to
     * {@code sink} as it is made, and the run keeps only the values later entities draw from. The records and their
     * order are exactly those {@code generate} puts in the table (after the existing ones when appending).
     *
     * @throws java.util.concurrent.CancellationException when {@code progress} asks to stop
     * @throws IllegalArgumentException for an entity the table does not have, or a negative count
     */
    public SampleRun stream(Table table, Map<String, Integer> counts, RecordMode mode, GenerationProgress progress,
                            RecordSink sink) {
        List<String> known = table.entities().stream().map(Entity::name).toList();
        for (Map.Entry<String, Integer> count : counts.entrySet()) {
            if (!known.contains(count.getKey())) {
                throw new IllegalArgumentException("unknown entity '" + count.getKey() + "'; table " + table.name()
                        + " has " + (known.isEmpty() ? "no entities" : known.stream()
                        .collect(Collectors.joining(", "))));
            }
            if (count.getValue() == null || count.getValue() < 0) {
                throw new IllegalArgumentException("the record count for " + count.getKey()
                        + " cannot be negative: " + count.getValue());
            }
        }
        return new GenerationRun(table, seed, detector, mode).run(counts, progress, sink);
    }
}
