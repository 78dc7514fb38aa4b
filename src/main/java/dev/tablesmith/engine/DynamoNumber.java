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

    private static final String OVERFLOW =
            "Number overflow. Attempting to store a number with magnitude larger than supported range";
    private static final String UNDERFLOW =
            "Number underflow. Attempting to store a number with magnitude smaller than supported range";
    /** The power of ten of the largest and smallest magnitudes' leading digit. */
    private static final long MAX_POWER = 125;
    private static final long MIN_POWER = -130;

    /**
     * Parses a DynamoDB number text, or says why DynamoDB would refuse it. The checks come in DynamoDB's order: the
     * text must be a decimal whose exponent fits in 64 bits ("The parameter cannot be converted to a numeric
     * value"); then its magnitude must be in range, the exponent read in full (so {@code 1e2147483648} overflows
     * rather than wrapping, and zero is range-checked by the exponent it is written with: {@code 0e126} overflows,
     * {@code 0e125} is 0); then it may have at most 38 significant digits. A number both too long and out of range
     * is refused as an overflow or underflow.
     *
     * @return the value with trailing zeros stripped (zero is {@link BigDecimal#ZERO})
     * @throws NumberFormatException with DynamoDB's message
     */
    public static BigDecimal parse(String text) {
        String trimmed = text.trim();
        int length = trimmed.length();
        int i = length > 0 && (trimmed.charAt(0) == '+' || trimmed.charAt(0) == '-') ? 1 : 0;
        int wholeStart = i;
        while (i < length && isDigit(trimmed.charAt(i))) {
            i++;
        }
        String whole = trimmed.substring(wholeStart, i);
        String fraction = "";
        if (i < length && trimmed.charAt(i) == '.') {
            int fractionStart = ++i;
            while (i < length && isDigit(trimmed.charAt(i))) {
                i++;
            }
            fraction = trimmed.substring(fractionStart, i);
        }
        String exponentText = null;
        if (i < length && (trimmed.charAt(i) == 'e' || trimmed.charAt(i) == 'E')) {
            int exponentStart = ++i;
            if (i < length && (trimmed.charAt(i) == '+' || trimmed.charAt(i) == '-')) {
                i++;
            }
            int digitsStart = i;
            while (i < length && isDigit(trimmed.charAt(i))) {
                i++;
            }
            exponentText = i > digitsStart ? trimmed.substring(exponentStart, i) : "";
        }
        if (i < length || (whole.isEmpty() && fraction.isEmpty()) || "".equals(exponentText)) {
            throw new NumberFormatException("The parameter cannot be converted to a numeric value: " + text);
        }
        long exponent;
        try {
            exponent = exponentText == null ? 0 : Long.parseLong(exponentText);
        } catch (NumberFormatException beyondLong) {
            throw new NumberFormatException("The parameter cannot be converted to a numeric value: " + text);
        }
        String digits = whole + fraction;
        int first = firstNonZero(digits);
        if (first < 0) {
            if (exponentText != null) {
                checkPower(exponent);
            }
            return BigDecimal.ZERO;
        }
        // The power of ten of the leading significant digit; saturates instead of wrapping.
        long lead = saturatedAdd(exponent, whole.length() - 1L - first);
        checkPower(lead);
        BigDecimal value = new BigDecimal(trimmed).stripTrailingZeros();
        BigDecimal magnitude = value.abs();
        if (magnitude.compareTo(MAX_MAGNITUDE) > 0) {
            throw new NumberFormatException(OVERFLOW);
        }
        if (magnitude.compareTo(MIN_MAGNITUDE) < 0) {
            throw new NumberFormatException(UNDERFLOW);
        }
        if (value.precision() > MAX_SIGNIFICANT_DIGITS) {
            throw new NumberFormatException("Attempting to store more than 38 significant digits in a Number");
        }
        return value;
    }

    private static void checkPower(long power) {
        if (power > MAX_POWER) {
            throw new NumberFormatException(OVERFLOW);
        }
        if (power < MIN_POWER) {
            throw new NumberFormatException(UNDERFLOW);
        }
    }

    private static boolean isDigit(char c) {
        return c >= '0' && c <= '9';
    }

    private static int firstNonZero(String digits) {
        for (int i = 0; i < digits.length(); i++) {
            if (digits.charAt(i) != '0') {
                return i;
            }
        }
        return -1;
    }

    private static long saturatedAdd(long a, long b) {
        long sum = a + b;
        if (((a ^ sum) & (b ^ sum)) < 0) {
            return a < 0 ? Long.MIN_VALUE : Long.MAX_VALUE;
        }
        return sum;
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
