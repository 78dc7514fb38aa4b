package dev.tablesmith.ui.tables;

import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Throughput;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The index dialog's fields as typed: name, GSI or LSI, the partition key and sort key attributes (a GSI may have
 * up to 4 of each, DynamoDB's multi-attribute keys; a blank sort key means none), the projection with its non-key
 * attributes (comma-separated, for INCLUDE) and, for a GSI of a provisioned table, its read and write capacity
 * units as text.
 */
public record IndexForm(String name, IndexKind kind, List<KeyPart> partitionKey, List<KeyPart> sortKey,
                        ProjectionType projection, String nonKeyAttributes, String readCapacity,
                        String writeCapacity) {
    public IndexForm {
        name = name == null ? "" : name.strip();
        Objects.requireNonNull(kind, "kind");
        partitionKey = List.copyOf(partitionKey);
        sortKey = List.copyOf(sortKey);
        projection = projection == null ? ProjectionType.ALL : projection;
        nonKeyAttributes = nonKeyAttributes == null ? "" : nonKeyAttributes;
        readCapacity = readCapacity == null ? "" : readCapacity.strip();
        writeCapacity = writeCapacity == null ? "" : writeCapacity.strip();
    }

    /** The form of an existing index; capacity from its own throughput, else {@code fallback} (may be null). */
    static IndexForm of(SecondaryIndex index, Throughput fallback) {
        Throughput capacity = index.provisioned() != null ? index.provisioned() : fallback;
        return new IndexForm(index.name(), index.kind(),
                index.keySchema().partitionKey().stream().map(KeyPart::of).toList(),
                index.keySchema().sortKey().stream().map(KeyPart::of).toList(), index.projection().type(),
                String.join(", ", index.projection().nonKeyAttributes()),
                capacity == null ? "" : Long.toString(capacity.readCapacityUnits()),
                capacity == null ? "" : Long.toString(capacity.writeCapacityUnits()));
    }

    /** The non-key attributes, split at commas and white space, in order. */
    List<String> nonKeyAttributeList() {
        return Arrays.stream(nonKeyAttributes.split("[,\\s]+")).filter(s -> !s.isEmpty()).toList();
    }

    /** The typed key attributes of one side without blank rows; a blank partition key stays, to be reported. */
    static List<KeyPart> filled(List<KeyPart> parts, boolean keepFirst) {
        List<KeyPart> filled = parts.stream().filter(p -> !p.isBlank()).toList();
        if (filled.isEmpty() && keepFirst && !parts.isEmpty()) {
            return List.of(parts.get(0));
        }
        return filled;
    }
}
