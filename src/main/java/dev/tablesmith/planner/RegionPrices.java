package dev.tablesmith.planner;

import dev.tablesmith.model.Pricing;
import java.time.LocalDate;
import java.util.Objects;

/**
 * One region's DynamoDB prices for the Standard table class, in USD, with where they come from and the day they
 * were checked. On-demand throughput is billed per request unit; provisioned capacity per capacity-unit hour, used
 * or not.
 *
 * @param region                      the AWS region code, e.g. {@code us-east-1}
 * @param readRequestUnitsPerMillion  on-demand: per million read request units
 * @param writeRequestUnitsPerMillion on-demand: per million write request units
 * @param rcuHour                     provisioned: per RCU-hour
 * @param wcuHour                     provisioned: per WCU-hour
 * @param storageGbMonth              table and index storage, per GB-month (the first 25 GB of a region free)
 * @param pitrGbMonth                 continuous backups (point-in-time recovery), per GB-month of table size
 * @param streamReadsPer100k          DynamoDB Streams, per 100,000 streams read request units (GetRecords calls)
 *                                    after the first 2.5 million of a month
 * @param asOf                        the day the figures were checked against the source
 * @param source                      where they come from, with "unverified" for figures that could not be checked
 */
public record RegionPrices(String region, double readRequestUnitsPerMillion, double writeRequestUnitsPerMillion,
                           double rcuHour, double wcuHour, double storageGbMonth, double pitrGbMonth,
                           double streamReadsPer100k, LocalDate asOf, String source) {
    public RegionPrices {
        Objects.requireNonNull(region, "region");
        Objects.requireNonNull(asOf, "asOf");
        Objects.requireNonNull(source, "source");
    }

    /** Whether every figure of the region was checked against a source. */
    public boolean verified() {
        return !source.contains("unverified");
    }

    /**
     * The design's pricing with this region's figures: region, both modes' throughput prices and storage; the
     * design's hours per month, peak-to-average ratio and target utilisation are kept.
     */
    public Pricing applyTo(Pricing design) {
        return new Pricing(region, readRequestUnitsPerMillion, writeRequestUnitsPerMillion, rcuHour, wcuHour,
                storageGbMonth, design.hoursPerMonth(), design.peakToAverage(), design.targetUtilization());
    }

    /** Whether {@code pricing} holds exactly this region's figures (not prices edited by hand). */
    public boolean matches(Pricing pricing) {
        return pricing.region().equals(region)
                && pricing.readRequestUnitsPerMillion() == readRequestUnitsPerMillion
                && pricing.writeRequestUnitsPerMillion() == writeRequestUnitsPerMillion
                && pricing.rcuHour() == rcuHour && pricing.wcuHour() == wcuHour
                && pricing.storageGbMonth() == storageGbMonth;
    }
}
