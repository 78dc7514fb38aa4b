package dev.tablesmith.differential;

import dev.tablesmith.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;

/** An expression with the {@code #name} and {@code :value} placeholders it uses. */
record ExpressionParts(String text, Map<String, String> names, Map<String, AttributeValue> values) {
    ExpressionParts {
        names = new LinkedHashMap<>(names);
        values = new LinkedHashMap<>(values);
    }

    static ExpressionParts of(String text) {
        return new ExpressionParts(text, Map.of(), Map.of());
    }

    ExpressionParts name(String placeholder, String attributeName) {
        Map<String, String> copy = new LinkedHashMap<>(names);
        copy.put(placeholder, attributeName);
        return new ExpressionParts(text, copy, values);
    }

    ExpressionParts value(String placeholder, AttributeValue value) {
        Map<String, AttributeValue> copy = new LinkedHashMap<>(values);
        copy.put(placeholder, value);
        return new ExpressionParts(text, names, copy);
    }

    /** The text followed by its placeholder values, as a test name shows it. */
    String describe() {
        StringBuilder sb = new StringBuilder(text);
        values.forEach((k, v) -> sb.append(' ').append(k).append('=').append(display(v)));
        return sb.toString();
    }

    static String display(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return "'" + s.value() + "'";
        } else if (value instanceof AttributeValue.N n) {
            return n.value();
        } else if (value instanceof AttributeValue.B b) {
            return "0x" + java.util.HexFormat.of().formatHex(b.value());
        }
        return value.toString();
    }
}
