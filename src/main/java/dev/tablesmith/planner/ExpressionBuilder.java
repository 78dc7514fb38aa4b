package dev.tablesmith.planner;

import dev.tablesmith.engine.expr.ReservedWords;
import dev.tablesmith.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Writes the expressions of a planned request, registering {@code #name} placeholders for attribute names that
 * DynamoDB would refuse bare (reserved words such as {@code status}, names with other characters) and a
 * {@code :value} placeholder for every value.
 */
final class ExpressionBuilder {
    private final Map<String, String> names = new LinkedHashMap<>();
    private final Map<String, AttributeValue> values = new LinkedHashMap<>();

    /** The attribute as it can be written in an expression. */
    String name(String attribute) {
        if (attribute.matches("[A-Za-z][A-Za-z0-9_]*") && !ReservedWords.isReserved(attribute)) {
            return attribute;
        }
        String placeholder = "#" + attribute.replaceAll("[^A-Za-z0-9_]", "_");
        names.put(placeholder, attribute);
        return placeholder;
    }

    /** A new {@code :value} placeholder for {@code value}, named after {@code hint}. */
    String value(String hint, AttributeValue value) {
        String base = ":" + hint.replaceAll("[^A-Za-z0-9_]", "");
        String placeholder = base;
        for (int i = 2; values.containsKey(placeholder) && !values.get(placeholder).equals(value); i++) {
            placeholder = base + i;
        }
        values.put(placeholder, value);
        return placeholder;
    }

    Map<String, String> names() {
        return names;
    }

    Map<String, AttributeValue> values() {
        return values;
    }
}
