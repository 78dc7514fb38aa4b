package dev.tablesmith.model;

import java.util.Optional;

/** The DynamoDB data types, with the descriptors DynamoDB JSON uses for them ({@code "S"}, {@code "N"}, ...). */
public enum AttributeType {
    S, N, B, BOOL, NULL, L, M, SS, NS, BS;

    /** Whether a key attribute may have this type (only S, N and B). */
    public boolean isKeyType() {
        return this == S || this == N || this == B;
    }

    /** This type as a key type, if it is one. */
    public Optional<ScalarType> asScalarType() {
        return isKeyType() ? Optional.of(ScalarType.valueOf(name())) : Optional.empty();
    }
}
