package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Numbers as DynamoDB stores and returns them: in canonical form ({@code 1E2} comes back as {@code 100},
 * {@code 12.50} as {@code 12.5}), inside sets, lists and maps too. An item whose numbers are already canonical is
 * returned as the same instance, so canonicalising a million sample items costs one pass and no copies. Numbers
 * DynamoDB would refuse are left as they are (the index views report them).
 */
public final class CanonicalNumbers {
    private CanonicalNumbers() {
    }

    public static Item of(Item item) {
        Map<String, AttributeValue> changed = null;
        for (Map.Entry<String, AttributeValue> e : item.attributes().entrySet()) {
            AttributeValue canonical = of(e.getValue());
            if (canonical != e.getValue()) {
                if (changed == null) {
                    changed = new LinkedHashMap<>(item.attributes());
                }
                changed.put(e.getKey(), canonical);
            }
        }
        return changed == null ? item : new Item(changed);
    }

    public static AttributeValue of(AttributeValue value) {
        if (value instanceof AttributeValue.N n) {
            String canonical = canonical(n.value());
            return canonical.equals(n.value()) ? value : AttributeValue.n(canonical);
        }
        if (value instanceof AttributeValue.NS ns) {
            List<String> values = ns.values().stream().map(CanonicalNumbers::canonical).toList();
            return values.equals(ns.values()) ? value : new AttributeValue.NS(values);
        }
        if (value instanceof AttributeValue.L l) {
            List<AttributeValue> values = new ArrayList<>(l.values().size());
            boolean same = true;
            for (AttributeValue element : l.values()) {
                AttributeValue canonical = of(element);
                same &= canonical == element;
                values.add(canonical);
            }
            return same ? value : new AttributeValue.L(values);
        }
        if (value instanceof AttributeValue.M m) {
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            boolean same = true;
            for (Map.Entry<String, AttributeValue> e : m.values().entrySet()) {
                AttributeValue canonical = of(e.getValue());
                same &= canonical == e.getValue();
                values.put(e.getKey(), canonical);
            }
            return same ? value : new AttributeValue.M(values);
        }
        return value;
    }

    private static String canonical(String text) {
        return DynamoNumber.problem(text).isPresent() ? text : DynamoNumber.canonical(text);
    }
}
