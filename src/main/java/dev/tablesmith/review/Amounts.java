package dev.tablesmith.review;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** Numbers as findings show them: {@code 5,000}, {@code 2.5}, {@code 12.3 GB}. */
final class Amounts {
    private Amounts() {
    }

    /** A count or rate with thousands separators, rounded to at most 2 significant decimals below 10. */
    static String of(double value) {
        if (!Double.isFinite(value)) {
            return "too large to estimate";
        }
        DecimalFormat format = new DecimalFormat(Math.abs(value) >= 100 ? "#,##0" : Math.abs(value) >= 10
                ? "#,##0.#" : "#,##0.##", DecimalFormatSymbols.getInstance(Locale.ROOT));
        format.setRoundingMode(RoundingMode.HALF_UP);
        return format.format(BigDecimal.valueOf(value));
    }

    /** Bytes in B, KB, MB or GB (1 KB = 1,024 bytes, as DynamoDB counts item sizes). */
    static String bytes(double bytes) {
        String[] units = {"B", "KB", "MB", "GB", "TB"};
        double value = bytes;
        int unit = 0;
        while (value >= 1024 && unit < units.length - 1) {
            value /= 1024;
            unit++;
        }
        return (unit == 0 ? Long.toString(Math.round(value)) : of(value)) + " " + units[unit];
    }
}
