package dev.tablesmith.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * A key schema: the partition key attributes and the sort key attributes.
 *
 * <p>A table and an LSI have exactly one partition key attribute and at most one sort key attribute. A GSI may use
 * DynamoDB's multi-attribute keys: up to 4 partition key attributes and up to 4 sort key attributes, where the
 * partition key is the combination of all its attributes and the sort key compares its attributes left to right.
 * The limits are checked by the validator, not here, so that a design in progress can be represented.
 */
public record KeySchema(List<KeyAttribute> partitionKey, List<KeyAttribute> sortKey) {
    /** DynamoDB's limit on attributes per multi-attribute GSI partition key or sort key. */
    public static final int MAX_MULTI_ATTRIBUTE_KEY_PARTS = 4;

    public KeySchema {
        partitionKey = List.copyOf(Objects.requireNonNull(partitionKey, "partitionKey"));
        sortKey = sortKey == null ? List.of() : List.copyOf(sortKey);
    }

    /** A single-attribute key schema: one partition key and an optional sort key (may be null). */
    public static KeySchema of(KeyAttribute partitionKey, KeyAttribute sortKey) {
        return new KeySchema(List.of(partitionKey), sortKey == null ? List.of() : List.of(sortKey));
    }

    /** The first (for single-attribute keys, the only) partition key attribute. */
    public KeyAttribute partitionKeyAttribute() {
        return partitionKey.get(0);
    }

    /** The first sort key attribute, if there is a sort key. */
    public Optional<KeyAttribute> sortKeyAttribute() {
        return sortKey.isEmpty() ? Optional.empty() : Optional.of(sortKey.get(0));
    }

    public boolean hasSortKey() {
        return !sortKey.isEmpty();
    }

    /** All key attributes: partition key attributes first, then sort key attributes. */
    public List<KeyAttribute> attributes() {
        return Stream.concat(partitionKey.stream(), sortKey.stream()).toList();
    }

    /** The names of all key attributes, partition key first. */
    public List<String> attributeNames() {
        return attributes().stream().map(KeyAttribute::name).toList();
    }
}
