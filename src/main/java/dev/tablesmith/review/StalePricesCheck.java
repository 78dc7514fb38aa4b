package dev.tablesmith.review;

import dev.tablesmith.model.Design;
import dev.tablesmith.planner.PriceTable;
import dev.tablesmith.planner.RegionPrices;
import java.time.Clock;
import java.time.LocalDate;
import java.time.temporal.ChronoUnit;
import java.util.List;

/**
 * {@code stale-prices}: the price table the design's region is priced from was checked more than 12 months ago.
 * DynamoDB's prices change (on-demand throughput halved in November 2024), so a cost comparison on old figures can
 * recommend the wrong billing mode. Design-wide: reported once, at {@code /pricing}.
 */
final class StalePricesCheck {
    private final Clock clock;

    StalePricesCheck(Clock clock) {
        this.clock = clock;
    }

    void check(Design design, List<Finding> findings) {
        RegionPrices prices = PriceTable.forPricing(design.pricing());
        LocalDate today = LocalDate.now(clock);
        if (!PriceTable.isStale(prices.asOf(), today)) {
            return;
        }
        long days = ChronoUnit.DAYS.between(prices.asOf(), today);
        findings.add(Finding.of(ReviewRule.STALE_PRICES, FindingLocation.at("/pricing"),
                "the " + prices.region() + " prices were checked on " + prices.asOf() + ", " + days
                        + " days ago (more than " + PriceTable.STALE_AFTER_MONTHS + " months)",
                "DynamoDB's prices change: on-demand throughput was halved in November 2024. The cost comparison "
                        + "of on-demand and provisioned capacity is only as current as its prices. Check "
                        + "https://aws.amazon.com/dynamodb/pricing/ and edit the design's pricing, or use a "
                        + "Tablesmith whose price table is newer."));
    }
}
