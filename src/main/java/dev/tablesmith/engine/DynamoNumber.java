package dev.tablesmith.engine;

import java.math.BigDecimal;
import java.util.Optional;

/**
 * DynamoDB's Number type: a decimal with at most 38 significant digits whose magnitude lies between 1E-130 and
 * 9.9999999999999999999999999999999999999E+125 (or is zero). Leading and trailing zeros are not significant, so
 * {@code 100}, {@code 1E2} and {@code 100.00} are the same value and the same key.
 *
 * <p>Out-of-range values are refused with DynamoDB's own ValidationException texts: "Attempting to store more than
 * 38 significant digits in a Number", "Number overflow. Attempting to store a number with magnitude larger than
 * supported range", "Number underflow. Attempting to store a number with magnitude smaller than supported range".
 */
public final class DynamoNumber {
    /** DynamoDB keeps at most this many significant digits. */
    public static final int MAX_SIGNIFICANT_DIGITS = 38;
    private static final BigDecimal MAX_MAGNITUDE = new BigDecimal("9.9999999999999999999999999999999999999E+125");
    private static final BigDecimal MIN_MAGNITUDE = new BigDecimal("1E-130");

    private DynamoNumber() {
    }

    /**
     * Parses a DynamoDB number text, or says why DynamoDB would refuse it.
     *
     * @return the value with trailing zeros stripped (zero is {@link BigDecimal#ZERO})
     * @throws NumberFormatException with DynamoDB's message
     */
    public static BigDecimal parse(String text) {
        BigDecimal value;
        try {
            value = new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            throw new NumberFormatException("The parameter cannot be converted to a numeric value: " + text);
        }
        if (value.signum() == 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal stripped = value.stripTrailingZeros();
        if (stripped.precision() > MAX_SIGNIFICANT_DIGITS) {
            throw new NumberFormatException("Attempting to store more than 38 significant digits in a Number");
        }
        BigDecimal magnitude = stripped.abs();
        if (magnitude.compareTo(MAX_MAGNITUDE) > 0) {
            throw new NumberFormatException(
                    "Number overflow. Attempting to store a number with magnitude larger than supported range");
        }
        if (magnitude.compareTo(MIN_MAGNITUDE) < 0) {
            throw new NumberFormatException(
                    "Number underflow. Attempting to store a number with magnitude smaller than supported range");
        }
        return stripped;
    }

    /** Why DynamoDB would refuse this number text, if it would. */
    public static Optional<String> problem(String text) {
        try {
            parse(text);
            return Optional.empty();
        } catch (NumberFormatException e) {
            return Optional.of(e.getMessage());
        }
    }

    /**
     * The canonical text DynamoDB returns for a number: plain notation without exponent, no leading or trailing
     * zeros, no plus sign ({@code 1E2} becomes {@code 100}, {@code 0.50} becomes {@code 0.5}, {@code -0} becomes
     * {@code 0}).
     */
    public static String canonical(String text) {
        return parse(text).toPlainString();
    }

    /** The number of significant digits after trimming leading and trailing zeros (at least 1). */
    public static int significantDigits(BigDecimal value) {
        return value.signum() == 0 ? 1 : value.stripTrailingZeros().precision();
    }
}
