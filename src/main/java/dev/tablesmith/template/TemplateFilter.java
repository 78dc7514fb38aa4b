package dev.tablesmith.template;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.template.RenderResult.Reason;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A filter after {@code |} in a placeholder. Filters run left to right; each takes the value so far and gives a
 * string. They exist because DynamoDB compares S keys by the bytes of their UTF-8 encoding, so a value has to
 * be written in a form whose byte order is the order the application wants.
 *
 * <ul>
 *   <li>{@code pad:W} and {@code pad:W.S} write a non-negative number zero-padded to W integer digits and
 *       exactly S decimals ({@code 19.99} with {@code pad:7.2} is {@code 0000019.99}), so that numbers sort
 *       numerically: unpadded, {@code "10"} sorts before {@code "9"}.</li>
 *   <li>{@code upper} and {@code lower} change the case of a string (DynamoDB keys are case-sensitive, and every
 *       upper-case letter sorts before every lower-case one).</li>
 *   <li>{@code date} writes {@code yyyy-MM-dd} and {@code datetime} writes {@code yyyy-MM-ddTHH:mm:ssZ}, both in
 *       UTC and fixed width, from an ISO date/time string or an epoch-seconds number.</li>
 * </ul>
 */
public sealed interface TemplateFilter {

    /** The filter names the parser knows, in the order error messages list them. */
    List<String> NAMES = List.of("pad", "upper", "lower", "date", "datetime");

    /** DynamoDB numbers have up to 38 significant digits; pad allows no more on either side of the point. */
    int MAX_PAD_DIGITS = 38;

    /** The 1-based column of the filter's name in the template text. */
    int column();

    /** The filter as written in canonical template text, e.g. {@code pad:7.2}. */
    String source();

    /**
     * The number of characters this filter always produces, when that is fixed (pad, date, datetime), which
     * lets {@link KeyTemplate#match} split two placeholders that touch.
     */
    Optional<Integer> fixedWidth();

    /**
     * Why this filter cannot take a value of type {@code input}, if it cannot.
     *
     * @param subject how to name the input in the message, e.g. {@code 'price'} or {@code the result of upper}
     */
    Optional<String> inputProblem(String subject, AttributeType input);

    /** Applies the filter to one value of {@code attribute}; the result is an S value or the reason it failed. */
    RenderResult apply(String attribute, AttributeValue value);

    /** Zero-padded fixed-point number: {@code integerDigits} before the point, {@code decimals} after it. */
    record Pad(int integerDigits, int decimals, int column) implements TemplateFilter {
        public Pad {
            if (integerDigits < 1 || integerDigits > MAX_PAD_DIGITS || decimals < 0 || decimals > MAX_PAD_DIGITS) {
                throw new IllegalArgumentException("pad digits out of range: " + integerDigits + "." + decimals);
            }
        }

        @Override
        public String source() {
            return decimals == 0 ? "pad:" + integerDigits : "pad:" + integerDigits + "." + decimals;
        }

        @Override
        public Optional<Integer> fixedWidth() {
            return Optional.of(decimals == 0 ? integerDigits : integerDigits + 1 + decimals);
        }

        @Override
        public Optional<String> inputProblem(String subject, AttributeType input) {
            return input == AttributeType.N ? Optional.empty()
                    : Optional.of(source() + " needs an N attribute, " + subject + " is " + input);
        }

        @Override
        public RenderResult apply(String attribute, AttributeValue value) {
            return PadFormat.format(this, attribute, value);
        }
    }

    /** Upper-cases a string (root locale). */
    record Upper(int column) implements TemplateFilter {
        @Override
        public String source() {
            return "upper";
        }

        @Override
        public Optional<Integer> fixedWidth() {
            return Optional.empty();
        }

        @Override
        public Optional<String> inputProblem(String subject, AttributeType input) {
            return textInputProblem(source(), subject, input);
        }

        @Override
        public RenderResult apply(String attribute, AttributeValue value) {
            return value instanceof AttributeValue.S s ? RenderResult.rendered(s.value().toUpperCase(Locale.ROOT))
                    : wrongType(source(), attribute, value, "S");
        }
    }

    /** Lower-cases a string (root locale). */
    record Lower(int column) implements TemplateFilter {
        @Override
        public String source() {
            return "lower";
        }

        @Override
        public Optional<Integer> fixedWidth() {
            return Optional.empty();
        }

        @Override
        public Optional<String> inputProblem(String subject, AttributeType input) {
            return textInputProblem(source(), subject, input);
        }

        @Override
        public RenderResult apply(String attribute, AttributeValue value) {
            return value instanceof AttributeValue.S s ? RenderResult.rendered(s.value().toLowerCase(Locale.ROOT))
                    : wrongType(source(), attribute, value, "S");
        }
    }

    /** The UTC calendar date, {@code yyyy-MM-dd}. */
    record Date(int column) implements TemplateFilter {
        @Override
        public String source() {
            return "date";
        }

        @Override
        public Optional<Integer> fixedWidth() {
            return Optional.of(10);
        }

        @Override
        public Optional<String> inputProblem(String subject, AttributeType input) {
            return timeInputProblem(source(), subject, input);
        }

        @Override
        public RenderResult apply(String attribute, AttributeValue value) {
            return applyTime(source(), attribute, value, instant -> KeyTimestamps.DATE_FORMAT.format(instant));
        }
    }

    /** The UTC instant to the second, {@code yyyy-MM-ddTHH:mm:ssZ}. */
    record DateTime(int column) implements TemplateFilter {
        @Override
        public String source() {
            return "datetime";
        }

        @Override
        public Optional<Integer> fixedWidth() {
            return Optional.of(20);
        }

        @Override
        public Optional<String> inputProblem(String subject, AttributeType input) {
            return timeInputProblem(source(), subject, input);
        }

        @Override
        public RenderResult apply(String attribute, AttributeValue value) {
            return applyTime(source(), attribute, value, instant -> KeyTimestamps.INSTANT_FORMAT.format(instant));
        }
    }

    private static Optional<String> textInputProblem(String filter, String subject, AttributeType input) {
        return input == AttributeType.S ? Optional.empty()
                : Optional.of(filter + " needs an S attribute, " + subject + " is " + input);
    }

    private static Optional<String> timeInputProblem(String filter, String subject, AttributeType input) {
        return input == AttributeType.S || input == AttributeType.N ? Optional.empty()
                : Optional.of(filter + " needs an S attribute (ISO date/time) or an N attribute (epoch seconds), "
                        + subject + " is " + input);
    }

    private static RenderResult applyTime(String filter, String attribute, AttributeValue value,
                                          java.util.function.Function<Instant, String> format) {
        if (!(value instanceof AttributeValue.S) && !(value instanceof AttributeValue.N)) {
            return wrongType(filter, attribute, value, "S (ISO date/time) or N (epoch seconds)");
        }
        Optional<Instant> instant = KeyTimestamps.read(value);
        if (instant.isEmpty()) {
            String text = value instanceof AttributeValue.S s ? s.value() : ((AttributeValue.N) value).value();
            String expected = value instanceof AttributeValue.S
                    ? "an ISO date, date-time or instant (e.g. 2026-07-14 or 2026-07-14T09:30:00Z)"
                    : "epoch seconds in range";
            return RenderResult.failure(attribute, Reason.NOT_A_DATE,
                    filter + " cannot read '" + text + "' in '" + attribute + "': expected " + expected);
        }
        return RenderResult.rendered(format.apply(instant.get()));
    }

    private static RenderResult wrongType(String filter, String attribute, AttributeValue value, String expected) {
        return RenderResult.failure(attribute, Reason.UNSUPPORTED_TYPE,
                filter + " needs " + expected + ", '" + attribute + "' is " + value.type());
    }
}
