package dev.tablesmith.model;

import java.util.Objects;

/**
 * One attribute of a key schema (a table, LSI or GSI key) with its declared type, as in DynamoDB's
 * {@code AttributeDefinitions}. {@code type} may be null only in a design being edited; the validator reports
 * "key attribute X has no type" because DynamoDB requires a type for every key attribute.
 */
public record KeyAttribute(String name, ScalarType type) {
    public KeyAttribute {
        Objects.requireNonNull(name, "name");
    }

    public static KeyAttribute s(String name) {
        return new KeyAttribute(name, ScalarType.S);
    }

    public static KeyAttribute n(String name) {
        return new KeyAttribute(name, ScalarType.N);
    }
}
