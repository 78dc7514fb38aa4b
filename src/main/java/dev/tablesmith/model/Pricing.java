package dev.tablesmith.model;

import java.util.Objects;

/**
 * Prices used by cost estimates, editable per design because they differ by region and change over time, and the
 * two traffic assumptions that compare on-demand with provisioned capacity. Defaults are us-east-1 standard table
 * class prices after the November 2024 on-demand price cut.
 *
 * @param region                      the AWS region the prices are for
 * @param readRequestUnitsPerMillion  on-demand: USD per million read request units
 * @param writeRequestUnitsPerMillion on-demand: USD per million write request units
 * @param rcuHour                     provisioned: USD per RCU-hour
 * @param wcuHour                     provisioned: USD per WCU-hour
 * @param storageGbMonth              USD per GB-month of storage
 * @param hoursPerMonth               hours in a billing month (730 by AWS convention)
 * @param peakToAverage               the patterns' request rates are peaks; the average is the peak divided by
 *                                    this (at least 1; 1, the default, means steady traffic)
 * @param targetUtilization           the share of provisioned capacity the peak may use, above 0 and at most 1
 *                                    (0.70 by default, DynamoDB auto scaling's default target utilisation)
 */
public record Pricing(String region, double readRequestUnitsPerMillion, double writeRequestUnitsPerMillion,
                      double rcuHour, double wcuHour, double storageGbMonth, double hoursPerMonth,
                      double peakToAverage, double targetUtilization) {
    /** Steady traffic: the rates the patterns give are also the average. */
    public static final double DEFAULT_PEAK_TO_AVERAGE = 1;
    /** DynamoDB auto scaling's default target utilisation (Developer Guide, "Managing throughput capacity
     * automatically with DynamoDB auto scaling": 70 percent). */
    public static final double DEFAULT_TARGET_UTILIZATION = 0.70;

    public Pricing {
        Objects.requireNonNull(region, "region");
        if (!(peakToAverage >= 1)) {
            throw new IllegalArgumentException("peakToAverage must be at least 1, not " + peakToAverage);
        }
        if (!(targetUtilization > 0 && targetUtilization <= 1)) {
            throw new IllegalArgumentException("targetUtilization must be above 0 and at most 1, not "
                    + targetUtilization);
        }
    }

    /** Prices with steady traffic and the default target utilisation. */
    public Pricing(String region, double readRequestUnitsPerMillion, double writeRequestUnitsPerMillion,
                   double rcuHour, double wcuHour, double storageGbMonth, double hoursPerMonth) {
        this(region, readRequestUnitsPerMillion, writeRequestUnitsPerMillion, rcuHour, wcuHour, storageGbMonth,
                hoursPerMonth, DEFAULT_PEAK_TO_AVERAGE, DEFAULT_TARGET_UTILIZATION);
    }

    /** us-east-1 prices as of 2026 (on-demand $0.125/M reads, $0.625/M writes). */
    public static Pricing usEast1() {
        return new Pricing("us-east-1", 0.125, 0.625, 0.00013, 0.00065, 0.25, 730);
    }

    /** These prices with another peak-to-average ratio. */
    public Pricing withPeakToAverage(double ratio) {
        return new Pricing(region, readRequestUnitsPerMillion, writeRequestUnitsPerMillion, rcuHour, wcuHour,
                storageGbMonth, hoursPerMonth, ratio, targetUtilization);
    }

    /** These prices with another target utilisation. */
    public Pricing withTargetUtilization(double target) {
        return new Pricing(region, readRequestUnitsPerMillion, writeRequestUnitsPerMillion, rcuHour, wcuHour,
                storageGbMonth, hoursPerMonth, peakToAverage, target);
    }
}
