package dev.tablesmith.model;

/**
 * The three types a DynamoDB key attribute may have. Table, LSI and GSI key attributes must be declared with
 * one of these in {@code AttributeDefinitions}; DynamoDB rejects any other type for a key
 * ("Member must satisfy enum value set: [B, N, S]").
 */
public enum ScalarType {
    /** String: ordered by the unsigned bytes of its UTF-8 encoding. */
    S,
    /** Number: ordered numerically, up to 38 significant digits. */
    N,
    /** Binary: ordered by its bytes compared as unsigned values. */
    B;

    /** The same type as an {@link AttributeType}. */
    public AttributeType asAttributeType() {
        return AttributeType.valueOf(name());
    }
}
