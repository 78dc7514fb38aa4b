package dev.tablesmith.planner;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.CanonicalNumbers;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Compares a live answer with the engine's prediction for one access pattern and says every difference in words:
 * a request one side refused, the number of items, the first position where the items differ (a different item,
 * or the same key with different attributes), {@code Count} and {@code ScannedCount}.
 *
 * <p>Both sides are put in DynamoDB's stored form first: numbers canonical ({@code 12.50} is {@code 12.5}, as
 * DynamoDB stores them; some local implementations return the text written) and set members sorted (DynamoDB
 * defines no order for them). Item order is compared as returned: it is part of what a pattern promises.
 */
public final class OutcomeComparison {
    private OutcomeComparison() {
    }

    /**
     * The differences, each a sentence starting with the pattern id; empty when the outcomes agree.
     *
     * @param keyNames the table's key attribute names, used to name items in messages
     */
    public static List<String> compare(String patternId, ReadOutcome predicted, ReadOutcome live,
                                       List<String> keyNames) {
        List<String> out = new ArrayList<>();
        if (predicted.error() != null || live.error() != null) {
            if (!Objects.equals(errorCode(predicted.error()), errorCode(live.error()))) {
                out.add(patternId + ": predicted " + (predicted.error() == null ? answered(predicted)
                        : "refusal " + predicted.error()) + ", live " + (live.error() == null ? answered(live)
                        : "refusal " + live.error()));
            }
            return out;
        }
        List<Item> expected = predicted.items().stream().map(OutcomeComparison::stored).toList();
        List<Item> actual = live.items().stream().map(OutcomeComparison::stored).toList();
        if (expected.size() != actual.size()) {
            out.add(patternId + ": " + actual.size() + " items live, " + expected.size() + " predicted");
        }
        for (int i = 0; i < Math.min(expected.size(), actual.size()); i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                out.add(patternId + ": first difference at position " + (i + 1) + ": " + itemDifference(
                        expected.get(i), actual.get(i), keyNames));
                break;
            }
        }
        if (expected.size() != actual.size() && out.size() == 1) {
            int at = Math.min(expected.size(), actual.size());
            Item extra = expected.size() > actual.size() ? expected.get(at) : actual.get(at);
            out.add(patternId + ": first difference at position " + (at + 1) + ": only "
                    + (expected.size() > actual.size() ? "predicted" : "live") + " has " + key(extra, keyNames));
        }
        if (predicted.count() != live.count()) {
            out.add(patternId + ": Count " + live.count() + " live, " + predicted.count() + " predicted");
        }
        if (predicted.scannedCount() != live.scannedCount()) {
            out.add(patternId + ": ScannedCount " + live.scannedCount() + " live, " + predicted.scannedCount()
                    + " predicted");
        }
        return out;
    }

    private static String answered(ReadOutcome outcome) {
        return "an answer with " + outcome.items().size() + " items";
    }

    private static String errorCode(String error) {
        return error == null ? null : error.split(":", 2)[0];
    }

    private static String itemDifference(Item predicted, Item live, List<String> keyNames) {
        String predictedKey = key(predicted, keyNames);
        String liveKey = key(live, keyNames);
        if (!predictedKey.equals(liveKey)) {
            return "predicted " + predictedKey + ", live " + liveKey;
        }
        TreeSet<String> names = new TreeSet<>(predicted.attributes().keySet());
        names.addAll(live.attributes().keySet());
        List<String> differing = new ArrayList<>();
        for (String name : names) {
            AttributeValue p = predicted.attributes().get(name);
            AttributeValue l = live.attributes().get(name);
            if (!Objects.equals(p, l)) {
                differing.add(name + " predicted " + shown(p) + ", live " + shown(l));
            }
        }
        return "item " + predictedKey + " differs: " + String.join("; ", differing);
    }

    private static String shown(AttributeValue value) {
        return value == null ? "(absent)" : "'" + AttributeValues.display(value) + "'";
    }

    private static String key(Item item, List<String> keyNames) {
        List<String> parts = new ArrayList<>();
        for (String name : keyNames) {
            AttributeValue value = item.attributes().get(name);
            if (value != null) {
                parts.add(name + "=" + AttributeValues.display(value));
            }
        }
        return parts.isEmpty() ? item.attributes().keySet().stream().sorted().collect(Collectors.joining(",", "{",
                "}")) : String.join(", ", parts);
    }

    /** The item as DynamoDB stores it: canonical numbers, set members sorted. */
    static Item stored(Item item) {
        return new Item(values(CanonicalNumbers.of(item).attributes()));
    }

    private static Map<String, AttributeValue> values(Map<String, AttributeValue> values) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        values.forEach((name, value) -> out.put(name, sorted(value)));
        return out;
    }

    private static AttributeValue sorted(AttributeValue value) {
        if (value instanceof AttributeValue.L l) {
            return AttributeValue.l(l.values().stream().map(OutcomeComparison::sorted).toList());
        } else if (value instanceof AttributeValue.M m) {
            return AttributeValue.m(values(m.values()));
        } else if (value instanceof AttributeValue.SS ss) {
            return new AttributeValue.SS(ss.values().stream().sorted().toList());
        } else if (value instanceof AttributeValue.NS ns) {
            return new AttributeValue.NS(ns.values().stream().sorted(Comparator.comparing(
                    java.math.BigDecimal::new)).toList());
        } else if (value instanceof AttributeValue.BS bs) {
            return new AttributeValue.BS(bs.values().stream().sorted(Comparator.comparing(
                    AttributeValue.B::base64)).toList());
        }
        return value;
    }
}
