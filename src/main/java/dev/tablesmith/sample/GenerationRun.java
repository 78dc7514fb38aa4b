package dev.tablesmith.sample;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.sample.EntityGenerator.ReferenceSource;
import dev.tablesmith.sample.EntityGenerator.SnapshotSource;
import dev.tablesmith.sample.Relationships.Identity;
import dev.tablesmith.sample.Relationships.Reference;
import dev.tablesmith.sample.Relationships.Snapshot;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;

/** One generation run over one table: prepares each entity's sources from the records generated before it. */
final class GenerationRun {
    private final Table table;
    private final long seed;
    private final ShapeDetector detector;
    private final Relationships relationships;
    private final RecordMode mode;
    private final Map<String, List<Item>> records = new LinkedHashMap<>();
    private final Map<String, List<Item>> fresh = new HashMap<>();
    private final boolean wholeRecords;

    GenerationRun(Table table, long seed, ShapeDetector detector, RecordMode mode) {
        this(table, seed, detector, mode, false);
    }

    /** For tests: {@code wholeRecords} keeps every generated record whole, as runs did before issue 21. */
    GenerationRun(Table table, long seed, ShapeDetector detector, RecordMode mode, boolean wholeRecords) {
        this.wholeRecords = wholeRecords;
        this.table = table;
        this.seed = seed;
        this.detector = detector;
        this.relationships = Relationships.infer(table);
        this.mode = mode;
    }

    /**
     * Generates the records, handing each to {@code sink} as it is made, and keeps of them only what later entities
     * of the run read ({@link RetainedAttributes}).
     */
    SampleRun run(Map<String, Integer> counts, GenerationProgress progress, RecordSink sink) {
        for (Entity entity : table.entities()) {
            boolean replaced = counts.containsKey(entity.name()) && mode == RecordMode.REPLACE;
            records.put(entity.name(), new ArrayList<>(replaced ? List.of() : entity.records()));
        }
        GenerationOrder plan = GenerationOrder.of(table, relationships, counts.keySet());
        Map<String, Integer> generated = new LinkedHashMap<>();
        List<SampleResult.Shortfall> shortfalls = new ArrayList<>();
        long total = counts.values().stream().mapToLong(Integer::longValue).sum();
        long before = 0;
        int number = 0;
        for (String name : plan.order()) {
            Entity entity = table.entity(name).orElseThrow();
            int count = counts.get(name);
            int entityNumber = ++number;
            long done = before;
            report(progress, new GenerationProgress.Step(name, entityNumber, plan.order().size(), done, total));
            EntityGenerator generator = generator(entity, plan.leaderOf().get(name), count);
            RetainedAttributes retained = wholeRecords ? RetainedAttributes.WHOLE
                    : RetainedAttributes.of(table, relationships, plan.leaderOf(), name);
            List<Item> kept = new ArrayList<>();
            int made = generator.generate(count, records -> report(progress,
                    new GenerationProgress.Step(name, entityNumber, plan.order().size(), done + records, total)),
                    (index, record) -> {
                        sink.record(name, index, record);
                        if (!retained.none()) {
                            kept.add(retained.of(record));
                        }
                    });
            sink.entityDone(name, made);
            before += count;
            records.get(name).addAll(kept);
            fresh.put(name, kept);
            generated.put(name, made);
            if (generator.shortfall() > 0) {
                List<String> keyAttributes = KeyUsage.of(table, entity).primaryKeyAttributes();
                shortfalls.add(new SampleResult.Shortfall(name, count, made, "more would repeat a primary key"
                        + " already used (" + (keyAttributes.isEmpty() ? "the table key templates are constants"
                        : "the values of " + String.join(", ", keyAttributes) + " ran out of combinations") + ")"));
            }
        }
        return new SampleRun(generated, shortfalls, relationships);
    }

    private static void report(GenerationProgress progress, GenerationProgress.Step step) {
        if (!progress.report(step)) {
            throw new CancellationException("sample data generation stopped at " + step.entity());
        }
    }

    private EntityGenerator generator(Entity entity, String leaderName, int count) {
        KeyUsage usage = KeyUsage.of(table, entity);
        boolean isCopy = leaderName != null;
        Map<String, Set<AttributeValue>> uniqueTaken = uniqueTaken(entity);
        Map<String, ValuePool> pools = new HashMap<>();
        for (Attribute attribute : entity.attributes()) {
            boolean ttl = attribute.name().equals(table.settings().ttlAttribute());
            ValueShape shape = detector.detect(attribute, entity.name(), usage, ttl);
            Set<AttributeValue> taken = uniqueTaken.get(attribute.name());
            if (taken != null && shape instanceof NumberShape numbers) {
                shape = numbers.holding(2L * (count + taken.size()));
            }
            pools.put(attribute.name(), new ValuePool(shape, attribute.distinctValues()));
        }
        List<ReferenceSource> references = relationships.referencesFrom(entity.name()).stream()
                .map(r -> referenceSource(entity, usage, r)).toList();
        List<SnapshotSource> snapshots = relationships.snapshots().stream()
                .filter(s -> s.entity().equals(entity.name())).map(this::snapshotSource).toList();
        List<Relationships.DerivedDate> derived = relationships.derivedDates().stream()
                .filter(d -> d.entity().equals(entity.name())).toList();
        List<Relationships.LaterTime> later = relationships.laterTimes().stream()
                .filter(t -> t.entity().equals(entity.name())).toList();
        return new EntityGenerator(entity, usage, Draws.random(seed, "records:" + entity.name()), pools,
                references, isCopy ? table.entity(leaderName).orElseThrow() : null,
                isCopy ? fresh.get(leaderName) : null, uniqueTaken, snapshots, derived, later,
                Draws.random(seed, "later:" + entity.name()), records.get(entity.name()));
    }

    /** The distinct value tuples of the referenced entities' current records. */
    private ReferenceSource referenceSource(Entity entity, KeyUsage usage, Reference reference) {
        Map<List<AttributeValue>, Item> tuples = new LinkedHashMap<>();
        for (String target : reference.targets()) {
            for (Item record : records.getOrDefault(target, List.of())) {
                List<AttributeValue> tuple = new ArrayList<>(reference.attributes().size());
                for (String attribute : reference.attributes()) {
                    record.get(attribute).ifPresent(tuple::add);
                }
                if (tuple.size() == reference.attributes().size()) {
                    tuples.putIfAbsent(List.copyOf(tuple), record);
                }
            }
        }
        boolean optional = reference.attributes().stream().noneMatch(a -> usage.inPrimaryKey(a)
                || entity.attribute(a).map(Attribute::required).orElse(false));
        return new ReferenceSource(reference.attributes(), new ArrayList<>(tuples.keySet()),
                new ArrayList<>(tuples.values()), optional);
    }

    private SnapshotSource snapshotSource(Snapshot snapshot) {
        Map<AttributeValue, Item> byVia = new HashMap<>();
        for (Item record : records.getOrDefault(snapshot.target(), List.of())) {
            record.get(snapshot.via()).ifPresent(v -> byVia.putIfAbsent(v, record));
        }
        return new SnapshotSource(snapshot.attribute(), snapshot.via(), snapshot.targetAttribute(), byVia);
    }

    /**
     * For each attribute that alone identifies the entity: the values already used by the entity and by every
     * entity identified by the same attribute (a new order id must not be an id an OrderHeader already has).
     */
    private Map<String, Set<AttributeValue>> uniqueTaken(Entity entity) {
        Map<String, Set<AttributeValue>> taken = new HashMap<>();
        for (Identity identity : relationships.identitiesOf(entity.name())) {
            if (identity.attributes().size() != 1) {
                continue;
            }
            String attribute = identity.attributes().get(0);
            Set<String> holders = relationships.identities().stream()
                    .filter(i -> i.attributes().equals(identity.attributes())).map(Identity::entity)
                    .collect(Collectors.toCollection(HashSet::new));
            holders.add(entity.name());
            Set<AttributeValue> values = taken.computeIfAbsent(attribute, a -> new HashSet<>());
            for (String holder : holders) {
                records.getOrDefault(holder, List.of()).forEach(r -> r.get(attribute).ifPresent(values::add));
            }
        }
        return taken;
    }
}
