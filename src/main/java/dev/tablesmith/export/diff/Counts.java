package dev.tablesmith.export.diff;

import java.util.Locale;

/** Numbers and money as diff reports write them. */
public final class Counts {
    private Counts() {
    }

    /** {@code 2,000,000 items}, {@code 1 item}. */
    public static String items(long count) {
        return String.format(Locale.ROOT, "%,d", count) + (count == 1 ? " item" : " items");
    }

    /** {@code $1.23}, or {@code < $0.01} for an amount that rounds to nothing. */
    public static String dollars(double amount) {
        if (!Double.isFinite(amount)) {
            return "too large to estimate";
        }
        if (amount > 0 && amount < 0.005) {
            return "< $0.01";
        }
        return String.format(Locale.ROOT, "$%,.2f", amount);
    }

    /** {@code +$1.23} or {@code -$0.40}; {@code $0.00} for no change. */
    public static String signedDollars(double delta) {
        if (!Double.isFinite(delta)) {
            return "too large to estimate";
        }
        if (Math.abs(delta) < 0.005) {
            return "$0.00";
        }
        return (delta > 0 ? "+" : "-") + String.format(Locale.ROOT, "$%,.2f", Math.abs(delta));
    }
}
