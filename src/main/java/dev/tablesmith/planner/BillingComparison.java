package dev.tablesmith.planner;

import dev.tablesmith.model.BillingMode;
import java.util.Locale;

/**
 * On-demand against provisioned capacity for one table with its GSIs (DynamoDB bills a table's indexes in the
 * table's mode: Developer Guide, "Read/write capacity mode"), and the mode Tablesmith recommends.
 *
 * <p>On-demand bills the requests made, so it costs the average rate: the peak's cost times the average's share of
 * the peak. Provisioned bills the capacity set, used or not, every hour. Both cost the same when the average is
 * {@code provisioned / on-demand at a steady peak} of the peak: the break-even utilisation. Above it provisioned is
 * cheaper; at or below it on-demand is (at exactly break-even both cost the same, and on-demand needs no capacity
 * planning). Reserved capacity is not assumed: it would lower provisioned further for a 1- or 3-year commitment.
 *
 * @param onDemandMonthly       USD a month on-demand at the average rate
 * @param provisionedMonthly    USD a month for the capacity the peak needs at the target utilisation
 * @param averageShare          the average rate as a share of the peak (1 / peak-to-average)
 * @param breakEvenUtilization  the average share of the peak at which both modes cost the same; infinite without
 *                              traffic (on-demand is then always cheaper)
 * @param recommended           the cheaper mode
 * @param reason                the recommendation in words
 */
public record BillingComparison(double onDemandMonthly, double provisionedMonthly, double averageShare,
                                double breakEvenUtilization, BillingMode recommended, String reason) {

    /**
     * Compares the modes from the on-demand cost of a month at a steady peak, the provisioned cost of the
     * capacity that peak needs, and the average's share of the peak.
     */
    public static BillingComparison of(double onDemandAtPeak, double provisionedMonthly, double averageShare) {
        double onDemand = onDemandAtPeak * averageShare;
        double breakEven = onDemandAtPeak == 0 ? Double.POSITIVE_INFINITY : provisionedMonthly / onDemandAtPeak;
        String average = "your average is " + percent(averageShare) + " of peak";
        if (onDemandAtPeak == 0) {
            return new BillingComparison(onDemand, provisionedMonthly, averageShare, breakEven,
                    BillingMode.PAY_PER_REQUEST, "on-demand: no traffic, and provisioned bills its minimum "
                    + "capacity every hour (" + money(provisionedMonthly) + " a month)");
        }
        String evenAt = "; break-even at " + percent(breakEven) + " of peak";
        if (averageShare > breakEven) {
            return new BillingComparison(onDemand, provisionedMonthly, averageShare, breakEven,
                    BillingMode.PROVISIONED, "provisioned: " + average + ", on-demand would cost "
                    + times(onDemand / provisionedMonthly) + evenAt);
        }
        String why = averageShare == breakEven ? "both cost the same, and on-demand needs no capacity planning"
                : "provisioned would cost " + times(onDemand == 0 ? Double.POSITIVE_INFINITY
                : provisionedMonthly / onDemand);
        return new BillingComparison(onDemand, provisionedMonthly, averageShare, breakEven,
                BillingMode.PAY_PER_REQUEST, "on-demand: " + average + ", " + why + evenAt);
    }

    static String percent(double share) {
        if (Double.isInfinite(share)) {
            return "never";
        }
        double p = share * 100;
        return (p >= 10 || p == Math.rint(p) ? String.format(Locale.ROOT, "%.0f", p)
                : String.format(Locale.ROOT, "%.1f", p)) + "%";
    }

    static String times(double ratio) {
        return Double.isInfinite(ratio) ? "more (on-demand costs nothing)"
                : String.format(Locale.ROOT, "%.1fx", ratio);
    }

    static String money(double usd) {
        return String.format(Locale.ROOT, usd >= 100 ? "$%,.0f" : "$%,.2f", usd);
    }
}
