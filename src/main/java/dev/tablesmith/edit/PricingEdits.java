package dev.tablesmith.edit;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.planner.PriceTable;
import dev.tablesmith.planner.RegionPrices;
import java.util.Locale;

/**
 * Edits the design's pricing: the region (the price table's figures for it: both billing modes' throughput prices
 * and storage), the peak-to-average ratio of the patterns' rates and the target utilisation of provisioned
 * capacity. Each is one undoable command; the hours per month and the other two settings are kept.
 */
public final class PricingEdits {
    private PricingEdits() {
    }

    /** Prices the design with the price table's figures for {@code region}. */
    public static Command setRegion(String region) {
        RegionPrices prices = PriceTable.of(region).orElseThrow(() -> new IllegalArgumentException(
                "no prices for region '" + region + "'"));
        return command("Price for " + region, pricing -> prices.applyTo(pricing));
    }

    /** Sets how many times the average the patterns' (peak) rates are; 1 is steady traffic. */
    public static Command setPeakToAverage(double ratio) {
        return command("Set peak to average to " + number(ratio), pricing -> pricing.withPeakToAverage(ratio));
    }

    /** Sets the share of provisioned capacity the peak may use (0.7 is auto scaling's default 70%). */
    public static Command setTargetUtilization(double target) {
        return command("Set target utilisation to " + number(target * 100) + "%",
                pricing -> pricing.withTargetUtilization(target));
    }

    private static Command command(String description, java.util.function.UnaryOperator<Pricing> change) {
        return new Command() {
            @Override
            public Design apply(Design design) {
                return design.withPricing(change.apply(design.pricing()));
            }

            @Override
            public String description() {
                return description;
            }
        };
    }

    private static String number(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%s", value);
    }
}
