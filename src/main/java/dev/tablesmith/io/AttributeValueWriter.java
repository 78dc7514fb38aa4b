package dev.tablesmith.io;

import dev.tablesmith.io.CanonicalJsonPrinter.JsonNumber;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Writes attribute values two ways: as plain JSON for entity records (typed back by the attribute declarations on
 * reading) and as DynamoDB JSON for explicit items.
 */
final class AttributeValueWriter {
    private static final Pattern JSON_NUMBER = Pattern.compile("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?");

    private AttributeValueWriter() {
    }

    /** An entity record as a plain JSON object. */
    static Map<String, Object> plainRecord(Item record) {
        Map<String, Object> out = new LinkedHashMap<>();
        record.attributes().forEach((name, value) -> out.put(name, plain(value)));
        return out;
    }

    /**
     * A value as plain JSON: S a string, N a JSON number (or a string when its text is not JSON number syntax,
     * such as {@code +5}), B base64, BOOL, NULL null, sets and L arrays, M an object.
     */
    static Object plain(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        } else if (value instanceof AttributeValue.N n) {
            return number(n.value());
        } else if (value instanceof AttributeValue.B b) {
            return b.base64();
        } else if (value instanceof AttributeValue.Bool b) {
            return b.value();
        } else if (value instanceof AttributeValue.Null) {
            return null;
        } else if (value instanceof AttributeValue.L l) {
            return l.values().stream().map(AttributeValueWriter::plain).toList();
        } else if (value instanceof AttributeValue.M m) {
            Map<String, Object> out = new LinkedHashMap<>();
            m.values().forEach((name, v) -> out.put(name, plain(v)));
            return out;
        } else if (value instanceof AttributeValue.SS ss) {
            return ss.values();
        } else if (value instanceof AttributeValue.NS ns) {
            return ns.values().stream().map(AttributeValueWriter::number).toList();
        } else {
            return ((AttributeValue.BS) value).values().stream().map(AttributeValue.B::base64).toList();
        }
    }

    /** An explicit item in DynamoDB JSON. */
    static Map<String, Object> item(Item item) {
        Map<String, Object> out = new LinkedHashMap<>();
        item.attributes().forEach((name, value) -> out.put(name, dynamo(value)));
        return out;
    }

    /** A value in DynamoDB JSON: one type descriptor, numbers as strings, NULL as true. */
    static Map<String, Object> dynamo(AttributeValue value) {
        Object content;
        if (value instanceof AttributeValue.S s) {
            content = s.value();
        } else if (value instanceof AttributeValue.N n) {
            content = n.value();
        } else if (value instanceof AttributeValue.B b) {
            content = b.base64();
        } else if (value instanceof AttributeValue.Bool b) {
            content = b.value();
        } else if (value instanceof AttributeValue.Null) {
            content = true;
        } else if (value instanceof AttributeValue.L l) {
            content = l.values().stream().map(AttributeValueWriter::dynamo).toList();
        } else if (value instanceof AttributeValue.M m) {
            Map<String, Object> members = new LinkedHashMap<>();
            m.values().forEach((name, v) -> members.put(name, dynamo(v)));
            content = members;
        } else if (value instanceof AttributeValue.SS ss) {
            content = ss.values();
        } else if (value instanceof AttributeValue.NS ns) {
            content = ns.values();
        } else {
            content = ((AttributeValue.BS) value).values().stream().map(AttributeValue.B::base64).toList();
        }
        Map<String, Object> out = new LinkedHashMap<>();
        out.put(value.type().name(), content);
        return out;
    }

    /** A number kept as written: a JSON number when the text is JSON number syntax, else a string. */
    static Object number(String text) {
        return JSON_NUMBER.matcher(text).matches() ? new JsonNumber(text) : text;
    }

    static JsonNumber number(long value) {
        return new JsonNumber(Long.toString(value));
    }

    /** A double in its shortest plain decimal form that reads back as the same double ({@code 730}, {@code 0.00013}). */
    static JsonNumber number(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("cannot write " + value + " in JSON");
        }
        return new JsonNumber(BigDecimal.valueOf(value).stripTrailingZeros().toPlainString());
    }
}
