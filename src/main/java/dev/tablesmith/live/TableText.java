package dev.tablesmith.live;

import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** A table, its key schemas and its indexes in the words a deploy plan uses. */
final class TableText {
    private TableText() {
    }

    /** {@code CreateTable T: key PK (S) + SK (S); GSI GSI1 key ... projection ALL; billing PAY_PER_REQUEST}. */
    static String createTable(Table table) {
        List<String> parts = new ArrayList<>();
        parts.add("key " + keys(table.keySchema()));
        table.indexes().forEach(i -> parts.add(index(i)));
        var settings = table.settings();
        parts.add("billing " + settings.billingMode() + (settings.provisioned() == null ? ""
                : " " + settings.provisioned().readCapacityUnits() + " RCU / "
                + settings.provisioned().writeCapacityUnits() + " WCU"));
        if (settings.streamViewType() != null) {
            parts.add("stream " + settings.streamViewType());
        }
        return "CreateTable " + table.name() + ": " + String.join("; ", parts);
    }

    /** {@code GSI GSI1 key GSI1PK (S) + GSI1SK (S), projection ALL}. */
    static String index(SecondaryIndex index) {
        return (index.isGlobal() ? "GSI " : "LSI ") + index.name() + " key " + keys(index.keySchema())
                + ", projection " + projection(index.projection());
    }

    /** {@code PK (S) + SK (S)}; a multi-attribute key lists its attributes in brackets. */
    static String keys(KeySchema schema) {
        String partition = part(schema.partitionKey());
        return schema.sortKey().isEmpty() ? partition : partition + " + " + part(schema.sortKey());
    }

    private static String part(List<KeyAttribute> attributes) {
        String joined = attributes.stream().map(a -> a.name() + " (" + (a.type() == null ? "S" : a.type()) + ")")
                .collect(Collectors.joining(", "));
        return attributes.size() > 1 ? "[" + joined + "]" : joined;
    }

    /** {@code ALL}, {@code KEYS_ONLY}, or {@code INCLUDE [a, b]}. */
    static String projection(Projection projection) {
        return projection.type() == ProjectionType.INCLUDE
                ? "INCLUDE " + projection.nonKeyAttributes() : projection.type().name();
    }
}
