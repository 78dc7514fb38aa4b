package dev.tablesmith.template;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.template.RenderResult.Reason;
import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * The {@code pad} filter's arithmetic, on {@link BigDecimal} so that no digit is lost or invented.
 *
 * <p>DynamoDB orders an S sort key by the bytes of its UTF-8 encoding, so {@code "10"} sorts before {@code "9"}.
 * Written with the same number of integer digits and decimals ({@code 0000009.00}, {@code 0000010.00}), byte
 * order equals numeric order. That only holds when every value fits, so pad refuses rather than bend a value:
 * <ul>
 *   <li>more integer digits than the width: the key would be longer and sort wrongly;</li>
 *   <li>more decimals than kept: rounding would make two different numbers render the same key;</li>
 *   <li>a negative number: {@code -002} sorts after {@code -001} as text, the opposite of numeric order.</li>
 * </ul>
 */
final class PadFormat {
    private PadFormat() {
    }

    static RenderResult format(TemplateFilter.Pad pad, String attribute, AttributeValue value) {
        if (!(value instanceof AttributeValue.N number)) {
            return RenderResult.failure(attribute, Reason.UNSUPPORTED_TYPE,
                    pad.source() + " needs a number, '" + attribute + "' is " + value.type());
        }
        String text = number.value().trim();
        BigDecimal decimal;
        try {
            decimal = new BigDecimal(text);
        } catch (NumberFormatException notANumber) {
            return RenderResult.failure(attribute, Reason.NOT_A_NUMBER,
                    "'" + text + "' in '" + attribute + "' is not a number");
        }
        if (decimal.signum() < 0) {
            return RenderResult.failure(attribute, Reason.NEGATIVE_NUMBER, text + " is negative: " + pad.source()
                    + " refuses negatives because zero-padded negatives do not sort as numbers"
                    + " (-002 sorts after -001); offset the values or use an N sort key");
        }
        BigDecimal scaled;
        try {
            scaled = decimal.setScale(pad.decimals(), RoundingMode.UNNECESSARY);
        } catch (ArithmeticException wouldRound) {
            String what = pad.decimals() == 0 ? " is not a whole number"
                    : " has more than " + pad.decimals() + (pad.decimals() == 1 ? " decimal" : " decimals");
            return RenderResult.failure(attribute, Reason.TOO_MANY_DECIMALS,
                    text + what + " (" + pad.source() + " does not round)");
        }
        String plain = scaled.toPlainString();
        int point = plain.indexOf('.');
        String integerPart = point < 0 ? plain : plain.substring(0, point);
        if (integerPart.length() > pad.integerDigits()) {
            return RenderResult.failure(attribute, Reason.DOES_NOT_FIT, text + " does not fit " + pad.source()
                    + " (" + pad.integerDigits() + " integer digit" + (pad.integerDigits() == 1 ? "" : "s") + ")");
        }
        return RenderResult.rendered("0".repeat(pad.integerDigits() - integerPart.length()) + plain);
    }
}
