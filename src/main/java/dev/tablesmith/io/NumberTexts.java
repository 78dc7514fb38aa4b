package dev.tablesmith.io;

import java.math.BigDecimal;

/**
 * JSON number texts as a design file spells them. JSON puts no bound on an exponent, but a {@link BigDecimal}
 * holds only a 32-bit one: {@code 1E+2147483648} is a valid JSON number that {@code new BigDecimal} refuses with
 * "Exponent overflow". Readers ask here instead, so such a number becomes a located problem, not an exception.
 */
final class NumberTexts {
    private NumberTexts() {
    }

    /** The exact value of a JSON number text; null when its exponent does not fit in 32 bits. */
    static BigDecimal decimal(String text) {
        try {
            return new BigDecimal(text);
        } catch (NumberFormatException | ArithmeticException beyondExponent) {
            return null;
        }
    }

    /** Whether the text's exponent is negative ({@code 1e-99999999999}: a tiny fraction, not a huge number). */
    static boolean hasNegativeExponent(String text) {
        int e = Math.max(text.indexOf('e'), text.indexOf('E'));
        return e >= 0 && e + 1 < text.length() && text.charAt(e + 1) == '-';
    }

    /** A bound as plain digits ({@code 1000000000}), for "at most ..." messages. */
    static String bound(double max) {
        return new BigDecimal(max).stripTrailingZeros().toPlainString();
    }
}
