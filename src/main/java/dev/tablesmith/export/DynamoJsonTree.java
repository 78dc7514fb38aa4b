package dev.tablesmith.export;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Map;

/**
 * Attribute values in DynamoDB JSON, the typed form every AWS tool reads ({@code {"S": "CUST#c1"}},
 * {@code {"N": "59.98"}}, binary as base64), as document-tree nodes.
 */
public final class DynamoJsonTree {
    private DynamoJsonTree() {
    }

    /** An item: each attribute name mapped to its typed value. */
    public static DocObject item(Item item) {
        return attributes(item.attributes());
    }

    /** A map of attribute values, e.g. a key or ExpressionAttributeValues. */
    public static DocObject attributes(Map<String, AttributeValue> values) {
        DocObject out = DocObject.object();
        values.forEach((name, value) -> out.put(name, value(value)));
        return out;
    }

    /** One typed value. */
    public static DocObject value(AttributeValue value) {
        DocObject out = DocObject.object();
        if (value instanceof AttributeValue.S s) {
            out.put("S", s.value());
        } else if (value instanceof AttributeValue.N n) {
            out.put("N", n.value());
        } else if (value instanceof AttributeValue.B b) {
            out.put("B", b.base64());
        } else if (value instanceof AttributeValue.Bool b) {
            out.put("BOOL", b.value());
        } else if (value instanceof AttributeValue.Null) {
            out.put("NULL", true);
        } else if (value instanceof AttributeValue.L l) {
            out.put("L", l.values().stream().map(v -> (Object) value(v)).toList());
        } else if (value instanceof AttributeValue.M m) {
            out.put("M", attributes(m.values()));
        } else if (value instanceof AttributeValue.SS ss) {
            out.put("SS", List.copyOf(ss.values()));
        } else if (value instanceof AttributeValue.NS ns) {
            out.put("NS", List.copyOf(ns.values()));
        } else if (value instanceof AttributeValue.BS bs) {
            out.put("BS", bs.values().stream().map(b -> (Object) b.base64()).toList());
        }
        return out;
    }
}
