package dev.tablesmith.template;

import dev.tablesmith.model.AttributeValue;
import java.math.BigDecimal;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A value in a sparse condition: a bare word ({@code PENDING}), a quoted string ({@code 'on hold'}) or a number
 * ({@code 3}, {@code 19.99}).
 *
 * <p>It is compared as the attribute's type, as DynamoDB compares values of one type: an S attribute by its
 * text, an N attribute numerically ({@code 19.90} equals {@code 19.9}), a BOOL attribute with {@code true} or
 * {@code false}. Any other attribute type never equals a condition value.
 *
 * @param text   the value's text (without quotes)
 * @param quoted whether it was written in single quotes
 * @param column 1-based column where it starts in the condition text
 */
public record ConditionValue(String text, boolean quoted, int column) {
    private static final Pattern NUMBER = Pattern.compile("[-+]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?");
    private static final Pattern BARE_WORD = Pattern.compile("[^\\s(),'=<>!\"]+");

    public ConditionValue {
        Objects.requireNonNull(text, "text");
    }

    /** Whether the text is a number (quoted or not). */
    public boolean isNumber() {
        return NUMBER.matcher(text).matches();
    }

    /** The text as a number, when it is one. */
    public Optional<BigDecimal> number() {
        return isNumber() ? Optional.of(new BigDecimal(text)) : Optional.empty();
    }

    /** Whether an attribute value equals this value, compared as the attribute's type. */
    public boolean matches(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value().equals(text);
        }
        if (value instanceof AttributeValue.N n) {
            Optional<BigDecimal> mine = number();
            if (mine.isEmpty()) {
                return false;
            }
            try {
                return new BigDecimal(n.value().trim()).compareTo(mine.get()) == 0;
            } catch (NumberFormatException notANumber) {
                return false;
            }
        }
        if (value instanceof AttributeValue.Bool b) {
            return text.equalsIgnoreCase(Boolean.toString(b.value()));
        }
        return false;
    }

    /** The value as canonical condition text: bare when it can be, otherwise single-quoted. */
    public String source() {
        boolean bare = BARE_WORD.matcher(text).matches() && !text.equalsIgnoreCase("AND")
                && !text.equalsIgnoreCase("IN") && !text.equalsIgnoreCase("OR");
        return bare ? text : "'" + text.replace("'", "''") + "'";
    }
}
