package dev.tablesmith.model;

import java.util.Objects;

/**
 * Prices used by cost estimates, editable per design because they differ by region and change over time.
 * Defaults are us-east-1 standard table class prices after the November 2024 on-demand price cut.
 *
 * @param region                      the AWS region the prices are for
 * @param readRequestUnitsPerMillion  on-demand: USD per million read request units
 * @param writeRequestUnitsPerMillion on-demand: USD per million write request units
 * @param rcuHour                     provisioned: USD per RCU-hour
 * @param wcuHour                     provisioned: USD per WCU-hour
 * @param storageGbMonth              USD per GB-month of storage
 * @param hoursPerMonth               hours in a billing month (730 by AWS convention)
 */
public record Pricing(String region, double readRequestUnitsPerMillion, double writeRequestUnitsPerMillion,
                      double rcuHour, double wcuHour, double storageGbMonth, double hoursPerMonth) {
    public Pricing {
        Objects.requireNonNull(region, "region");
    }

    /** us-east-1 prices as of 2026 (on-demand $0.125/M reads, $0.625/M writes). */
    public static Pricing usEast1() {
        return new Pricing("us-east-1", 0.125, 0.625, 0.00013, 0.00065, 0.25, 730);
    }
}
