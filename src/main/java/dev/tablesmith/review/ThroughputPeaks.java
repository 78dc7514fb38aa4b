package dev.tablesmith.review;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.planner.AccessPatternPlan;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The design's peak throughput, per owner of throughput: the table (with its LSIs, which live in the table's
 * partitions and spend its capacity) and each GSI (which has its own). Reads: each read pattern's rate times the
 * read units one call spends (the planner's estimate, a Scan's whole read included). Writes: each write pattern's
 * rate times the write units one call spends on each index ({@link WriteLoads}: the table, and every index whose
 * entry the write puts, moves or removes), so a write feeding two GSIs counts on the table and on both. Patterns at
 * 0 calls per second add nothing; all patterns are assumed to peak together.
 */
final class ThroughputPeaks {
    /** One pattern's part of an owner's peak. */
    record Part(AccessPattern pattern, double units) {
    }

    /** Read and write units per second of one owner, with the patterns that make them up. */
    static final class Peak {
        final String owner;
        final List<Part> reads = new ArrayList<>();
        final List<Part> writes = new ArrayList<>();

        Peak(String owner) {
            this.owner = owner;
        }

        double readUnits() {
            return reads.stream().mapToDouble(Part::units).sum();
        }

        double writeUnits() {
            return writes.stream().mapToDouble(Part::units).sum();
        }
    }

    private ThroughputPeaks() {
    }

    /** The peak of the table ({@code table}) and of each GSI, in the table's index order. */
    static Map<String, Peak> of(ReviewContext context) {
        Map<String, Peak> peaks = new LinkedHashMap<>();
        peaks.put(AccessPattern.TABLE_INDEX, new Peak(AccessPattern.TABLE_INDEX));
        context.table().globalSecondaryIndexes().forEach(i -> peaks.put(i.name(), new Peak(i.name())));
        for (AccessPatternPlan plan : context.plans()) {
            AccessPattern pattern = plan.pattern();
            if (pattern.kind() != PatternKind.READ || pattern.requestsPerSecond() <= 0 || plan.cost() == null
                    || plan.request() == null) {
                continue;
            }
            Peak peak = peaks.get(context.throughputOwner(plan.index().orElse(AccessPattern.TABLE_INDEX)));
            if (peak != null) {
                peak.reads.add(new Part(pattern, pattern.requestsPerSecond() * plan.cost().readUnits()));
            }
        }
        for (AccessPattern pattern : context.table().accessPatterns()) {
            if (pattern.kind() != PatternKind.WRITE || pattern.requestsPerSecond() <= 0) {
                continue;
            }
            Map<String, Double> perOwner = new LinkedHashMap<>();
            for (String name : pattern.entities()) {
                Optional<Entity> entity = context.table().entity(name);
                entity.ifPresent(e -> WriteLoads.unitsPerIndex(context.table(), pattern, e,
                        context.scale().sampleItems(e)).forEach((index, units) ->
                        perOwner.merge(context.throughputOwner(index), units, Double::sum)));
            }
            perOwner.forEach((owner, units) -> {
                Peak peak = peaks.get(owner);
                if (peak != null && units > 0) {
                    peak.writes.add(new Part(pattern, pattern.requestsPerSecond() * units));
                }
            });
        }
        return peaks;
    }

    /** The parts in words: {@code AP1: 2,000 calls/s x 2 WCU}, largest first. */
    static String parts(List<Part> parts, String unit) {
        return parts.stream().sorted((a, b) -> Double.compare(b.units(), a.units()))
                .map(p -> PatternResolutionCheck.label(p.pattern()) + ": " + Amounts.of(p.pattern().requestsPerSecond())
                        + " calls/s x " + Amounts.of(p.units() / p.pattern().requestsPerSecond()) + " " + unit)
                .reduce((a, b) -> a + "; " + b).orElse("none");
    }
}
