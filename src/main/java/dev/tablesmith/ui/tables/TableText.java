package dev.tablesmith.ui.tables;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Turns the table's model into the words of the view: key schemas, billing, projections, index writers. */
final class TableText {
    static final String NONE = "—";

    private TableText() {
    }

    static TableFacts facts(Table table) {
        TableSettings settings = table.settings();
        return new TableFacts(table.name(), keyText(table.keySchema().partitionKey()),
                keyText(table.keySchema().sortKey()), billing(settings),
                settings.ttlAttribute() == null ? "Off" : settings.ttlAttribute(),
                settings.streamViewType() == null ? "Off" : settings.streamViewType().name(),
                settings.pointInTimeRecovery() ? "On" : "Off");
    }

    /** DynamoDB's billing modes: on-demand (pay per request) or provisioned RCU/WCU. */
    static String billing(TableSettings settings) {
        return mode(settings) + limits(settings.billingMode() == BillingMode.PAY_PER_REQUEST
                ? settings.onDemandThroughput() : null, settings.warmThroughput());
    }

    private static String mode(TableSettings settings) {
        if (settings.billingMode() == BillingMode.PAY_PER_REQUEST) {
            return "On-demand";
        }
        if (settings.provisioned() == null) {
            return "Provisioned";
        }
        return "Provisioned: " + settings.provisioned().readCapacityUnits() + " RCU / "
                + settings.provisioned().writeCapacityUnits() + " WCU";
    }

    /** " · max 1,000 read / 500 write units/s · warm 15,000 read units/s", or "" when neither is set. */
    static String limits(dev.tablesmith.model.OnDemandThroughput maximum, dev.tablesmith.model.WarmThroughput warm) {
        StringBuilder text = new StringBuilder();
        if (maximum != null) {
            text.append(" · max ").append(units(maximum.maxReadRequestUnits(), maximum.maxWriteRequestUnits()));
        }
        if (warm != null) {
            text.append(" · warm ").append(units(warm.readUnitsPerSecond(), warm.writeUnitsPerSecond()));
        }
        return text.toString();
    }

    private static String units(Long read, Long write) {
        java.util.List<String> parts = new java.util.ArrayList<>();
        if (read != null) {
            parts.add(String.format(java.util.Locale.ROOT, "%,d read", read));
        }
        if (write != null) {
            parts.add(String.format(java.util.Locale.ROOT, "%,d write", write));
        }
        return String.join(" / ", parts) + " units/s";
    }

    /** "PK (S)"; multi-attribute keys in key order: "tenantId (S) + region (S)"; no key: "—". */
    static String keyText(List<KeyAttribute> attributes) {
        if (attributes.isEmpty()) {
            return NONE;
        }
        return String.join(" + ", attributes.stream().map(a -> a.name() + " (" + a.type() + ")").toList());
    }

    static String projection(Projection projection) {
        if (projection.type() == ProjectionType.INCLUDE) {
            return "INCLUDE: " + (projection.nonKeyAttributes().isEmpty() ? "no other attributes"
                    : String.join(", ", projection.nonKeyAttributes()));
        }
        return projection.type().name();
    }

    static IndexCard card(SecondaryIndex index, Table table) {
        return new IndexCard(index.name(), index.kind().name(), keyText(index.keySchema().partitionKey()),
                keyText(index.keySchema().sortKey()), projection(index.projection()), writers(index, table), null);
    }

    /**
     * The entities that write every key attribute of the index (an item is in the index only when it has them
     * all), by a key template or as an attribute of their own (how a multi-attribute GSI key is usually made);
     * sparse when one of those keys is written under a condition or is an optional attribute, the conditions
     * joined by AND.
     */
    static List<IndexWriter> writers(SecondaryIndex index, Table table) {
        List<IndexWriter> writers = new ArrayList<>();
        for (Entity entity : table.entities()) {
            List<String> conditions = new ArrayList<>();
            boolean writesAll = true;
            for (KeyAttribute attribute : index.keySchema().attributes()) {
                Optional<EntityKey> key = entity.key(attribute.name());
                if (key.isEmpty()) {
                    // A multi-attribute GSI key is usually the item's own attributes, written without a template.
                    Optional<Attribute> own = entity.attribute(attribute.name());
                    if (own.isEmpty()) {
                        writesAll = false;
                        break;
                    }
                    String set = "attribute_exists(" + attribute.name() + ")";
                    if (!own.get().required() && !conditions.contains(set)) {
                        conditions.add(set);
                    }
                    continue;
                }
                if (key.get().isSparse() && !conditions.contains(key.get().when())) {
                    conditions.add(key.get().when());
                }
            }
            if (writesAll) {
                writers.add(new IndexWriter(entity.name(), conditions.isEmpty() ? null
                        : String.join(" AND ", conditions)));
            }
        }
        return writers;
    }
}
