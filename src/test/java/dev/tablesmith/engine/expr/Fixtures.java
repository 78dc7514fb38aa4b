package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Short builders for attribute values, items and placeholder maps in expression tests. */
final class Fixtures {
    private Fixtures() {
    }

    static AttributeValue s(String v) {
        return AttributeValue.s(v);
    }

    static AttributeValue n(String v) {
        return AttributeValue.n(v);
    }

    static AttributeValue b(int... bytes) {
        byte[] out = new byte[bytes.length];
        for (int i = 0; i < bytes.length; i++) {
            out[i] = (byte) bytes[i];
        }
        return AttributeValue.b(out);
    }

    static AttributeValue bytes(String ascii) {
        return AttributeValue.b(ascii.getBytes(StandardCharsets.UTF_8));
    }

    static AttributeValue bool(boolean v) {
        return AttributeValue.bool(v);
    }

    static AttributeValue nul() {
        return AttributeValue.nul();
    }

    static AttributeValue l(AttributeValue... values) {
        return AttributeValue.l(Arrays.asList(values));
    }

    static AttributeValue ss(String... values) {
        return new AttributeValue.SS(List.of(values));
    }

    static AttributeValue ns(String... values) {
        return new AttributeValue.NS(List.of(values));
    }

    static AttributeValue bs(AttributeValue... values) {
        return new AttributeValue.BS(Arrays.stream(values).map(v -> (AttributeValue.B) v).toList());
    }

    /** A map value from alternating keys and values. */
    static AttributeValue m(Object... keysAndValues) {
        return AttributeValue.m(map(keysAndValues));
    }

    /** An item from alternating names and values. */
    static Item item(Object... namesAndValues) {
        return new Item(map(namesAndValues));
    }

    /** ExpressionAttributeValues from alternating placeholders and values. */
    static Map<String, AttributeValue> values(Object... keysAndValues) {
        return map(keysAndValues);
    }

    /** ExpressionAttributeNames from alternating placeholders and names. */
    static Map<String, String> names(String... keysAndNames) {
        Map<String, String> out = new LinkedHashMap<>();
        for (int i = 0; i < keysAndNames.length; i += 2) {
            out.put(keysAndNames[i], keysAndNames[i + 1]);
        }
        return out;
    }

    private static Map<String, AttributeValue> map(Object... keysAndValues) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            out.put((String) keysAndValues[i], (AttributeValue) keysAndValues[i + 1]);
        }
        return out;
    }
}
