package dev.tablesmith.serve;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.engine.IndexEntry;
import dev.tablesmith.engine.IndexView;
import dev.tablesmith.engine.ItemCollection;
import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.List;
import java.util.UUID;

/**
 * A design's table as DynamoDB's {@code TableDescription} (API Reference, TableDescription,
 * GlobalSecondaryIndexDescription, LocalSecondaryIndexDescription):
 * <ul>
 *   <li>{@code AttributeDefinitions}: the key attributes of the table and its indexes only, sorted by name as
 *       DynamoDB returns them; {@code Projection.NonKeyAttributes} sorted by name too (ack-api-quirks DDB-TABLE-125,
 *       verified on DynamoDB 2026-10-08); indexes in the design's order;</li>
 *   <li>{@code ProvisionedThroughput} with {@code NumberOfDecreasesToday} 0, and 0/0 on the table and on every GSI
 *       of an on-demand table; an LSI has none (DDB-TABLE-133);</li>
 *   <li>{@code TableSizeBytes}, {@code ItemCount}, {@code IndexSizeBytes} and an index's {@code ItemCount} from the
 *       items the endpoint serves: the table's entries and each index's entries as the engine's {@code ItemSize} counts them
 *       after projection (an item without the index's key attributes is not in it);</li>
 *   <li>{@code TableArn} {@code arn:aws:dynamodb:ddblocal:000000000000:table/NAME}, DynamoDB Local's form, since the
 *       endpoint has no region or account; {@code IndexArn} that plus {@code /index/NAME}; {@code TableId} a UUID
 *       derived from the table name, so it is the same on every run;</li>
 *   <li>{@code StreamSpecification}, {@code LatestStreamLabel} and {@code LatestStreamArn} when the design has a
 *       stream; {@code DeletionProtectionEnabled} false (the design has no such setting).</li>
 * </ul>
 */
final class TableDescriptions {
    /** DynamoDB Local's region and account in ARNs. */
    static final String ARN_PREFIX = "arn:aws:dynamodb:ddblocal:000000000000:table/";

    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final DateTimeFormatter STREAM_LABEL = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS")
            .withZone(ZoneOffset.UTC);

    private TableDescriptions() {
    }

    /**
     * The description of {@code table} with {@code tableStatus} (ACTIVE, DELETING), counting the items of
     * {@code served} (null when the endpoint holds no items for the table).
     */
    static ObjectNode describe(Table table, SimulatedTable served, String tableStatus) {
        SimulatedTable items = matching(table, served);
        long created = CreationTimes.of(table.name());
        String arn = ARN_PREFIX + table.name();
        ObjectNode d = JSON.objectNode();
        d.set("AttributeDefinitions", attributeDefinitions(table));
        d.put("TableName", table.name());
        d.set("KeySchema", keySchema(table.keySchema()));
        d.put("TableStatus", tableStatus);
        d.put("CreationDateTime", created);
        d.set("ProvisionedThroughput", throughput(provisioned(table) ? table.settings().provisioned() : null,
                provisioned(table)));
        Count tableCount = count(items, null);
        d.put("TableSizeBytes", tableCount.bytes());
        d.put("ItemCount", tableCount.items());
        d.put("TableArn", arn);
        d.put("TableId", tableId(table.name()));
        ObjectNode billing = d.putObject("BillingModeSummary");
        billing.put("BillingMode", table.settings().billingMode().name());
        if (!provisioned(table)) {
            billing.put("LastUpdateToPayPerRequestDateTime", created);
        }
        if (!table.localSecondaryIndexes().isEmpty()) {
            ArrayNode lsis = d.putArray("LocalSecondaryIndexes");
            table.localSecondaryIndexes().forEach(i -> lsis.add(localIndex(i, arn, count(items, i.name()))));
        }
        if (!table.globalSecondaryIndexes().isEmpty()) {
            ArrayNode gsis = d.putArray("GlobalSecondaryIndexes");
            table.globalSecondaryIndexes().forEach(i -> gsis.add(globalIndex(table, i, arn, "ACTIVE",
                    count(items, i.name()))));
        }
        if (table.settings().streamViewType() != null) {
            ObjectNode stream = d.putObject("StreamSpecification");
            stream.put("StreamEnabled", true);
            stream.put("StreamViewType", table.settings().streamViewType().name());
            String label = STREAM_LABEL.format(Instant.ofEpochSecond(created));
            d.put("LatestStreamLabel", label);
            d.put("LatestStreamArn", arn + "/stream/" + label);
        }
        d.put("DeletionProtectionEnabled", false);
        return d;
    }

    /** A GSI's description with {@code indexStatus} (ACTIVE, or DELETING in the UpdateTable response that drops it). */
    static ObjectNode globalIndex(Table table, SecondaryIndex index, String tableArn, String indexStatus,
                                  Count count) {
        ObjectNode g = JSON.objectNode();
        g.put("IndexName", index.name());
        g.set("KeySchema", keySchema(index.keySchema()));
        g.set("Projection", projection(index.projection()));
        g.put("IndexStatus", indexStatus);
        boolean provisioned = provisioned(table);
        Throughput own = index.provisioned() != null ? index.provisioned() : table.settings().provisioned();
        g.set("ProvisionedThroughput", throughput(provisioned ? own : null, provisioned));
        g.put("IndexSizeBytes", count.bytes());
        g.put("ItemCount", count.items());
        g.put("IndexArn", tableArn + "/index/" + index.name());
        return g;
    }

    private static ObjectNode localIndex(SecondaryIndex index, String tableArn, Count count) {
        ObjectNode l = JSON.objectNode();
        l.put("IndexName", index.name());
        l.set("KeySchema", keySchema(index.keySchema()));
        l.set("Projection", projection(index.projection()));
        l.put("IndexSizeBytes", count.bytes());
        l.put("ItemCount", count.items());
        l.put("IndexArn", tableArn + "/index/" + index.name());
        return l;
    }

    /** A stable {@code TableId}: a name-based UUID, the same for the same table name on every run. */
    static String tableId(String tableName) {
        return UUID.nameUUIDFromBytes(("tablesmith-table:" + tableName).getBytes(StandardCharsets.UTF_8)).toString();
    }

    static boolean provisioned(Table table) {
        return table.settings().billingMode() == BillingMode.PROVISIONED;
    }

    private static ArrayNode attributeDefinitions(Table table) {
        ArrayNode defs = JSON.arrayNode();
        table.keyAttributes().stream().sorted(Comparator.comparing(KeyAttribute::name)).forEach(k -> {
            ObjectNode def = defs.addObject();
            def.put("AttributeName", k.name());
            def.put("AttributeType", (k.type() == null ? ScalarType.S : k.type()).name());
        });
        return defs;
    }

    static ArrayNode keySchema(KeySchema schema) {
        ArrayNode elements = JSON.arrayNode();
        schema.partitionKey().forEach(k -> elements.addObject().put("AttributeName", k.name()).put("KeyType", "HASH"));
        schema.sortKey().forEach(k -> elements.addObject().put("AttributeName", k.name()).put("KeyType", "RANGE"));
        return elements;
    }

    private static ObjectNode projection(Projection projection) {
        ObjectNode p = JSON.objectNode();
        p.put("ProjectionType", projection.type().name());
        if (projection.type() == ProjectionType.INCLUDE) {
            ArrayNode names = p.putArray("NonKeyAttributes");
            projection.nonKeyAttributes().stream().sorted().forEach(names::add);
        }
        return p;
    }

    private static ObjectNode throughput(Throughput throughput, boolean provisioned) {
        ObjectNode t = JSON.objectNode();
        t.put("NumberOfDecreasesToday", 0);
        long read = !provisioned ? 0 : throughput == null ? 1 : throughput.readCapacityUnits();
        long write = !provisioned ? 0 : throughput == null ? 1 : throughput.writeCapacityUnits();
        t.put("ReadCapacityUnits", read);
        t.put("WriteCapacityUnits", write);
        return t;
    }

    /** Item count and size in bytes of the table ({@code indexName} null) or of one index. */
    record Count(long items, long bytes) {
        static final Count NONE = new Count(0, 0);
    }

    static Count count(SimulatedTable items, String indexName) {
        if (items == null) {
            return Count.NONE;
        }
        IndexView view = items.view(indexName);
        long bytes = 0;
        for (ItemCollection collection : view.collections()) {
            for (IndexEntry entry : collection.entries()) {
                bytes += entry.size();
            }
        }
        return new Count(view.entryCount(), bytes);
    }

    /** The count of an index of {@code served}, or none when the endpoint holds no items for it. */
    static Count countIfIndexed(SimulatedTable served, String indexName) {
        return served == null || served.table().index(indexName).isEmpty() ? Count.NONE : count(served, indexName);
    }

    /**
     * The served items as a table with {@code table}'s keys and indexes: {@code served} itself when it already has
     * them, else its items re-indexed (after an UpdateTable, before the endpoint has swapped its tables).
     */
    private static SimulatedTable matching(Table table, SimulatedTable served) {
        if (served == null) {
            return null;
        }
        Table held = served.table();
        if (held == table || (held.keySchema().equals(table.keySchema()) && sameIndexes(held.indexes(),
                table.indexes()))) {
            return served;
        }
        return new SimulatedTable(table, served.items());
    }

    private static boolean sameIndexes(List<SecondaryIndex> a, List<SecondaryIndex> b) {
        if (a.size() != b.size()) {
            return false;
        }
        for (int i = 0; i < a.size(); i++) {
            SecondaryIndex x = a.get(i);
            SecondaryIndex y = b.get(i);
            if (!x.name().equals(y.name()) || !x.keySchema().equals(y.keySchema())
                    || !x.projection().equals(y.projection())) {
                return false;
            }
        }
        return true;
    }
}
