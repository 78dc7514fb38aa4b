package dev.tablesmith.export;

import dev.tablesmith.planner.CostEstimate;
import java.util.Locale;

/** A plan's cost in the words exports use: capacity units per call and US dollars per month. */
final class CostText {
    private CostText() {
    }

    /** {@code 0.5 RCU}, {@code 4 WCU}: read request units for reads, write request units for writes. */
    static String perCall(CostEstimate cost) {
        return cost.writeUnits() > 0 ? units(cost.writeUnits()) + " WCU" : units(cost.readUnits()) + " RCU";
    }

    /** {@code $1.23}, or {@code < $0.01} for a cost that rounds to nothing. */
    static String perMonth(CostEstimate cost) {
        double dollars = cost.monthlyCost();
        if (!Double.isFinite(dollars)) {
            return "too large to estimate";
        }
        if (dollars > 0 && dollars < 0.005) {
            return "< $0.01";
        }
        return String.format(Locale.ROOT, "$%,.2f", dollars);
    }

    private static String units(double units) {
        if (!Double.isFinite(units)) {
            return "too large to estimate";
        }
        String text = String.format(Locale.ROOT, "%.2f", units);
        return text.replaceAll("\\.?0+$", "");
    }
}
