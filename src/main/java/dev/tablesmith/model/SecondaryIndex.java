package dev.tablesmith.model;

import java.util.Objects;

/**
 * A secondary index of a table.
 *
 * <p>For an {@link IndexKind#LSI} the key schema's partition key is the table's partition key.
 * {@code provisioned} is the GSI's own provisioned throughput when the table is in provisioned mode (null
 * otherwise, and always null for an LSI, which shares the table's capacity). {@code onDemandThroughput} (the
 * GSI's maximum on-demand throughput) and {@code warmThroughput} are a GSI's own too, null when not set.
 */
public record SecondaryIndex(String name, IndexKind kind, KeySchema keySchema, Projection projection,
                             Throughput provisioned, OnDemandThroughput onDemandThroughput,
                             WarmThroughput warmThroughput) {
    public SecondaryIndex {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(keySchema, "keySchema");
        projection = projection == null ? Projection.all() : projection;
    }

    /** An index without a maximum on-demand throughput or warm throughput of its own. */
    public SecondaryIndex(String name, IndexKind kind, KeySchema keySchema, Projection projection,
                          Throughput provisioned) {
        this(name, kind, keySchema, projection, provisioned, null, null);
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

    /** This index with another provisioned throughput, its other settings kept. */
    public SecondaryIndex withProvisioned(Throughput throughput) {
        return new SecondaryIndex(name, kind, keySchema, projection, throughput, onDemandThroughput, warmThroughput);
    }

    /** This index with another key schema, its other settings kept. */
    public SecondaryIndex withKeySchema(KeySchema schema) {
        return new SecondaryIndex(name, kind, schema, projection, provisioned, onDemandThroughput, warmThroughput);
    }

    /** This index with another name, its other settings kept. */
    public SecondaryIndex withName(String newName) {
        return new SecondaryIndex(newName, kind, keySchema, projection, provisioned, onDemandThroughput,
                warmThroughput);
    }

    /** This index with another maximum on-demand throughput and warm throughput (null: none set). */
    public SecondaryIndex withThroughputLimits(OnDemandThroughput maximum, WarmThroughput warm) {
        return new SecondaryIndex(name, kind, keySchema, projection, provisioned, maximum, warm);
    }
}
