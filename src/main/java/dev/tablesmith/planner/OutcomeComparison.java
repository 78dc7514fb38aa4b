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

    /** As {@link #compare(String, ReadOutcome, ReadOutcome, List, List)} with the table's key order: exact. */
    public static List<String> compare(String patternId, ReadOutcome predicted, ReadOutcome live,
                                       List<String> keyNames) {
        return compare(patternId, predicted, live, keyNames, keyNames);
    }

    /**
     * The differences, each a sentence starting with the pattern id; empty when the outcomes agree.
     *
     * <p>The order is compared as far as DynamoDB defines it: by {@code orderKeyNames}, the key attributes of
     * what was read. A Query on the table has unique keys, so its order is exact. A Query on an index returns
     * entries in index key order, but entries with equal index keys (always, on a GSI without a sort key) come in
     * an order DynamoDB leaves undefined: within such a run the items are compared as a set. A Scan returns hash
     * order, which is not defined at all: give no order keys and all items are compared as a set.
     *
     * @param keyNames      the table's key attribute names, used to name items in messages
     * @param orderKeyNames the key attributes that define the order; empty for none (a Scan)
     */
    public static List<String> compare(String patternId, ReadOutcome predicted, ReadOutcome live,
                                       List<String> keyNames, List<String> orderKeyNames) {
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
        String first = firstDifference(expected, actual, keyNames, orderKeyNames);
        if (first != null) {
            out.add(patternId + ": first difference at position " + first);
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

    /** {@code "3: ..."}, or null when the items agree as far as their order is defined. */
    private static String firstDifference(List<Item> expected, List<Item> actual, List<String> keyNames,
                                          List<String> orderKeyNames) {
        int common = Math.min(expected.size(), actual.size());
        if (orderKeyNames.isEmpty()) {
            return runDifference(expected, actual, 0, keyNames, " (a Scan's order is not compared)");
        }
        int runStart = 0;
        for (int i = 0; i <= common; i++) {
            boolean runEnds = i == common || !orderKey(expected.get(i), orderKeyNames)
                    .equals(orderKey(expected.get(runStart), orderKeyNames));
            if (i < common && !orderKey(expected.get(i), orderKeyNames).equals(orderKey(actual.get(i),
                    orderKeyNames))) {
                String inRun = runDifference(expected.subList(runStart, i), actual.subList(runStart, i), runStart,
                        keyNames, "");
                return inRun != null ? inRun : (i + 1) + ": predicted " + key(expected.get(i), keyNames)
                        + ", live " + key(actual.get(i), keyNames);
            }
            if (runEnds && i > runStart) {
                String inRun = runDifference(expected.subList(runStart, i), actual.subList(runStart, i), runStart,
                        keyNames, i - runStart > 1 ? " (among " + (i - runStart) + " items with equal "
                                + String.join(", ", orderKeyNames) + ", whose order is not defined)" : "");
                if (inRun != null) {
                    return inRun;
                }
                runStart = i;
            }
        }
        if (expected.size() != actual.size()) {
            Item extra = expected.size() > actual.size() ? expected.get(common) : actual.get(common);
            return (common + 1) + ": only " + (expected.size() > actual.size() ? "predicted" : "live") + " has "
                    + key(extra, keyNames);
        }
        return null;
    }

    /** The first difference between two runs compared as sets (sorted by key), or null. */
    private static String runDifference(List<Item> expected, List<Item> actual, int offset, List<String> keyNames,
                                        String note) {
        if (expected.size() == 1 && actual.size() == 1) {
            return expected.get(0).equals(actual.get(0)) ? null
                    : (offset + 1) + ": " + itemDifference(expected.get(0), actual.get(0), keyNames);
        }
        List<Item> a = sortedByKey(expected, keyNames);
        List<Item> b = sortedByKey(actual, keyNames);
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            if (!a.get(i).equals(b.get(i))) {
                int at = offset + expected.indexOf(a.get(i)) + 1;
                return at + note + ": " + itemDifference(a.get(i), b.get(i), keyNames);
            }
        }
        if (a.size() != b.size()) {
            Item extra = a.size() > b.size() ? a.get(b.size()) : b.get(a.size());
            return (offset + Math.min(a.size(), b.size()) + 1) + note + ": only " + (a.size() > b.size()
                    ? "predicted" : "live") + " has " + key(extra, keyNames);
        }
        return null;
    }

    /** Sorted by primary key, then by content, so that the same item on both sides pairs up even if changed. */
    private static List<Item> sortedByKey(List<Item> items, List<String> keyNames) {
        return items.stream().sorted(Comparator.comparing((Item i) -> key(i, keyNames))
                .thenComparing(OutcomeComparison::content)).toList();
    }

    private static String content(Item item) {
        return new java.util.TreeMap<>(item.attributes()).toString();
    }

    private static List<AttributeValue> orderKey(Item item, List<String> orderKeyNames) {
        List<AttributeValue> key = new ArrayList<>(orderKeyNames.size());
        orderKeyNames.forEach(n -> key.add(item.attributes().get(n)));
        return key;
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
