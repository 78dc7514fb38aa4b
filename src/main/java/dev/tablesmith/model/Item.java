package dev.tablesmith.model;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A DynamoDB item: attribute names mapped to values, in the order they were written (order does not matter to
 * DynamoDB; it is kept so that saved files diff cleanly). The map is immutable and compact (see
 * {@link AttributeMap}): sample data can hold a million items.
 */
public record Item(Map<String, AttributeValue> attributes) {
    public Item {
        attributes = AttributeMap.copyOf(Objects.requireNonNull(attributes, "attributes"));
    }

    public static Item of(Map<String, AttributeValue> attributes) {
        return new Item(attributes);
    }

    public Optional<AttributeValue> get(String name) {
        return Optional.ofNullable(attributes.get(name));
    }

    public boolean has(String name) {
        return attributes.containsKey(name);
    }

    /** A copy of this item with one attribute set (added at the end if new). */
    public Item with(String name, AttributeValue value) {
        Map<String, AttributeValue> copy = new LinkedHashMap<>(attributes);
        copy.put(name, value);
        return new Item(copy);
    }

    /** A copy of this item without the named attribute. */
    public Item without(String name) {
        Map<String, AttributeValue> copy = new LinkedHashMap<>(attributes);
        copy.remove(name);
        return new Item(copy);
    }
}
