package dev.tablesmith.review;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.model.WarmThroughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Throughput limits of a whole table or GSI, checked against the design's peak ({@link ThroughputPeaks}: every
 * pattern at its rate at once, GSI writes on each GSI):
 *
 * <ul>
 *   <li>{@code table-throughput-quota}: the per-table quota, by default 40,000 read and 40,000 write units per
 *       second for any table and for any one of its GSIs; on-demand requests past it are throttled, and a
 *       provisioned table or GSI cannot be given more without a quota increase (Developer Guide, "Service, account,
 *       and table quotas in Amazon DynamoDB", Throughput default quotas; adjustable in Service Quotas). The same
 *       rule's account side, the sum over the design's provisioned tables, is {@link AccountThroughputCheck}.</li>
 *   <li>{@code on-demand-maximum}: an on-demand table or GSI whose {@code OnDemandThroughput} maximum is below the
 *       peak: requests past the maximum are throttled ({@code MaxOnDemandThroughputExceeded}; "DynamoDB maximum
 *       throughput for on-demand tables").</li>
 *   <li>{@code warm-throughput}: an on-demand table or GSI whose {@code WarmThroughput} is below the peak: DynamoDB
 *       serves up to the warm throughput instantly and has to scale out for more, throttling the first burst
 *       meanwhile ("Understanding DynamoDB warm throughput").</li>
 *   <li>A GSI's maximum and warm throughput are its own; the table's do not apply to it.</li>
 *   <li>{@code provisioned-below-peak}: a provisioned table or GSI (a GSI without its own throughput has the
 *       table's) with fewer RCU or WCU than the peak: the rest is throttled once burst capacity is spent.</li>
 * </ul>
 * A peak exactly at a limit is within it.
 */
final class TableThroughputCheck implements ReviewCheck {
    /** The default per-table (and per-GSI) quota, read and write units per second. */
    static final long TABLE_QUOTA = 40_000;

    private static final String QUOTAS = "https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/"
            + "ServiceQuotas.html";

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        TableSettings settings = context.table().settings();
        boolean onDemand = settings.billingMode() == BillingMode.PAY_PER_REQUEST;
        for (ThroughputPeaks.Peak peak : ThroughputPeaks.of(context).values()) {
            Optional<SecondaryIndex> gsi = context.table().index(peak.owner).filter(SecondaryIndex::isGlobal);
            // a GSI's maximum and warm throughput are its own: the table's do not bound it
            OnDemandThroughput maximum = gsi.isPresent() ? gsi.get().onDemandThroughput()
                    : settings.onDemandThroughput();
            WarmThroughput warm = gsi.isPresent() ? gsi.get().warmThroughput() : settings.warmThroughput();
            Throughput provisioned = gsi.map(SecondaryIndex::provisioned).orElse(null);
            provisioned = provisioned != null ? provisioned : settings.provisioned();
            quota(context, peak, onDemand, findings);
            if (onDemand && maximum != null) {
                maximum(context, peak, maximum, findings);
            }
            if (onDemand && warm != null) {
                warm(context, peak, warm, findings);
            }
            if (!onDemand && provisioned != null) {
                provisioned(context, peak, provisioned, findings);
            }
        }
    }

    private static void quota(ReviewContext context, ThroughputPeaks.Peak peak, boolean onDemand,
                              List<Finding> findings) {
        List<String> over = over(peak, TABLE_QUOTA, TABLE_QUOTA);
        if (over.isEmpty()) {
            return;
        }
        String message = name(peak) + " peaks at " + String.join(" and ", over) + ", above the default quota of "
                + Amounts.of(TABLE_QUOTA) + " read and " + Amounts.of(TABLE_QUOTA) + " write units per second per"
                + (peak.owner.equals(AccessPattern.TABLE_INDEX) ? " table" : " GSI") + "; request a quota increase"
                + " before deploying, or spread the load (cache reads, move entities to another table)";
        String explanation = "DynamoDB's table-level throughput quota bounds any one table and any one of its GSIs, "
                + (onDemand ? "so on-demand requests past it are throttled however the traffic grows"
                : "so a provisioned table or GSI cannot be given more capacity than it")
                + ". It is 40,000 read and 40,000 write units per second by default and can be raised in Service"
                + " Quotas (" + QUOTAS + "). " + detail(peak);
        findings.add(Finding.of(ReviewRule.TABLE_THROUGHPUT_QUOTA, location(context, peak), message, explanation));
    }

    private static void maximum(ReviewContext context, ThroughputPeaks.Peak peak, OnDemandThroughput maximum,
                                List<Finding> findings) {
        List<String> over = over(peak, maximum.maxReadRequestUnits(), maximum.maxWriteRequestUnits());
        if (over.isEmpty()) {
            return;
        }
        String message = name(peak) + " peaks at " + String.join(" and ", over) + ", above its maximum on-demand"
                + " throughput of " + limits(maximum.maxReadRequestUnits(), maximum.maxWriteRequestUnits())
                + "; requests past it are throttled: raise the maximum to at least "
                + limits(needed(peak.readUnits(), maximum.maxReadRequestUnits()),
                needed(peak.writeUnits(), maximum.maxWriteRequestUnits()));
        String explanation = "A maximum on-demand throughput (OnDemandThroughput) caps what an on-demand table or GSI"
                + " serves: DynamoDB throttles requests past it with MaxOnDemandThroughputExceeded instead of"
                + " scaling. It exists to bound cost; set it above the peak the access patterns need, or lower"
                + " the patterns' rates if the cap is the budget. " + detail(peak);
        findings.add(Finding.of(ReviewRule.ON_DEMAND_MAXIMUM, location(context, peak), message, explanation));
    }

    private static void warm(ReviewContext context, ThroughputPeaks.Peak peak, WarmThroughput warm,
                             List<Finding> findings) {
        List<String> over = over(peak, warm.readUnitsPerSecond(), warm.writeUnitsPerSecond());
        if (over.isEmpty()) {
            return;
        }
        String message = name(peak) + " peaks at " + String.join(" and ", over) + ", above its warm throughput of "
                + limits(warm.readUnitsPerSecond(), warm.writeUnitsPerSecond()) + "; the first burst past it is"
                + " throttled while DynamoDB scales: pre-warm to at least "
                + limits(needed(peak.readUnits(), warm.readUnitsPerSecond()),
                needed(peak.writeUnits(), warm.writeUnitsPerSecond()));
        String explanation = "Warm throughput is what a table or GSI serves instantly. Past it, on-demand scaling"
                + " takes time, and requests that arrive faster than the partitions split are throttled. Raising"
                + " WarmThroughput before a launch pre-warms the table (charged once; it cannot be lowered)."
                + " Without a warm throughput a new on-demand table serves 12,000 read and 4,000 write units per"
                + " second at first. " + detail(peak);
        findings.add(Finding.of(ReviewRule.WARM_THROUGHPUT, location(context, peak), message, explanation));
    }

    private static void provisioned(ReviewContext context, ThroughputPeaks.Peak peak, Throughput provisioned,
                                    List<Finding> findings) {
        List<String> over = over(peak, provisioned.readCapacityUnits(), provisioned.writeCapacityUnits());
        if (over.isEmpty()) {
            return;
        }
        String message = name(peak) + " peaks at " + String.join(" and ", over) + ", above its provisioned "
                + Amounts.of(provisioned.readCapacityUnits()) + " RCU / " + Amounts.of(provisioned.writeCapacityUnits())
                + " WCU; provision at least " + Amounts.of(Math.max(provisioned.readCapacityUnits(),
                Math.ceil(peak.readUnits()))) + " RCU / " + Amounts.of(Math.max(provisioned.writeCapacityUnits(),
                Math.ceil(peak.writeUnits()))) + " WCU, or switch to on-demand";
        String explanation = "A provisioned table or GSI serves its read and write capacity units per second; past"
                + " them, once the few minutes of burst capacity are spent, requests are throttled"
                + (peak.owner.equals(AccessPattern.TABLE_INDEX) ? ""
                : " (and a throttled GSI holds back the table writes that feed it)")
                + ". Auto scaling follows the traffic with a delay and up to its own maximum. " + detail(peak);
        findings.add(Finding.of(ReviewRule.PROVISIONED_BELOW_PEAK, location(context, peak), message, explanation));
    }

    /** The parts of the peak above a limit, in words: {@code ~45,000 read units/s}; a null limit is not set. */
    private static List<String> over(ThroughputPeaks.Peak peak, Long readLimit, Long writeLimit) {
        List<String> over = new ArrayList<>();
        if (readLimit != null && peak.readUnits() > readLimit) {
            over.add("~" + Amounts.of(peak.readUnits()) + " read units/s");
        }
        if (writeLimit != null && peak.writeUnits() > writeLimit) {
            over.add("~" + Amounts.of(peak.writeUnits()) + " write units/s");
        }
        return over;
    }

    private static Long needed(double peak, Long limit) {
        return limit == null ? null : Math.max(limit, (long) Math.ceil(peak));
    }

    private static String limits(Long read, Long write) {
        List<String> parts = new ArrayList<>();
        if (read != null) {
            parts.add(Amounts.of(read) + " read");
        }
        if (write != null) {
            parts.add(Amounts.of(write) + " write");
        }
        return String.join(" and ", parts) + " units/s";
    }

    private static String name(ThroughputPeaks.Peak peak) {
        return peak.owner.equals(AccessPattern.TABLE_INDEX) ? "The table" : "GSI " + peak.owner;
    }

    private static String detail(ThroughputPeaks.Peak peak) {
        return "Peak reads: " + ThroughputPeaks.parts(peak.reads, "RCU") + ". Peak writes: "
                + ThroughputPeaks.parts(peak.writes, "WCU") + ".";
    }

    private static FindingLocation location(ReviewContext context, ThroughputPeaks.Peak peak) {
        return FindingLocation.at(context.indexPath(peak.owner).toString()).withIndex(peak.owner);
    }
}
