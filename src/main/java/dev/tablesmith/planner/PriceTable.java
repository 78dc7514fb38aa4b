package dev.tablesmith.planner;

import dev.tablesmith.model.Pricing;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

/**
 * Tablesmith's dated table of DynamoDB prices by region (Standard table class, USD), the figures a design's
 * {@code pricing} takes when a region is chosen. Prices change: {@link #isStale} says when the table is more than
 * 12 months old, and the design review reports it ({@code stale-prices}).
 *
 * <p>us-east-1 was checked on {@link #AS_OF}: on-demand $0.125 per million read and $0.625 per million write
 * request units since the November 2024 price cut (https://aws.amazon.com/dynamodb/pricing/on-demand/),
 * provisioned $0.00013 per RCU-hour and $0.00065 per WCU-hour (https://aws.amazon.com/dynamodb/pricing/provisioned/),
 * streams $0.02 per 100,000 streams read request units after 2.5 million free a month, continuous backups $0.20
 * per GB-month. The other regions' figures are AWS's list prices as Tablesmith's authors knew them, on-demand
 * halved in November 2024 like us-east-1's; they could not be checked against a stored source and say
 * "unverified" (docs/cost-model.md).
 */
public final class PriceTable {
    /** The day the table's figures were last checked. */
    public static final LocalDate AS_OF = LocalDate.of(2026, 12, 3);
    /** Prices older than this many months are flagged. */
    public static final int STALE_AFTER_MONTHS = 12;

    private static final String ON_DEMAND = "https://aws.amazon.com/dynamodb/pricing/on-demand/";
    private static final String PROVISIONED = "https://aws.amazon.com/dynamodb/pricing/provisioned/";
    private static final String VERIFIED = ON_DEMAND + " and " + PROVISIONED + ", checked " + AS_OF;
    private static final String UNVERIFIED = ON_DEMAND + " and " + PROVISIONED
            + "; unverified: list prices as known, not checked against a stored source; streams and continuous "
            + "backups at the us-east-1 figures";

    private static final List<RegionPrices> REGIONS = List.of(
            region("us-east-1", 0.125, 0.625, 0.00013, 0.00065, 0.25, VERIFIED),
            region("us-west-2", 0.125, 0.625, 0.00013, 0.00065, 0.25, UNVERIFIED),
            region("eu-west-1", 0.1415, 0.7068, 0.0001472, 0.000735, 0.283, UNVERIFIED),
            region("eu-central-1", 0.1525, 0.7625, 0.0001586, 0.000793, 0.306, UNVERIFIED),
            region("ap-southeast-1", 0.1425, 0.7125, 0.000148, 0.00074, 0.285, UNVERIFIED),
            region("ap-northeast-1", 0.1427, 0.7135, 0.0001484, 0.000742, 0.285, UNVERIFIED));

    private PriceTable() {
    }

    private static RegionPrices region(String code, double read, double write, double rcuHour, double wcuHour,
                                       double storage, String source) {
        return new RegionPrices(code, read, write, rcuHour, wcuHour, storage, 0.20, 0.02, AS_OF, source);
    }

    /** Every region of the table, us-east-1 first. */
    public static List<RegionPrices> regions() {
        return REGIONS;
    }

    /** The region's prices, if the table has it. */
    public static Optional<RegionPrices> of(String region) {
        return REGIONS.stream().filter(r -> r.region().equals(region)).findFirst();
    }

    /** The prices of the pricing's region, or us-east-1's when the table does not have it. */
    public static RegionPrices forPricing(Pricing pricing) {
        return of(pricing.region()).orElse(REGIONS.get(0));
    }

    /** Whether prices checked on {@code asOf} are more than 12 months old on {@code today}. */
    public static boolean isStale(LocalDate asOf, LocalDate today) {
        return today.isAfter(asOf.plusMonths(STALE_AFTER_MONTHS));
    }
}
