package dev.tablesmith.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An entity type stored in the table (Customer, Order, OrderItem, ...): one row of the entity chart.
 *
 * @param name               unique name within the table
 * @param description        free text, may be empty
 * @param colour             a CSS colour such as {@code #4C9AFF}, or null for an automatic one
 * @param attributes         its non-key attributes
 * @param keys               the key templates it writes, one per table or index key attribute it populates
 * @param estimatedItemCount how many items of this entity the table is expected to hold
 * @param records            sample records: attribute values of this entity (no key attributes), from which the
 *                           engine renders items through the key templates
 */
public record Entity(String name, String description, String colour, List<Attribute> attributes,
                     List<EntityKey> keys, long estimatedItemCount, List<Item> records) {
    public Entity {
        Objects.requireNonNull(name, "name");
        description = description == null ? "" : description;
        attributes = attributes == null ? List.of() : List.copyOf(attributes);
        keys = keys == null ? List.of() : List.copyOf(keys);
        records = records == null ? List.of() : List.copyOf(records);
        if (estimatedItemCount < 0) {
            throw new IllegalArgumentException("estimatedItemCount cannot be negative");
        }
    }

    public Optional<Attribute> attribute(String attributeName) {
        return attributes.stream().filter(a -> a.name().equals(attributeName)).findFirst();
    }

    /** The template this entity writes into a key attribute, if it writes one. */
    public Optional<EntityKey> key(String keyAttribute) {
        return keys.stream().filter(k -> k.attribute().equals(keyAttribute)).findFirst();
    }

    public Entity withName(String newName) {
        return new Entity(newName, description, colour, attributes, keys, estimatedItemCount, records);
    }

    public Entity withAttributes(List<Attribute> newAttributes) {
        return new Entity(name, description, colour, newAttributes, keys, estimatedItemCount, records);
    }

    public Entity withKeys(List<EntityKey> newKeys) {
        return new Entity(name, description, colour, attributes, newKeys, estimatedItemCount, records);
    }

    public Entity withRecords(List<Item> newRecords) {
        return new Entity(name, description, colour, attributes, keys, estimatedItemCount, newRecords);
    }
}
