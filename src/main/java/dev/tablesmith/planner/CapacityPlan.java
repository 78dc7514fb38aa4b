package dev.tablesmith.planner;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A table's capacity and monthly bill in both billing modes, for a finance review: per table and GSI the request
 * units per second at the patterns' peak rates ({@link IndexLoads}), the RCU and WCU to provision at the target
 * utilisation, a month of each mode, and itemised lines for reads, writes, storage, streams and point-in-time
 * recovery, priced for the design's region; then which mode is cheaper and why ({@link BillingComparison}).
 *
 * <p>The rules (docs/cost-model.md, "Capacity modes"): on-demand bills request units at the average rate (the peak
 * divided by {@code pricing.peakToAverage}); provisioned bills {@code ceil(peak / targetUtilization)} capacity
 * units (at least 1) every hour of the month; storage is the {@link StorageEstimate} (item size + 100 bytes per item
 * and per index entry, the first 25 GB free); a table with a stream pays for at most one streams read request unit
 * per item change after the first 2.5 million a month (a consumer other than Lambda triggers or global tables, which
 * are not billed); point-in-time recovery bills the table's size (with its LSIs) per GB-month. Reserved capacity is
 * not assumed.
 *
 * @param table      the table's name
 * @param prices     the region's price table entry (streams and backups; its date)
 * @param pricing    the prices and traffic assumptions used
 * @param indexes    the table (with its LSIs) then each GSI
 * @param lines      the itemised monthly lines
 * @param comparison the two modes' monthly totals and the recommendation
 */
public record CapacityPlan(String table, RegionPrices prices, Pricing pricing, List<IndexCapacity> indexes,
                           List<MonthlyLine> lines, BillingComparison comparison) {
    /** Streams read request units free each month. */
    public static final double FREE_STREAM_READS = 2_500_000;
    private static final double GB = 1024.0 * 1024 * 1024;

    public CapacityPlan {
        indexes = List.copyOf(indexes);
        lines = List.copyOf(lines);
    }

    /** Plans every pattern of the table and prices it. Heavy: off the FX thread. */
    public static CapacityPlan of(Table table, Pricing pricing) {
        SampleData sample = ItemMaterializer.materialize(table);
        AccessPatternPlanner planner = new AccessPatternPlanner(table, pricing, sample);
        return of(table, pricing, table.accessPatterns().stream().map(planner::plan).toList(), sample);
    }

    /** Prices the plans of the table's patterns. */
    public static CapacityPlan of(Table table, Pricing pricing, List<AccessPatternPlan> plans, SampleData sample) {
        RegionPrices prices = PriceTable.forPricing(pricing);
        IndexLoads loads = IndexLoads.of(table, plans, ScaleEstimates.of(table, sample));
        double seconds = pricing.hoursPerMonth() * 3600;
        double share = 1 / pricing.peakToAverage();
        List<IndexCapacity> indexes = new ArrayList<>();
        List<MonthlyLine> lines = new ArrayList<>();
        double onDemandAtPeak = 0;
        double provisioned = 0;
        for (Map.Entry<String, Double> entry : loads.readUnits().entrySet()) {
            String index = entry.getKey();
            double reads = entry.getValue();
            double writes = loads.writeUnits().getOrDefault(index, 0.0);
            long rcu = capacity(reads, pricing.targetUtilization());
            long wcu = capacity(writes, pricing.targetUtilization());
            double readPeak = reads * seconds / 1_000_000 * pricing.readRequestUnitsPerMillion();
            double writePeak = writes * seconds / 1_000_000 * pricing.writeRequestUnitsPerMillion();
            double readProvisioned = rcu * pricing.rcuHour() * pricing.hoursPerMonth();
            double writeProvisioned = wcu * pricing.wcuHour() * pricing.hoursPerMonth();
            indexes.add(new IndexCapacity(index, reads, writes, rcu, wcu, (readPeak + writePeak) * share,
                    readProvisioned + writeProvisioned, readPeak + writePeak));
            lines.add(new MonthlyLine("reads", index, units(reads) + " RRU/s at peak, " + rcu + " RCU",
                    readPeak * share, readProvisioned));
            lines.add(new MonthlyLine("writes", index, units(writes) + " WRU/s at peak, " + wcu + " WCU",
                    writePeak * share, writeProvisioned));
            onDemandAtPeak += readPeak + writePeak;
            provisioned += readProvisioned + writeProvisioned;
        }
        double fixed = storageLines(table, pricing, sample, lines);
        fixed += streamLine(table, loads, share, seconds, prices, lines);
        fixed += pitrLine(table, pricing, sample, prices, lines);
        BillingComparison capacity = BillingComparison.of(onDemandAtPeak, provisioned, share);
        BillingComparison total = new BillingComparison(capacity.onDemandMonthly() + fixed,
                capacity.provisionedMonthly() + fixed, share, capacity.breakEvenUtilization(),
                capacity.recommended(), capacity.reason());
        return new CapacityPlan(table.name(), prices, pricing, indexes, lines, total);
    }

    /** The capacity units to provision for a peak: peak / target, rounded up, at least 1. */
    static long capacity(double peak, double targetUtilization) {
        double needed = peak / targetUtilization;
        // 1e-9 keeps a peak that is exactly a whole multiple (0.7 / 0.7) from rounding up on binary error
        return Math.max(1, (long) Math.ceil(needed - 1e-9));
    }

    private static double storageLines(Table table, Pricing pricing, SampleData sample, List<MonthlyLine> lines) {
        StorageEstimate storage = StorageEstimate.of(table, pricing, sample);
        for (StorageEstimate.IndexStorage s : storage.indexes()) {
            lines.add(new MonthlyLine("storage", s.index(), gb(s.gigabytes()) + " (" + Math.round(s.entries())
                    + " entries)", 0, 0));
        }
        lines.add(new MonthlyLine("storage", AccessPattern.TABLE_INDEX, "total " + gb(storage.totalBytes() / GB)
                + " at " + BillingComparison.money(pricing.storageGbMonth()) + "/GB-month after the free "
                + (long) StorageEstimate.FREE_GB + " GB", storage.monthlyCost(), storage.monthlyCost()));
        return storage.monthlyCost();
    }

    private static double streamLine(Table table, IndexLoads loads, double share, double seconds, RegionPrices prices,
                                     List<MonthlyLine> lines) {
        if (table.settings().streamViewType() == null) {
            return 0;
        }
        double reads = loads.itemChanges() * share * seconds;
        double cost = Math.max(0, reads - FREE_STREAM_READS) / 100_000 * prices.streamReadsPer100k();
        lines.add(new MonthlyLine("streams", AccessPattern.TABLE_INDEX, String.format(Locale.ROOT,
                "%,.0f streams read request units a month at most (one per item change), first 2.5 million free, "
                        + "$%.2f per 100,000; none for Lambda triggers", reads, prices.streamReadsPer100k()),
                cost, cost));
        return cost;
    }

    private static double pitrLine(Table table, Pricing pricing, SampleData sample, RegionPrices prices,
                                   List<MonthlyLine> lines) {
        if (!table.settings().pointInTimeRecovery()) {
            return 0;
        }
        StorageEstimate storage = StorageEstimate.of(table, pricing, sample);
        double bytes = storage.indexes().get(0).bytes();
        for (StorageEstimate.IndexStorage s : storage.indexes()) {
            boolean local = table.index(s.index()).map(i -> !i.isGlobal()).orElse(false);
            if (local) {
                bytes += s.bytes();
            }
        }
        double cost = bytes / GB * prices.pitrGbMonth();
        lines.add(new MonthlyLine("pitr", AccessPattern.TABLE_INDEX, "point-in-time recovery of " + gb(bytes / GB)
                + " (table and LSIs) at " + BillingComparison.money(prices.pitrGbMonth()) + "/GB-month", cost,
                cost));
        return cost;
    }

    private static String units(double perSecond) {
        return perSecond == Math.rint(perSecond) ? String.format(Locale.ROOT, "%,.0f", perSecond)
                : String.format(Locale.ROOT, "%,.2f", perSecond);
    }

    private static String gb(double gigabytes) {
        return String.format(Locale.ROOT, "%.2f GB", gigabytes);
    }
}
