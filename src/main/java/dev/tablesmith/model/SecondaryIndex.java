package dev.tablesmith.model;

import java.util.Objects;

/**
 * A secondary index of a table.
 *
 * <p>For an {@link IndexKind#LSI} the key schema's partition key is the table's partition key.
 * {@code provisioned} is the GSI's own provisioned throughput when the table is in provisioned mode (null
 * otherwise, and always null for an LSI, which shares the table's capacity).
 */
public record SecondaryIndex(String name, IndexKind kind, KeySchema keySchema, Projection projection,
                             Throughput provisioned) {
    public SecondaryIndex {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(keySchema, "keySchema");
        projection = projection == null ? Projection.all() : projection;
    }

    public static SecondaryIndex gsi(String name, KeySchema keySchema, Projection projection) {
        return new SecondaryIndex(name, IndexKind.GSI, keySchema, projection, null);
    }

    public static SecondaryIndex lsi(String name, KeySchema keySchema, Projection projection) {
        return new SecondaryIndex(name, IndexKind.LSI, keySchema, projection, null);
    }

    public boolean isGlobal() {
        return kind == IndexKind.GSI;
    }
}
