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
 * @param copies             data this entity copies from other entities (denormalization), snapshot or live
 * @param aggregates         values this entity holds that are counted or summed from other entities' items
 * @param uniqueValues       attributes whose values must be unique across the table, each guarded by a second item
 * @param ttlAttribute       the attribute holding this entity's expiry (epoch seconds; DynamoDB's TTL deletes the
 *                           item some time after it passes), or null when its items never expire
 */
public record Entity(String name, String description, String colour, List<Attribute> attributes,
                     List<EntityKey> keys, long estimatedItemCount, List<Item> records,
                     List<DenormalizedCopy> copies, List<Aggregate> aggregates, List<UniqueValue> uniqueValues,
                     String ttlAttribute) {
    public Entity {
        Objects.requireNonNull(name, "name");
        description = description == null ? "" : description;
        attributes = attributes == null ? List.of() : List.copyOf(attributes);
        keys = keys == null ? List.of() : List.copyOf(keys);
        records = records == null ? List.of() : List.copyOf(records);
        copies = copies == null ? List.of() : List.copyOf(copies);
        aggregates = aggregates == null ? List.of() : List.copyOf(aggregates);
        uniqueValues = uniqueValues == null ? List.of() : List.copyOf(uniqueValues);
        if (estimatedItemCount < 0) {
            throw new IllegalArgumentException("estimatedItemCount cannot be negative");
        }
    }

    /** An entity without copies, aggregates, unique values or expiry (the format before they existed). */
    public Entity(String name, String description, String colour, List<Attribute> attributes,
                  List<EntityKey> keys, long estimatedItemCount, List<Item> records) {
        this(name, description, colour, attributes, keys, estimatedItemCount, records, List.of(), List.of(),
                List.of(), null);
    }

    public Optional<Attribute> attribute(String attributeName) {
        return attributes.stream().filter(a -> a.name().equals(attributeName)).findFirst();
    }

    /**
     * Whether this entity's items can hold {@code attributeName}: a key template writes it, or the entity declares
     * it as its own attribute (how a multi-attribute GSI key is usually made). An item is in an index only when it
     * holds every key attribute of the index.
     */
    public boolean carries(String attributeName) {
        return key(attributeName).isPresent() || attribute(attributeName).isPresent();
    }

    /** The template this entity writes into a key attribute, if it writes one. */
    public Optional<EntityKey> key(String keyAttribute) {
        return keys.stream().filter(k -> k.attribute().equals(keyAttribute)).findFirst();
    }

    public Entity withName(String newName) {
        return new Entity(newName, description, colour, attributes, keys, estimatedItemCount, records,
                copies, aggregates, uniqueValues, ttlAttribute);
    }

    public Entity withAttributes(List<Attribute> newAttributes) {
        return new Entity(name, description, colour, newAttributes, keys, estimatedItemCount, records,
                copies, aggregates, uniqueValues, ttlAttribute);
    }

    public Entity withKeys(List<EntityKey> newKeys) {
        return new Entity(name, description, colour, attributes, newKeys, estimatedItemCount, records,
                copies, aggregates, uniqueValues, ttlAttribute);
    }

    /** A copy with the write-side declarations (copies, aggregates, unique values, expiry) replaced. */
    public Entity withWriteRules(List<DenormalizedCopy> newCopies, List<Aggregate> newAggregates,
                                 List<UniqueValue> newUniqueValues, String newTtlAttribute) {
        return new Entity(name, description, colour, attributes, keys, estimatedItemCount, records, newCopies,
                newAggregates, newUniqueValues, newTtlAttribute);
    }

    public Entity withRecords(List<Item> newRecords) {
        return new Entity(name, description, colour, attributes, keys, estimatedItemCount, newRecords,
                copies, aggregates, uniqueValues, ttlAttribute);
    }
}
