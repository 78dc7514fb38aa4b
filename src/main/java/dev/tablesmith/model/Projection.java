package dev.tablesmith.model;

import java.util.List;
import java.util.Objects;

/**
 * An index projection. With {@link ProjectionType#INCLUDE}, {@code nonKeyAttributes} names the projected non-key
 * attributes (DynamoDB allows at most 100 across all indexes of a table); for ALL and KEYS_ONLY it is empty.
 */
public record Projection(ProjectionType type, List<String> nonKeyAttributes) {
    public Projection {
        Objects.requireNonNull(type, "type");
        nonKeyAttributes = nonKeyAttributes == null ? List.of() : List.copyOf(nonKeyAttributes);
    }

    public static Projection all() {
        return new Projection(ProjectionType.ALL, List.of());
    }

    public static Projection keysOnly() {
        return new Projection(ProjectionType.KEYS_ONLY, List.of());
    }

    public static Projection include(List<String> attributes) {
        return new Projection(ProjectionType.INCLUDE, attributes);
    }
}
