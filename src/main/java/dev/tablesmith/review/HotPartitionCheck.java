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
 * {@code scan-required}.
 */
final class HotPartitionCheck implements ReviewCheck {
    /** Write units per second one partition serves. */
    static final double WRITE_CEILING = 1000;
    /** Read units per second one partition serves. */
    static final double READ_CEILING = 3000;

    private record Contribution(AccessPattern pattern, Entity entity, String index, double perCall, double rate,
                                double distinct) {
        double perPartition() {
            return rate * perCall / distinct;
        }
    }

    private static final class Load {
        final String owner;
        final List<KeyTemplate> templates;
        final Map<String, AttributeValue> fixed;
        final List<Contribution> contributions = new ArrayList<>();

        Load(String owner, List<KeyTemplate> templates, Map<String, AttributeValue> fixed) {
            this.owner = owner;
            this.templates = templates;
            this.fixed = fixed;
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
        String owner = context.throughputOwner(index);
        String key = owner + "|" + templates.get().stream().map(KeyTemplate::toString)
                .collect(Collectors.joining("|")) + "|" + fixed;
        loads.computeIfAbsent(key, k -> new Load(owner, templates.get(), fixed)).contributions
                .add(new Contribution(pattern, entity, index, perCall, pattern.requestsPerSecond(), distinct));
    }

    private static AttributeValue typed(Entity entity, Equality equality) {
        boolean number = entity.attribute(equality.attribute())
                .map(a -> a.type() == dev.tablesmith.model.AttributeType.N).orElse(false);
        return number ? AttributeValue.n(equality.value()) : AttributeValue.s(equality.value());
    }

    private static Finding finding(ReviewContext context, Load load, boolean write) {
        double total = load.total();
        double ceiling = write ? WRITE_CEILING : READ_CEILING;
        String unit = write ? "WCU" : "RCU";
        int shards = (int) Math.ceil(total / ceiling);
        Contribution largest = load.largest();
        Optional<String> partition = partitionValue(load);
        String sharded = shardedTemplate(load.templates.get(0));
        String where = load.owner.equals(AccessPattern.TABLE_INDEX) ? "table" : load.owner;
        String message = (partition.isPresent() ? where + " partition " + partition.get()
                : "each " + where + " partition " + load.templates.stream().map(KeyTemplate::source)
                .collect(Collectors.joining(" + "))) + " takes ~" + Amounts.of(total) + " " + unit + "/s of "
                + (write ? "writes" : "reads") + ", above the " + Amounts.of(ceiling) + " " + unit
                + "/s one partition serves; " + (write ? "write-shard it as " + sharded + " over " + shards
                + " shards" : "cache it, or keep " + shards + " copies as " + sharded + " and read one at random");
        List<String> parts = new ArrayList<>();
        for (Contribution c : load.contributions) {
            parts.add(PatternResolutionCheck.label(c.pattern()) + ": " + Amounts.of(c.rate()) + " calls/s x "
                    + Amounts.of(c.perCall()) + " " + unit + " on " + c.index() + " (" + c.entity().name() + ")"
                    + (c.distinct() > 1 ? " / " + Amounts.of(c.distinct()) + " partition key values" : ""));
        }
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
                + ") is the fewest shards that keep each under the ceiling when writes spread evenly; add headroom"
                + " for spikes. Shard only keys that are provably this hot: sharding complicates every read."
                : "Hot reads are best absorbed by a cache in front of the table (DAX or the application's). Otherwise"
                + " keep " + shards + " copies of the data under " + sharded + " (" + shards + " = ceil("
                + Amounts.of(total) + " / " + Amounts.of(ceiling) + ")) and let each reader pick one at random,"
                + " at the price of writing every copy.");
        FindingLocation at = FindingLocation.at(context.templatePath(largest.entity(),
                        context.partitionKeyAttributes(specOf(context, largest.index())).get(0)).toString())
                .withEntity(largest.entity().name()).withIndex(largest.index()).withPattern(largest.pattern().id())
                .withTemplate(load.templates.get(0).source(), 0);
        return Finding.of(ReviewRule.HOT_PARTITION, at, message, explanation);
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
