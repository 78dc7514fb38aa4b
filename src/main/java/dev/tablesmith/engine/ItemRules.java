package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The rules DynamoDB applies to an item a PutItem stores, worded for the person editing it and naming the
 * attribute at fault:
 * <ul>
 *   <li>the table's key attributes are present, of the key's type (S, N or B), and not empty;</li>
 *   <li>a partition key value is at most {@value #MAX_PARTITION_KEY_BYTES} bytes, a sort key value at most
 *       {@value #MAX_SORT_KEY_BYTES};</li>
 *   <li>an index key attribute the item has is of the index key's type and not empty (else the write fails with
 *       "Type mismatch for Index Key");</li>
 *   <li>numbers are ones DynamoDB stores (at most 38 significant digits, magnitude from 1E-130 to below
 *       1E+126), inside lists, maps and sets too ({@link DynamoNumber});</li>
 *   <li>a set is not empty and has no duplicate elements;</li>
 *   <li>an attribute name is not empty and at most {@value #MAX_ATTRIBUTE_NAME_BYTES} UTF-8 bytes (ScyllaDB's
 *       test_limits.py, run against DynamoDB: 65,535 accepted, 65,536 refused);</li>
 *   <li>the item is at most 400 KB ({@value ItemSize#MAX_ITEM_BYTES} bytes) as {@link ItemSize} counts it.</li>
 * </ul>
 */
public final class ItemRules {
    /** DynamoDB's limit on a partition key value, in bytes. */
    public static final int MAX_PARTITION_KEY_BYTES = KeyValue.MAX_PARTITION_KEY_BYTES;
    /** DynamoDB's limit on a sort key value, in bytes. */
    public static final int MAX_SORT_KEY_BYTES = KeyValue.MAX_SORT_KEY_BYTES;

    /** The longest attribute name DynamoDB accepts, in UTF-8 bytes (64 KB less one, as measured). */
    public static final int MAX_ATTRIBUTE_NAME_BYTES = 65_535;

    /**
     * Why DynamoDB would refuse an item.
     *
     * @param attribute the attribute at fault, or null for the item as a whole (its size)
     * @param message   what is wrong, in words
     */
    public record Problem(String attribute, String message) {
    }

    private ItemRules() {
    }

    /** The first rule {@code item} breaks in {@code table}, if any. */
    public static Optional<Problem> check(Table table, Item item) {
        List<KeyAttribute> keys = table.keySchema().attributes();
        for (int i = 0; i < keys.size(); i++) {
            KeyAttribute key = keys.get(i);
            String role = i == 0 ? "partition key" : "sort key";
            AttributeValue value = item.attributes().get(key.name());
            if (value == null) {
                return problem(key.name(), "the table's " + role + " " + key.name() + " is missing: every item "
                        + "needs its full primary key");
            }
            Optional<Problem> typed = keyValue(key, value, "the table's " + role,
                    i == 0 ? MAX_PARTITION_KEY_BYTES : MAX_SORT_KEY_BYTES);
            if (typed.isPresent()) {
                return typed;
            }
        }
        for (SecondaryIndex index : table.indexes()) {
            List<KeyAttribute> indexKeys = index.keySchema().attributes();
            for (int i = 0; i < indexKeys.size(); i++) {
                KeyAttribute key = indexKeys.get(i);
                AttributeValue value = item.attributes().get(key.name());
                if (value != null) {
                    Optional<Problem> typed = keyValue(key, value, index.name() + "'s " + (i == 0 ? "partition key"
                            : "sort key"), i == 0 ? MAX_PARTITION_KEY_BYTES : MAX_SORT_KEY_BYTES);
                    if (typed.isPresent()) {
                        return typed;
                    }
                }
            }
        }
        for (Map.Entry<String, AttributeValue> attribute : item.attributes().entrySet()) {
            if (attribute.getKey().isEmpty()) {
                return problem("", "an attribute name cannot be empty");
            }
            int nameBytes = ItemSize.utf8Length(attribute.getKey());
            if (nameBytes > MAX_ATTRIBUTE_NAME_BYTES) {
                return problem(attribute.getKey(), String.format("an attribute name is at most %,d bytes; this one "
                        + "is %,d", MAX_ATTRIBUTE_NAME_BYTES, nameBytes));
            }
            Optional<String> wrong = value(attribute.getValue());
            if (wrong.isPresent()) {
                return problem(attribute.getKey(), wrong.get());
            }
        }
        long size = ItemSize.of(item);
        if (size > ItemSize.MAX_ITEM_BYTES) {
            return problem(null, String.format("the item is %,d bytes; DynamoDB stores items of at most %,d bytes "
                    + "(400 KB)", size, ItemSize.MAX_ITEM_BYTES));
        }
        return Optional.empty();
    }

    private static Optional<Problem> keyValue(KeyAttribute key, AttributeValue value, String role, int maxBytes) {
        if (key.type() != null && value.type() != key.type().asAttributeType()) {
            return problem(key.name(), role + " " + key.name() + " is of type " + key.type().asAttributeType()
                    + ", not " + value.type());
        }
        if ((value instanceof AttributeValue.S s && s.value().isEmpty())
                || (value instanceof AttributeValue.B b && b.length() == 0)) {
            return problem(key.name(), role + " " + key.name() + " cannot be empty");
        }
        long bytes = ItemSize.ofValue(value);
        if (bytes > maxBytes) {
            return problem(key.name(), String.format("%s %s is %,d bytes; a %s value is at most %,d bytes", role,
                    key.name(), bytes, role.endsWith("partition key") ? "partition key" : "sort key", maxBytes));
        }
        return Optional.empty();
    }

    /** Why a value (numbers, sets, nested) would be refused, if it would. */
    private static Optional<String> value(AttributeValue value) {
        if (value instanceof AttributeValue.N n) {
            return DynamoNumber.problem(n.value()).map(p -> "'" + n.value() + "' is not a DynamoDB number: " + p);
        }
        if (value instanceof AttributeValue.SS ss) {
            return set(ss.values(), "string");
        }
        if (value instanceof AttributeValue.NS ns) {
            for (String number : ns.values()) {
                Optional<String> wrong = DynamoNumber.problem(number);
                if (wrong.isPresent()) {
                    return Optional.of("'" + number + "' is not a DynamoDB number: " + wrong.get());
                }
            }
            return set(ns.values().stream().map(v -> DynamoNumber.parse(v).stripTrailingZeros().toPlainString())
                    .toList(), "number");
        }
        if (value instanceof AttributeValue.BS bs) {
            return set(bs.values().stream().map(b -> java.util.Base64.getEncoder().encodeToString(b.value()))
                    .toList(), "binary");
        }
        if (value instanceof AttributeValue.L l) {
            for (AttributeValue element : l.values()) {
                Optional<String> wrong = value(element);
                if (wrong.isPresent()) {
                    return wrong;
                }
            }
        }
        if (value instanceof AttributeValue.M m) {
            for (AttributeValue member : m.values().values()) {
                Optional<String> wrong = value(member);
                if (wrong.isPresent()) {
                    return wrong;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<String> set(List<String> elements, String kind) {
        if (elements.isEmpty()) {
            return Optional.of("a " + kind + " set cannot be empty");
        }
        Set<String> seen = new HashSet<>();
        for (String element : elements) {
            if (!seen.add(element)) {
                return Optional.of("a " + kind + " set cannot hold '" + element + "' twice");
            }
        }
        return Optional.empty();
    }

    private static Optional<Problem> problem(String attribute, String message) {
        return Optional.of(new Problem(attribute, message));
    }
}
