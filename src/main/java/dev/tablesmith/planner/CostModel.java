package dev.tablesmith.planner;

import dev.tablesmith.engine.CapacityUnits;
import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.WriteCost;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Estimates what a planned pattern reads and costs, from the design's scale settings: entity item counts,
 * distinct-value estimates (or enum sizes), average item sizes measured on the sample items with DynamoDB's size
 * rules (projected entry sizes on an index), and the pattern's request rate at the design's on-demand prices.
 * See docs/cost-model.md for every assumption.
 */
final class CostModel {
    /** Without a better estimate, a range condition is taken to select a tenth of an item collection. */
    static final double RANGE_SELECTIVITY = 0.1;

    private final Table table;
    private final Pricing pricing;
    private final ScaleEstimates scale;

    CostModel(Table table, Pricing pricing, SampleData sample) {
        this.table = table;
        this.pricing = pricing;
        this.scale = ScaleEstimates.of(table, sample);
    }

    private double secondsPerMonth() {
        return pricing.hoursPerMonth() * 3600;
    }

    long count(Entity entity) {
        return scale.itemCount(entity);
    }

    double entryBytes(Entity entity, IndexSpec spec) {
        return scale.averageEntryBytes(entity, spec);
    }

    double distinct(Entity entity, String attribute) {
        return scale.distinctValues(entity, attribute);
    }

    /**
     * What one call of a read pattern reads and costs. A Query is charged for every item its key condition selects
     * (DynamoDB sums the sizes of the items evaluated, before any filter), so only the conditions the key condition
     * uses narrow what is read; a FilterExpression and the conditions the application checks after the read
     * ({@code discarded}, on a multi-attribute key: a skipped sort attribute, an equality after the range) narrow
     * only what is kept.
     *
     * @param alsoRead  other entities whose items the key condition also reads
     * @param discarded the attributes whose conditions the application checks after the read
     */
    CostEstimate read(AccessPattern pattern, List<Entity> entities, PlannedRequest request, PatternInputs inputs,
                      List<String> alsoRead, List<String> discarded) {
        boolean strong = pattern.consistency() == ReadConsistency.STRONG && (request == null
                || request.indexName() == null || !table.index(request.indexName()).map(i -> i.isGlobal())
                .orElse(false));
        IndexSpec spec = request == null || request.indexName() == null ? IndexSpec.table(table)
                : IndexSpec.of(table, table.index(request.indexName()).orElseThrow());
        double read = 0;
        double returned = 0;
        double bytes = 0;
        double fetchedBlocks = 0;
        double blocksPerItem = 0;
        String basis;
        String discardedNote = null;
        if (request == null) {
            return new CostEstimate(0, 0, 0, 0, 0, 0, "not planned");
        }
        switch (request.resolution()) {
            case GET_ITEM -> {
                read = 1;
                returned = 1;
                bytes = entryBytes(entities.get(0), spec);
                basis = "one item by its full primary key";
            }
            case SCAN -> {
                for (Entity e : table.entities()) {
                    read += count(e);
                    bytes += count(e) * entryBytes(e, spec);
                }
                bytes = read == 0 ? 0 : bytes / read;
                for (Entity e : entities) {
                    returned += count(e) / selectivityDivisor(e, inputs.equalities().keySet().stream().toList())
                            * (pattern.range() != null ? RANGE_SELECTIVITY : 1);
                }
                basis = "a Scan reads every item of the table (" + Math.round(read) + " items), every call";
            }
            default -> {
                ConditionSplit split = ConditionSplit.of(pattern, inputs, request, discarded);
                List<String> keyed = split.keyEqualities();
                boolean rangeInKey = split.rangeInKey();
                List<String> afterRead = split.afterReadEqualities(pattern);
                double weighted = 0;
                for (Entity e : entities) {
                    double inPartition = count(e) / selectivityDivisor(e, keyed) * (rangeInKey ? RANGE_SELECTIVITY : 1);
                    read += inPartition;
                    weighted += inPartition * entryBytes(e, spec);
                    fetchedBlocks += inPartition * itemBlocks(e);
                    returned += inPartition / selectivityDivisor(e, afterRead)
                            * (pattern.range() != null && !rangeInKey ? RANGE_SELECTIVITY : 1);
                }
                for (String name : alsoRead) {
                    Entity other = table.entity(name).orElse(null);
                    if (other != null) {
                        double inPartition = count(other) / selectivityDivisor(other, keyed.stream()
                                .filter(a -> other.attribute(a).isPresent()).toList());
                        read += inPartition;
                        weighted += inPartition * entryBytes(other, spec);
                        fetchedBlocks += inPartition * itemBlocks(other);
                    }
                }
                bytes = read == 0 ? entryBytes(entities.get(0), spec) : weighted / read;
                blocksPerItem = read == 0 ? itemBlocks(entities.get(0)) : fetchedBlocks / read;
                read = Math.max(read, 1);
                returned = Math.max(Math.min(returned, read), request.resolution() == Resolution.QUERY ? 1 : 0);
                basis = "items per partition = item count / distinct values of {" + String.join(", ", keyed) + "}"
                        + (rangeInKey ? ", a range selects " + (int) (RANGE_SELECTIVITY * 100) + "%" : "");
                discardedNote = split.discarded().isEmpty() ? null : "the key condition cannot use "
                        + String.join(", ", split.discarded());
            }
        }
        if (pattern.limit() != null && request.resolution() != Resolution.SCAN && read > pattern.limit()) {
            returned = returned * pattern.limit() / read;
            read = pattern.limit();
            basis += "; Limit " + pattern.limit() + " caps what one call reads";
        }
        if (discardedNote != null) {
            basis += "; " + discardedNote + ", so a call reads " + fmt(rounded(read)) + " items and the application "
                    + "keeps about " + fmt(rounded(returned)) + " of them";
        }
        double units = request.resolution() == Resolution.GET_ITEM
                ? CapacityUnits.readUnitsForItem(Math.round(bytes), strong)
                : CapacityUnits.readUnitsForPage(Math.round(read * bytes), strong);
        double fetchUnits = 0;
        if (request.fetchesFromTable()) {
            fetchUnits = read * blocksPerItem * (strong ? 1 : 0.5);
            units += fetchUnits;
            List<String> missing = LocalIndexFetch.unprojected(spec, entities);
            basis += "; " + fmt(rounded(fetchUnits)) + " of the read units fetch each item from the table ("
                    + fmt(rounded(read)) + " items x " + fmt(rounded(blocksPerItem)) + " x 4 KB): " + spec.name()
                    + " does not project " + String.join(", ", missing);
        }
        double monthly = pattern.requestsPerSecond() * secondsPerMonth() * units / 1_000_000
                * pricing.readRequestUnitsPerMillion();
        return new CostEstimate(read, returned, bytes, units, 0, monthly, basis, fetchUnits);
    }

    /**
     * The 4 KB blocks one fetch of an average item of {@code entity} from the table is charged: the whole item,
     * rounded up on its own (Developer Guide, "Local secondary indexes", "Read capacity units").
     */
    private double itemBlocks(Entity entity) {
        return CapacityUnits.readBlocks(Math.round(entryBytes(entity, IndexSpec.table(table))));
    }

    /** The product of the distinct-value estimates of the attributes (how many partitions they split into). */
    private double selectivityDivisor(Entity entity, List<String> attributes) {
        double divisor = 1;
        for (String a : attributes) {
            divisor *= distinct(entity, a);
        }
        return Math.max(1, Math.min(divisor, count(entity)));
    }

    CostEstimate write(AccessPattern pattern, List<Entity> entities) {
        if (pattern.write() != null && !pattern.write().actions().isEmpty()) {
            Optional<WritePlan> plan = new WritePlanner(table, pricing, scale).plan(pattern);
            if (plan.isPresent()) {
                return transactionCost(plan.get());
            }
        }
        double units = 0;
        double bytes = 0;
        List<String> parts = new ArrayList<>();
        for (Entity entity : entities) {
            // The costliest of the entity's sample items (up to 50): an update that removes a sparse key costs
            // most on the items that have it, and those are the ones the pattern is about.
            List<Item> candidates = scale.sampleItems(entity);
            Item item = candidates.isEmpty() ? syntheticItem(entity) : candidates.get(0);
            WriteCost cost = WriteCosts.cost(table, pattern, item);
            for (Item candidate : candidates.subList(0, Math.min(50, candidates.size()))) {
                WriteCost c = WriteCosts.cost(table, pattern, candidate);
                if (c.totalUnits() > cost.totalUnits()) {
                    cost = c;
                    item = candidate;
                }
            }
            units += cost.totalUnits();
            bytes += ItemSize.of(item);
            List<String> touched = new ArrayList<>();
            cost.indexes().forEach((index, write) -> {
                if (write.units() > 0) {
                    touched.add(index + " " + write.change().name().toLowerCase() + " " + fmt(write.units()));
                }
            });
            parts.add(entity.name() + ": table " + fmt(cost.tableUnits()) + (touched.isEmpty() ? ""
                    : ", " + String.join(", ", touched)));
        }
        double monthly = pattern.requestsPerSecond() * secondsPerMonth() * units / 1_000_000
                * pricing.writeRequestUnitsPerMillion();
        return new CostEstimate(0, 0, entities.isEmpty() ? 0 : bytes / entities.size(), 0, units, monthly,
                "write units per call: " + String.join("; ", parts));
    }

    private static CostEstimate transactionCost(WritePlan plan) {
        List<String> parts = new ArrayList<>();
        for (WriteActionPlan action : plan.actions()) {
            parts.add(action.action().kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ') + " "
                    + action.action().entity() + (action.action().itemsPerCall() > 1
                    ? " x" + action.action().itemsPerCall() : "") + " " + fmt(action.units())
                    + (action.guardItems() > 0 ? " (with " + action.guardItems() + " unique-value guard item"
                    + (action.guardItems() > 1 ? "s" : "") + ")" : ""));
        }
        return new CostEstimate(0, 0, 0, 0, plan.writeUnits(), plan.monthlyCost(),
                (plan.transaction() ? "write units per TransactWriteItems call (each unit twice): " : "write units per call: ") + String.join("; ", parts));
    }

    private static double rounded(double value) {
        return Math.round(value * 100) / 100.0;
    }

    private static String fmt(double units) {
        return units == Math.rint(units) ? Long.toString((long) units) : Double.toString(units);
    }

    private static Item syntheticItem(Entity entity) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (Attribute a : entity.attributes()) {
            values.put(a.name(), a.type() == AttributeType.N ? AttributeValue.n("100")
                    : AttributeValue.s("x".repeat(12)));
        }
        return new Item(values);
    }
}
