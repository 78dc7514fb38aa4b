package dev.tablesmith.cli;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.Locale;

/** Numbers in plan output: counts with thousands separators, estimates rounded for reading, dollars. */
final class PlanNumbers {
    /** What a number that overflowed a double prints as: never "Infinity" or "NaN". */
    static final String TOO_LARGE = "too large to estimate";

    private PlanNumbers() {
    }

    /** A whole count with thousands separators: {@code 2,000,000}. */
    static String count(long value) {
        return String.format(Locale.ROOT, "%,d", value);
    }

    /**
     * A number as short as it can honestly be: whole numbers with separators ({@code 1,100}), others to at most
     * two decimals, or two significant digits below 0.01 ({@code 0.5}, {@code 3.33}, {@code 0.0042}).
     */
    static String plain(double value) {
        if (!Double.isFinite(value)) {
            return TOO_LARGE;
        }
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return count((long) value);
        }
        if (Math.abs(value) < 0.01) {
            return BigDecimal.valueOf(value).round(new MathContext(2, RoundingMode.HALF_UP)).toPlainString();
        }
        String text = String.format(Locale.ROOT, "%,.2f", value);
        return text.replaceAll("\\.?0+$", "");
    }

    /** A setting exactly as given: {@code 0.125}, {@code 730}. */
    static String exact(double value) {
        if (!Double.isFinite(value)) {
            return TOO_LARGE;
        }
        return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
    }

    /** An item count estimate: {@code 1 item}, {@code 3.5 items}, {@code 2,000,000 items}. */
    static String items(double value) {
        return plain(value) + (value == 1 ? " item" : " items");
    }

    /**
     * Dollars: cents from $1 up ({@code $4.21}, {@code $1,204.50}), two significant digits below
     * ({@code $0.066}, {@code $0.0082}), {@code $0.00} for nothing.
     */
    static String dollars(double value) {
        if (!Double.isFinite(value)) {
            return TOO_LARGE;
        }
        if (value == 0) {
            return "$0.00";
        }
        if (value >= 1) {
            return String.format(Locale.ROOT, "$%,.2f", value);
        }
        BigDecimal rounded = BigDecimal.valueOf(value).round(new MathContext(2, RoundingMode.HALF_UP));
        return "$" + rounded.toPlainString();
    }
}
