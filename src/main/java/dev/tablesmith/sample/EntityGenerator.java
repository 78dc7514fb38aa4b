package dev.tablesmith.sample;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Generates the records of one entity. For each record, in this order:
 * <ol>
 *   <li>a copy takes the attributes it shares with record {@code i} of the entity it copies;</li>
 *   <li>references take their values together from one record of the referenced entities;</li>
 *   <li>every other attribute is drawn from its {@link ValuePool} (an optional one only in
 *       {@value SampleGenerator#OPTIONAL_PERCENT}% of the records, unless the table key needs it); an attribute
 *       that identifies the entity gets a value no other item of it has;</li>
 *   <li>derived dates and snapshots are filled in from the values above;</li>
 *   <li>a record whose primary key values repeat an earlier record's is drawn again (a repeated key would
 *       overwrite the earlier item in DynamoDB).</li>
 * </ol>
 * Values are kept in arrays by attribute position while a record is built, which keeps a million records cheap.
 */
final class EntityGenerator {
    /** Draws per record before it is given up as a repeat of an existing primary key. */
    static final int ATTEMPTS_PER_RECORD = 20;
    /** Records given up in a row before the entity is given up: its key space is exhausted. */
    static final int GIVE_UP_AFTER = 50;

    /**
     * Values for some attributes taken together from the records of the entities they refer to.
     *
     * @param tuples  the distinct value tuples of the referenced records
     * @param parents for each tuple, the (first) referenced record it came from
     */
    record ReferenceSource(List<String> attributes, List<List<AttributeValue>> tuples, List<Item> parents,
                           boolean optional) {
    }

    /** An attribute copied from the record the {@code via} attribute's value points to. */
    record SnapshotSource(String attribute, String via, String targetAttribute, Map<AttributeValue, Item> byVia) {
    }

    private final Entity entity;
    private final Random random;
    private final List<Attribute> attributes;
    private final Map<String, Integer> position = new HashMap<>();
    private final ValuePool[] pools;
    private final boolean[] alwaysPresent;
    private final List<ReferenceSource> references;
    private final int[][] referencePositions;
    private final Entity leader;
    private final List<Item> leaderRecords;
    private final Set<AttributeValue>[] uniqueTaken;
    private final List<SnapshotSource> snapshots;
    private final List<Relationships.DerivedDate> derivedDates;
    private final int[] keyPositions;
    private final Random laterRandom;
    /** For each later-timestamp rule: the attribute's position, the reference it follows, the parent's attribute. */
    private final int[] laterPositions;
    private final int[] laterReferences;
    private final String[] laterSources;
    private final Set<List<AttributeValue>> seenKeys = new HashSet<>();
    private int shortfall;

    @SuppressWarnings("unchecked")
    EntityGenerator(Entity entity, KeyUsage usage, Random random, Map<String, ValuePool> pools,
                    List<ReferenceSource> references, Entity leader, List<Item> leaderRecords,
                    Map<String, Set<AttributeValue>> uniqueTaken, List<SnapshotSource> snapshots,
                    List<Relationships.DerivedDate> derivedDates, List<Relationships.LaterTime> laterTimes,
                    Random laterRandom, List<Item> existingRecords) {
        this.entity = entity;
        this.random = random;
        this.attributes = entity.attributes();
        int size = attributes.size();
        this.pools = new ValuePool[size];
        this.alwaysPresent = new boolean[size];
        this.uniqueTaken = new Set[size];
        for (int i = 0; i < size; i++) {
            String name = attributes.get(i).name();
            position.putIfAbsent(name, i);
            this.pools[i] = pools.get(name);
            this.alwaysPresent[i] = attributes.get(i).required() || usage.inPrimaryKey(name);
            this.uniqueTaken[i] = uniqueTaken.get(name);
        }
        this.references = references;
        this.referencePositions = references.stream()
                .map(r -> r.attributes().stream().mapToInt(this::positionOf).toArray()).toArray(int[][]::new);
        this.leader = leader;
        this.leaderRecords = leaderRecords == null ? List.of() : leaderRecords;
        this.snapshots = snapshots;
        this.derivedDates = derivedDates;
        this.laterRandom = laterRandom;
        List<int[]> later = new ArrayList<>(); // {attribute position, reference index}, grouped by attribute below
        for (Relationships.LaterTime time : laterTimes) {
            for (int r = 0; r < references.size(); r++) {
                if (references.get(r).attributes().equals(time.via()) && position.containsKey(time.attribute())) {
                    later.add(new int[] {positionOf(time.attribute()), r});
                    break;
                }
            }
        }
        later.sort(java.util.Comparator.comparingInt(l -> l[0]));
        this.laterPositions = later.stream().mapToInt(l -> l[0]).toArray();
        this.laterReferences = later.stream().mapToInt(l -> l[1]).toArray();
        this.laterSources = later.stream().map(l -> attributes.get(l[0]).name()).toArray(String[]::new);
        // an undeclared template attribute is the validator's business; it just takes no part in uniqueness here
        this.keyPositions = usage.primaryKeyAttributes().stream().filter(position::containsKey)
                .mapToInt(this::positionOf).toArray();
        for (Item record : existingRecords) {
            AttributeValue[] values = new AttributeValue[size];
            record.attributes().forEach((name, value) -> {
                Integer at = position.get(name);
                if (at != null) {
                    values[at] = value;
                }
            });
            seenKeys.add(primaryKey(values));
        }
    }

    private int positionOf(String attribute) {
        Integer at = position.get(attribute);
        if (at == null) {
            throw new IllegalArgumentException(entity.name() + " has no attribute " + attribute);
        }
        return at;
    }

    /** How many records could not be generated without repeating a primary key. */
    int shortfall() {
        return shortfall;
    }

    /** Receives each record as it is made. */
    @FunctionalInterface
    interface Made {
        /** Record {@code index} (from 0, counting only the records made). */
        void record(int index, Item record);
    }

    /**
     * Generates up to {@code count} records, handing each to {@code made} and keeping none, and tells
     * {@code progress} every {@link GenerationProgress#EVERY}.
     *
     * @return how many records were made
     */
    int generate(int count, java.util.function.IntConsumer progress, Made made) {
        int records = 0;
        long taken = 0;
        for (Set<AttributeValue> set : uniqueTaken) {
            taken = Math.max(taken, set == null ? 0 : set.size());
        }
        long needed = count + taken;
        int failuresInARow = 0;
        for (int i = 0; i < count; i++) {
            if (i > 0 && i % GenerationProgress.EVERY == 0) {
                progress.accept(i);
            }
            Optional<Item> record = Optional.empty();
            for (int attempt = 0; attempt < ATTEMPTS_PER_RECORD && record.isEmpty(); attempt++) {
                record = attempt(i, needed);
            }
            if (record.isEmpty()) {
                shortfall++;
                if (++failuresInARow >= GIVE_UP_AFTER) {
                    shortfall += count - i - 1;
                    break;
                }
                continue;
            }
            failuresInARow = 0;
            made.record(records++, record.get());
        }
        return records;
    }

    /** One draw of record {@code index}; empty when its primary key repeats an earlier record's. */
    private Optional<Item> attempt(int index, long needed) {
        int size = attributes.size();
        AttributeValue[] values = new AttributeValue[size];
        boolean[] inherited = new boolean[size];
        boolean[] absent = new boolean[size];
        copyFromLeader(index, values, inherited, absent);
        Item[] parents = new Item[references.size()];
        for (int r = 0; r < references.size(); r++) {
            parents[r] = takeReference(references.get(r), referencePositions[r], values, inherited, absent);
        }
        for (int a = 0; a < size; a++) {
            if (values[a] != null || absent[a] || (!alwaysPresent[a] && !present())) {
                continue;
            }
            Set<AttributeValue> taken = uniqueTaken[a];
            values[a] = taken == null ? pools[a].draw(random) : pools[a].drawFresh(random, taken, needed);
        }
        takeLaterTimes(values, inherited, parents);
        deriveDates(values, inherited);
        takeSnapshots(values, inherited);
        if (!seenKeys.add(primaryKey(values))) {
            return Optional.empty();
        }
        Map<String, AttributeValue> ordered = new LinkedHashMap<>();
        for (int a = 0; a < size; a++) {
            if (values[a] != null) {
                ordered.putIfAbsent(attributes.get(a).name(), values[a]);
                if (uniqueTaken[a] != null) {
                    uniqueTaken[a].add(values[a]);
                }
            }
        }
        return Optional.of(new Item(ordered));
    }

    /** Takes the reference's values from one referenced record; returns that record, or null when none. */
    private Item takeReference(ReferenceSource reference, int[] at, AttributeValue[] values, boolean[] inherited,
                               boolean[] absent) {
        if (reference.tuples().isEmpty()) {
            return null;
        }
        for (int a : at) {
            if (values[a] != null || absent[a]) {
                return null;
            }
        }
        if (reference.optional() && !present()) {
            for (int a : at) {
                absent[a] = true;
            }
            return null;
        }
        int chosen = random.nextInt(reference.tuples().size());
        List<AttributeValue> tuple = reference.tuples().get(chosen);
        for (int i = 0; i < at.length; i++) {
            values[at[i]] = tuple.get(i);
            inherited[at[i]] = true;
        }
        return reference.parents().get(chosen);
    }

    /**
     * A timestamp the referenced records have too is set after the latest of theirs (a comment after its post and
     * after its author signed up), unless it was copied from a leader.
     */
    private void takeLaterTimes(AttributeValue[] values, boolean[] inherited, Item[] parents) {
        for (int i = 0; i < laterPositions.length; i++) {
            int a = laterPositions[i];
            if (values[a] == null || inherited[a] || (i > 0 && laterPositions[i - 1] == a)) {
                continue;
            }
            List<AttributeValue> earlier = new ArrayList<>(2);
            for (int j = i; j < laterPositions.length; j++) {
                Item parent = parents[laterReferences[j]];
                if (laterPositions[j] == a && parent != null) {
                    parent.get(laterSources[j]).ifPresent(earlier::add);
                }
            }
            TimeAfter.after(earlier, laterRandom).ifPresent(later -> values[a] = later);
        }
    }

    private boolean present() {
        return random.nextDouble() < SampleGenerator.OPTIONAL_PRESENCE;
    }

    /** Record {@code index} of a copy takes every shared attribute the leader's record {@code index} has. */
    private void copyFromLeader(int index, AttributeValue[] values, boolean[] inherited, boolean[] absent) {
        if (index >= leaderRecords.size()) {
            return;
        }
        Item source = leaderRecords.get(index);
        for (int a = 0; a < attributes.size(); a++) {
            Attribute attribute = attributes.get(a);
            Optional<Attribute> theirs = leader.attribute(attribute.name());
            if (theirs.isEmpty() || theirs.get().type() != attribute.type()) {
                continue;
            }
            AttributeValue value = source.attributes().get(attribute.name());
            if (value != null && fits(attribute, value)) {
                values[a] = value;
                inherited[a] = true;
            } else if (value == null && !alwaysPresent[a]) {
                absent[a] = true;
            }
        }
    }

    private void deriveDates(AttributeValue[] values, boolean[] inherited) {
        for (Relationships.DerivedDate derived : derivedDates) {
            int date = positionOf(derived.dateAttribute());
            AttributeValue timestamp = values[positionOf(derived.timestampAttribute())];
            if (values[date] != null && !inherited[date] && timestamp instanceof AttributeValue.S s
                    && s.value().length() >= 10) {
                values[date] = AttributeValue.s(s.value().substring(0, 10));
            }
        }
    }

    private void takeSnapshots(AttributeValue[] values, boolean[] inherited) {
        for (SnapshotSource snapshot : snapshots) {
            int at = positionOf(snapshot.attribute());
            AttributeValue via = values[positionOf(snapshot.via())];
            if (via == null || values[at] == null || inherited[at]) {
                continue;
            }
            Item target = snapshot.byVia().get(via);
            AttributeValue value = target == null ? null : target.attributes().get(snapshot.targetAttribute());
            if (value != null && fits(attributes.get(at), value)) {
                values[at] = value;
            }
        }
    }

    /** Whether a value copied from elsewhere suits this entity's declaration (type, enum). */
    private static boolean fits(Attribute attribute, AttributeValue value) {
        if (value.type() != attribute.type()) {
            return false;
        }
        if (attribute.enumValues().isEmpty()) {
            return true;
        }
        String text = value instanceof AttributeValue.S s ? s.value()
                : value instanceof AttributeValue.N n ? n.value() : null;
        return text != null && attribute.enumValues().contains(text);
    }

    private List<AttributeValue> primaryKey(AttributeValue[] values) {
        AttributeValue[] key = new AttributeValue[keyPositions.length];
        for (int i = 0; i < key.length; i++) {
            key[i] = values[keyPositions[i]];
        }
        return Arrays.asList(key);
    }
}
