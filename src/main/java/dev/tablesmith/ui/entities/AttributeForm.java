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
 */
public record AttributeForm(String name, AttributeType type, boolean required, String examples,
                            String distinctValues, String enumValues) {

    /** The form of an existing attribute, for editing it. */
    public static AttributeForm of(Attribute attribute) {
        return new AttributeForm(attribute.name(), attribute.type(), attribute.required(),
                String.join(", ", attribute.examples()),
                attribute.distinctValues() == null ? "" : attribute.distinctValues().toString(),
                String.join(", ", attribute.enumValues()));
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
        return new Attribute(trimmed, type, required, list(examples), distinct(trimmed), list(enumValues));
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
