package dev.tablesmith.ui.entities;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import java.util.Arrays;
import java.util.List;

/**
 * The attribute editor's fields as typed: lists are comma-separated, the number of distinct values is blank when
 * unknown.
 *
 * @param name           the attribute name
 * @param type           its DynamoDB type
 * @param required       whether every item of the entity has it
 * @param examples       example values, comma-separated
 * @param distinctValues estimated number of distinct values (cardinality), or blank
 * @param enumValues     the closed set of values, comma-separated, or blank
 * @param hotShare       the key skew: the share of calls its most frequent value gets, as a percentage
 *                       ({@code 30%} or {@code 30}) or a fraction ({@code 0.3}), or blank when calls spread evenly
 */
public record AttributeForm(String name, AttributeType type, boolean required, String examples,
                            String distinctValues, String enumValues, String hotShare) {

    /** A form without a key skew. */
    public AttributeForm(String name, AttributeType type, boolean required, String examples, String distinctValues,
                         String enumValues) {
        this(name, type, required, examples, distinctValues, enumValues, "");
    }

    /** The form of an existing attribute, for editing it. */
    public static AttributeForm of(Attribute attribute) {
        return new AttributeForm(attribute.name(), attribute.type(), attribute.required(),
                String.join(", ", attribute.examples()),
                attribute.distinctValues() == null ? "" : attribute.distinctValues().toString(),
                String.join(", ", attribute.enumValues()),
                attribute.hotShare() == null ? "" : percent(attribute.hotShare()));
    }

    /** A share as the form shows it: {@code 0.3} as {@code 30%}. */
    static String percent(double share) {
        return java.math.BigDecimal.valueOf(share * 100).stripTrailingZeros().toPlainString() + "%";
    }

    /** The attribute the form describes; {@link IllegalArgumentException} with a one-line message when it cannot. */
    public Attribute toAttribute() {
        String trimmed = name == null ? "" : name.strip();
        if (trimmed.isEmpty()) {
            throw new IllegalArgumentException("an attribute needs a name");
        }
        if (type == null) {
            throw new IllegalArgumentException("attribute " + trimmed + " needs a type (S, N, B, BOOL, ...)");
        }
        return new Attribute(trimmed, type, required, list(examples), distinct(trimmed), list(enumValues),
                share(trimmed));
    }

    /** {@code 30%} and {@code 30} are 0.3; {@code 0.3} is 0.3 (a number up to 1 is a fraction); blank is none. */
    private Double share(String attribute) {
        String text = hotShare == null ? "" : hotShare.strip();
        if (text.isEmpty()) {
            return null;
        }
        boolean percent = text.endsWith("%");
        String number = percent ? text.substring(0, text.length() - 1).strip() : text;
        try {
            double value = Double.parseDouble(number);
            double share = percent || value > 1 ? value / 100 : value;
            if (number.matches("[0-9.]+") && share > 0 && share <= 1) {
                return share;
            }
        } catch (NumberFormatException e) {
            // explained below
        }
        throw new IllegalArgumentException("the hottest value's share of " + attribute + " must be above 0% and at"
                + " most 100% (30% or 0.3), not '" + text + "'");
    }

    private Long distinct(String attribute) {
        String text = distinctValues == null ? "" : distinctValues.strip().replace("_", "").replace(",", "");
        if (text.isEmpty()) {
            return null;
        }
        try {
            long value = Long.parseLong(text);
            if (value >= 1) {
                return value;
            }
        } catch (NumberFormatException e) {
            // explained below
        }
        throw new IllegalArgumentException("distinct values of " + attribute + " must be a whole number of at least 1,"
                + " not '" + distinctValues.strip() + "'");
    }

    private static List<String> list(String text) {
        if (text == null || text.isBlank()) {
            return List.of();
        }
        return Arrays.stream(text.split(",")).map(String::strip).filter(s -> !s.isEmpty()).toList();
    }
}
