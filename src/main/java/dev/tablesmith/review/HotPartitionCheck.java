package dev.tablesmith.review;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.Resolution;
import dev.tablesmith.template.KeyTemplate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * {@code hot-partition}: DynamoDB serves at most about 1,000 write units and 3,000 read units per second from one
 * partition, and one partition key value always lives in one partition, so a key that takes more than that is
 * throttled however much capacity the table has.
 *
 * <p>Estimate, per partition key value: for each pattern that writes (reads) through an index, its rate times the
 * write (read) units one call spends on that index, divided by the number of distinct partition key values the
 * entity's template takes (1 for a constant such as {@code OPEN}; a pattern's fixed inputs such as
 * {@code status = PENDING} count once), assuming calls spread evenly over those values. Loads of patterns that
 * use the same template on the same index add up; an LSI's load counts towards the table's partitions, which it
 * shares. Writes come from {@link WriteLoads}, reads from the planner's cost per call; Scans are left to
 * {@code scan-required}. An attribute that declares a skew ({@code hotShare}) sends that share of the calls to its
 * hottest value instead of an even spread ({@link KeySkew}).
 *
 * <p>The limits apply together: one partition serves 3,000 read units, or 1,000 write units, "or a linear
 * combination of both" (Developer Guide, "Understanding DynamoDB warm throughput in different scenarios"; AWS
 * re:Post "on-demand table throttling"), so a key whose reads and writes are each under their ceiling is still hot
 * when reads / 3,000 + writes / 1,000 is above 1.
 *
 * <p>Each finding names the fewest shards that bring every shard under the ceiling, {@code ceil(load / ceiling)},
 * and the count that keeps each at or below {@value #HEADROOM_PERCENT}% of it, for spikes and an uneven spread.
 */
final class HotPartitionCheck implements ReviewCheck {
    /** Write units per second one partition serves. */
    static final double WRITE_CEILING = 1000;
    /** Read units per second one partition serves. */
    static final double READ_CEILING = 3000;
    /** The share of the ceiling the headroom shard count keeps each shard at, in percent. */
    static final int HEADROOM_PERCENT = 80;

    record Contribution(AccessPattern pattern, Entity entity, String index, double perCall, double rate,
                                double distinct, double share) {
        double perPartition() {
            return rate * perCall * share;
        }
    }

    static final class Load {
        final String owner;
        final List<KeyTemplate> templates;
        final Map<String, AttributeValue> fixed;
        final List<Contribution> contributions = new ArrayList<>();
        /** The declared skew of the key's attributes, in words, when there is one. */
        final Optional<String> skew;

        Load(String owner, List<KeyTemplate> templates, Map<String, AttributeValue> fixed, Optional<String> skew) {
            this.owner = owner;
            this.templates = templates;
            this.fixed = fixed;
            this.skew = skew;
        }

        double total() {
            return contributions.stream().mapToDouble(Contribution::perPartition).sum();
        }

        Contribution largest() {
            return contributions.stream().max(Comparator.comparingDouble(Contribution::perPartition)).orElseThrow();
        }
    }

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        Map<String, Load> writes = new LinkedHashMap<>();
        Map<String, Load> reads = new LinkedHashMap<>();
        collectWrites(context, writes);
        collectReads(context, reads);
        for (Load load : writes.values()) {
            if (load.total() > WRITE_CEILING) {
                findings.add(finding(context, load, true));
            }
        }
        for (Load load : reads.values()) {
            if (load.total() > READ_CEILING) {
                findings.add(finding(context, load, false));
            }
        }
        writes.forEach((key, write) -> {
            Load read = reads.get(key);
            if (read != null && write.total() <= WRITE_CEILING && read.total() <= READ_CEILING
                    && combined(read.total(), write.total()) > 1) {
                findings.add(CombinedLoadFinding.of(context, write, read));
            }
        });
    }

    /** The share of one partition reads and writes take together: reads / 3,000 + writes / 1,000. */
    static double combined(double readUnits, double writeUnits) {
        return readUnits / READ_CEILING + writeUnits / WRITE_CEILING;
    }

    /** The fewest shards that bring {@code load} under {@code ceiling}: {@code ceil(load / ceiling)}. */
    static int shards(double load, double ceiling) {
        return (int) Math.ceil(load / ceiling);
    }

    /** The shards that keep each at or below {@value #HEADROOM_PERCENT}% of the ceiling. */
    static int shardsWithHeadroom(double load, double ceiling) {
        return (int) Math.ceil(load * 100 / (ceiling * HEADROOM_PERCENT));
    }

    private static void collectWrites(ReviewContext context, Map<String, Load> loads) {
        for (AccessPattern pattern : context.table().accessPatterns()) {
            if (pattern.kind() != PatternKind.WRITE || pattern.requestsPerSecond() <= 0) {
                continue;
            }
            for (String name : pattern.entities()) {
                Optional<Entity> entity = context.table().entity(name);
                if (entity.isEmpty()) {
                    continue;
                }
                Map<String, Double> units = WriteLoads.unitsPerIndex(context.table(), pattern, entity.get(),
                        context.scale().sampleItems(entity.get()));
                units.forEach((index, perCall) -> {
                    if (perCall > 0) {
                        add(context, loads, pattern, entity.get(), index, perCall);
                    }
                });
            }
        }
    }

    private static void collectReads(ReviewContext context, Map<String, Load> loads) {
        for (AccessPatternPlan plan : context.plans()) {
            AccessPattern pattern = plan.pattern();
            boolean keyed = plan.resolution() == Resolution.GET_ITEM || plan.resolution() == Resolution.QUERY
                    || plan.resolution() == Resolution.QUERY_WITH_FILTER;
            if (pattern.kind() != PatternKind.READ || !keyed || plan.request() == null
                    || pattern.requestsPerSecond() <= 0 || pattern.entities().isEmpty()) {
                continue;
            }
            context.table().entity(pattern.entities().get(0)).ifPresent(entity -> add(context, loads, pattern, entity,
                    plan.index().orElse(AccessPattern.TABLE_INDEX), plan.cost().readUnits()));
        }
    }

    private static void add(ReviewContext context, Map<String, Load> loads, AccessPattern pattern, Entity entity,
                            String index, double perCall) {
        Optional<IndexSpec> spec = context.indexSpecs().stream().filter(s -> s.name().equals(index)).findFirst();
        if (spec.isEmpty()) {
            return;
        }
        Optional<List<KeyTemplate>> templates = context.templates(entity, context.partitionKeyAttributes(spec.get()));
        if (templates.isEmpty()) {
            return;
        }
        Map<String, AttributeValue> fixed = new LinkedHashMap<>();
        for (Equality equality : pattern.equalities()) {
            boolean used = templates.get().stream().anyMatch(t -> t.attributeNames().contains(equality.attribute()));
            if (equality.isFixed() && used) {
                fixed.put(equality.attribute(), typed(entity, equality));
            }
        }
        double distinct = context.scale().distinctKeyValues(entity, templates.get(), fixed.keySet());
        double share = KeySkew.hottestShare(context.scale(), entity, templates.get(), fixed.keySet());
        String owner = context.throughputOwner(index);
        String key = owner + "|" + templates.get().stream().map(KeyTemplate::toString)
                .collect(Collectors.joining("|")) + "|" + fixed;
        loads.computeIfAbsent(key, k -> new Load(owner, templates.get(), fixed,
                        KeySkew.describe(entity, templates.get(), fixed.keySet()))).contributions
                .add(new Contribution(pattern, entity, index, perCall, pattern.requestsPerSecond(), distinct, share));
    }

    private static AttributeValue typed(Entity entity, Equality equality) {
        boolean number = entity.attribute(equality.attribute())
                .map(a -> a.type() == dev.tablesmith.model.AttributeType.N).orElse(false);
        return number ? AttributeValue.n(equality.value()) : AttributeValue.s(equality.value());
    }

    private static Finding finding(ReviewContext context, Load load, boolean write) {
        double ceiling = write ? WRITE_CEILING : READ_CEILING;
        String unit = write ? "WCU" : "RCU";
        Optional<String> shardAttribute = load.templates.get(0).attributeNames().stream()
                .filter(a -> a.toLowerCase(java.util.Locale.ROOT).contains("shard")).findFirst();
        // a key that is sharded already: its load is spread over the shard attribute's values, so the key as a
        // whole carries that many times one shard's
        double existing = shardAttribute.map(a -> context.scale().distinctValues(load.largest().entity(), a))
                .orElse(1.0);
        double total = load.total() * existing;
        int shards = shards(total, ceiling);
        int spare = shardsWithHeadroom(total, ceiling);
        String sharded = shardAttribute.isPresent() ? load.templates.get(0).source()
                : shardedTemplate(load.templates.get(0));
        String headroom = spare > shards ? " (" + spare + " for " + (100 - HEADROOM_PERCENT) + "% headroom)" : "";
        String change = shardAttribute.isPresent() ? "raise the shard count of " + sharded + " from "
                + Amounts.of(existing) + " to " + shards + headroom
                : write ? "write-shard it as " + sharded + " over " + shards + " shards" + headroom
                : "cache it, or keep " + shards + " copies as " + sharded + " and read one at random" + headroom;
        String message = partitionName(load) + " takes ~" + Amounts.of(load.total()) + " " + unit + "/s of "
                + (write ? "writes" : "reads") + ", above the " + Amounts.of(ceiling) + " " + unit
                + "/s one partition serves; " + (shardAttribute.isPresent() && !write ? "cache it, or " : "")
                + change;
        List<String> parts = contributions(load, unit);
        String explanation = "DynamoDB delivers throughput per partition, about 3,000 RCU and 1,000 WCU per second"
                + " each, and every item with the same partition key value lives in the same partition. Adaptive"
                + " capacity moves capacity to a busy partition but cannot take one key past that ceiling, so a key"
                + " that attracts more traffic is throttled even while the table has capacity to spare (and a"
                + " throttled GSI holds back the table writes that feed it). Estimated load: "
                + String.join("; ", parts) + ". "
                + (write ? "Write sharding spreads the key over " + shards + " synthetic partitions: give the items a"
                + " shard number (random, or a hash of the item id, 0.." + (shards - 1) + ") and write " + sharded
                + "; readers then issue " + shards + " Queries, one per shard, in parallel and merge the results"
                + " (scatter-gather). " + shards + " = ceil(" + Amounts.of(total) + " / " + Amounts.of(ceiling)
                + ") is the fewest shards that keep each under the ceiling when writes spread evenly; " + spare
                + " = ceil(" + Amounts.of(total) + " / " + Amounts.of(ceiling * HEADROOM_PERCENT / 100) + ") keeps"
                + " each at or below " + HEADROOM_PERCENT + "% of it, headroom for spikes and an uneven spread."
                + " Shard only keys that are provably this hot: sharding complicates every read."
                + (load.skew.isPresent() ? " A higher-cardinality key (one that does not gather the hottest "
                + "value's calls) removes the hot spot without shards." : "")
                : "Hot reads are best absorbed by a cache in front of the table (DAX or the application's). Otherwise"
                + " keep " + shards + " copies of the data under " + sharded + " (" + shards + " = ceil("
                + Amounts.of(total) + " / " + Amounts.of(ceiling) + ")) and let each reader pick one at random,"
                + " at the price of writing every copy.");
        return Finding.of(ReviewRule.HOT_PARTITION, location(context, load), message, explanation);
    }

    /**
     * The partition in words: {@code GSI2 partition OPEN}, {@code each table partition CUST#{customerId}}, or
     * {@code the hottest table partition EVENT#{eventId} (eventId's top value gets 30% of calls)}.
     */
    static String partitionName(Load load) {
        Optional<String> partition = partitionValue(load);
        String where = load.owner.equals(AccessPattern.TABLE_INDEX) ? "table" : load.owner;
        String templates = load.templates.stream().map(KeyTemplate::source).collect(Collectors.joining(" + "));
        if (partition.isPresent()) {
            return where + " partition " + partition.get();
        }
        return load.skew.map(skew -> "the hottest " + where + " partition " + templates + " (" + skew + ")")
                .orElse("each " + where + " partition " + templates);
    }

    /** Each pattern's part of the load: {@code AP1: 5,000 calls/s x 1 WCU on GSI2 (Order) / 4 partition key values}. */
    static List<String> contributions(Load load, String unit) {
        List<String> parts = new ArrayList<>();
        for (Contribution c : load.contributions) {
            boolean even = Math.abs(c.share() * c.distinct() - 1) < 1e-9;
            parts.add(PatternResolutionCheck.label(c.pattern()) + ": " + Amounts.of(c.rate()) + " calls/s x "
                    + Amounts.of(c.perCall()) + " " + unit + " on " + c.index() + " (" + c.entity().name() + ")"
                    + (even ? (c.distinct() > 1 ? " / " + Amounts.of(c.distinct()) + " partition key values" : "")
                    : " x " + Amounts.of(c.share() * 100) + "% of calls to the hottest value"));
        }
        return parts;
    }

    /** The location of a load's finding: its largest contributor's partition key template. */
    static FindingLocation location(ReviewContext context, Load load) {
        Contribution largest = load.largest();
        return FindingLocation.at(context.templatePath(largest.entity(),
                        context.partitionKeyAttributes(specOf(context, largest.index())).get(0)).toString())
                .withEntity(largest.entity().name()).withIndex(largest.index()).withPattern(largest.pattern().id())
                .withTemplate(load.templates.get(0).source(), 0);
    }

    private static IndexSpec specOf(ReviewContext context, String index) {
        return context.indexSpecs().stream().filter(s -> s.name().equals(index)).findFirst().orElseThrow();
    }

    /** The one partition key value the load goes to ({@code OPEN}, {@code STATUS#PENDING}), if it is one. */
    private static Optional<String> partitionValue(Load load) {
        List<String> rendered = new ArrayList<>();
        for (KeyTemplate template : load.templates) {
            Optional<String> text = template.render(a -> Optional.ofNullable(load.fixed.get(a))).text();
            if (text.isEmpty()) {
                return Optional.empty();
            }
            rendered.add(text.get());
        }
        return Optional.of(String.join(" + ", rendered));
    }

    /** The template with a shard suffix: {@code OPEN#{shard}}. */
    static String shardedTemplate(KeyTemplate template) {
        String text = template.source();
        return text + (text.endsWith("#") ? "" : "#") + "{shard}";
    }
}
