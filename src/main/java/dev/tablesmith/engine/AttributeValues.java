package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import java.util.stream.Collectors;

/** Small helpers for showing attribute values to users. */
public final class AttributeValues {
    private AttributeValues() {
    }

    /** A short human-readable form: strings as they are, numbers as written, binary as base64. */
    public static String display(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        } else if (value instanceof AttributeValue.N n) {
            return n.value();
        } else if (value instanceof AttributeValue.B b) {
            return b.base64();
        } else if (value instanceof AttributeValue.Bool b) {
            return Boolean.toString(b.value());
        } else if (value instanceof AttributeValue.Null) {
            return "null";
        } else if (value instanceof AttributeValue.L l) {
            return l.values().stream().map(AttributeValues::display).collect(Collectors.joining(", ", "[", "]"));
        } else if (value instanceof AttributeValue.M m) {
            return m.values().entrySet().stream().map(e -> e.getKey() + ": " + display(e.getValue()))
                    .collect(Collectors.joining(", ", "{", "}"));
        } else if (value instanceof AttributeValue.SS ss) {
            return String.join(", ", ss.values());
        } else if (value instanceof AttributeValue.NS ns) {
            return String.join(", ", ns.values());
        } else if (value instanceof AttributeValue.BS bs) {
            return bs.values().stream().map(AttributeValue.B::base64).collect(Collectors.joining(", "));
        }
        return String.valueOf(value);
    }
}
