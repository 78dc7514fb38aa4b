package dev.tablesmith.io;

import static dev.tablesmith.io.FormatFields.ACCESS_PATTERN;
import static dev.tablesmith.io.FormatFields.BILLING;
import static dev.tablesmith.io.FormatFields.ENTITY;
import static dev.tablesmith.io.FormatFields.GLOBAL_INDEX;
import static dev.tablesmith.io.FormatFields.KEY_ATTRIBUTE;
import static dev.tablesmith.io.FormatFields.LOCAL_INDEX;
import static dev.tablesmith.io.FormatFields.ON_DEMAND_THROUGHPUT;
import static dev.tablesmith.io.FormatFields.PROJECTION;
import static dev.tablesmith.io.FormatFields.THROUGHPUT;
import static dev.tablesmith.io.FormatFields.WARM_THROUGHPUT;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.model.WarmThroughput;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads one table: its primary key, settings, secondary indexes, then the entities, access patterns and explicit
 * items (delegated to their own readers).
 *
 * <p>DynamoDB rules enforced here because the file cannot even express the table without them: a table or LSI key
 * is one {@code {name, type}} object (only a GSI key may list up to four attributes), every key attribute has a
 * type of S, N or B, and an LSI always shares the table's partition key.
 */
final class TableReader {
    private final ReadContext context;

    TableReader(ReadContext context) {
        this.context = context;
    }

    Optional<Table> read(ObjectView table) {
        String name = table.string("name", "");
        List<KeyAttribute> partitionKey = key(table, "partitionKey", false);
        KeySchema keySchema = new KeySchema(partitionKey, key(table, "sortKey", false));
        TableSettings settings = settings(table);
        List<SecondaryIndex> indexes = new ArrayList<>();
        for (ObjectView.Element element : table.array("globalSecondaryIndexes")) {
            ObjectView.of(element.node(), element.pointer(), GLOBAL_INDEX, context)
                    .flatMap(this::globalIndex).ifPresent(indexes::add);
        }
        for (ObjectView.Element element : table.array("localSecondaryIndexes")) {
            ObjectView.of(element.node(), element.pointer(), LOCAL_INDEX, context)
                    .flatMap(index -> localIndex(index, partitionKey)).ifPresent(indexes::add);
        }
        Set<String> keyNames = new LinkedHashSet<>(keySchema.attributeNames());
        indexes.forEach(index -> keyNames.addAll(index.keySchema().attributeNames()));

        EntityReader entityReader = new EntityReader(context, keyNames);
        List<Entity> entities = new ArrayList<>();
        for (ObjectView.Element element : table.array("entities")) {
            ObjectView.of(element.node(), element.pointer(), ENTITY, context)
                    .flatMap(entityReader::read).ifPresent(entities::add);
        }
        AccessPatternReader patternReader = new AccessPatternReader(context);
        List<AccessPattern> patterns = new ArrayList<>();
        for (ObjectView.Element element : table.array("accessPatterns")) {
            ObjectView.of(element.node(), element.pointer(), ACCESS_PATTERN, context)
                    .flatMap(patternReader::read).ifPresent(patterns::add);
        }
        DynamoJsonReader itemReader = new DynamoJsonReader(context);
        List<Item> items = new ArrayList<>();
        for (ObjectView.Element element : table.array("items")) {
            itemReader.item(element.node(), element.pointer()).ifPresent(items::add);
        }
        return ModelGuard.build(context, table.pointer(),
                () -> new Table(name, keySchema, indexes, settings, entities, patterns, items));
    }

    private TableSettings settings(ObjectView table) {
        BillingMode mode = BillingMode.PAY_PER_REQUEST;
        Throughput provisioned = null;
        Optional<ObjectView> billing = table.object("billing", BILLING);
        if (billing.isPresent()) {
            ObjectView b = billing.get();
            mode = b.choice("mode", BillingMode.class, "billing mode", BillingMode.PAY_PER_REQUEST);
            if (mode == BillingMode.PROVISIONED || b.has("readCapacityUnits") || b.has("writeCapacityUnits")) {
                provisioned = throughput(b, true);
            }
        }
        return new TableSettings(mode, provisioned, table.optionalString("ttlAttribute"),
                table.choice("streamViewType", StreamViewType.class, "stream view type", null),
                table.bool("pointInTimeRecovery", TableSettings.DEFAULT_POINT_IN_TIME_RECOVERY),
                onDemandThroughput(table), warmThroughput(table));
    }

    /** {@code onDemandThroughput}: at least one of its request units, each at least 1; null when absent. */
    private OnDemandThroughput onDemandThroughput(ObjectView owner) {
        return owner.object("onDemandThroughput", ON_DEMAND_THROUGHPUT).map(t -> {
            Long read = t.wholeNumber("maxReadRequestUnits", 1, DesignBounds.MAX_COUNT);
            Long write = t.wholeNumber("maxWriteRequestUnits", 1, DesignBounds.MAX_COUNT);
            if (!t.has("maxReadRequestUnits") && !t.has("maxWriteRequestUnits")) {
                context.problem(t.pointer(), "needs maxReadRequestUnits, maxWriteRequestUnits or both");
            }
            return read == null && write == null ? null : new OnDemandThroughput(read, write);
        }).orElse(null);
    }

    /** {@code warmThroughput}: at least one of its units per second, each at least 1; null when absent. */
    private WarmThroughput warmThroughput(ObjectView owner) {
        return owner.object("warmThroughput", WARM_THROUGHPUT).map(t -> {
            Long read = t.wholeNumber("readUnitsPerSecond", 1, DesignBounds.MAX_COUNT);
            Long write = t.wholeNumber("writeUnitsPerSecond", 1, DesignBounds.MAX_COUNT);
            if (!t.has("readUnitsPerSecond") && !t.has("writeUnitsPerSecond")) {
                context.problem(t.pointer(), "needs readUnitsPerSecond, writeUnitsPerSecond or both");
            }
            return read == null && write == null ? null : new WarmThroughput(read, write);
        }).orElse(null);
    }

    /**
     * Both capacity units (DynamoDB needs both for provisioned throughput); null when either is missing or invalid.
     * {@code reportMissing} for billing, whose field set cannot mark them required because on-demand has none.
     */
    private Throughput throughput(ObjectView owner, boolean reportMissing) {
        for (String field : List.of("readCapacityUnits", "writeCapacityUnits")) {
            if (reportMissing && !owner.has(field)) {
                context.problem(owner.pointer(), "missing field '" + field
                        + "' (provisioned throughput needs both read and write capacity units)");
            }
        }
        Long read = owner.wholeNumber("readCapacityUnits", 0, DesignBounds.MAX_COUNT);
        Long write = owner.wholeNumber("writeCapacityUnits", 0, DesignBounds.MAX_COUNT);
        return read == null || write == null ? null : new Throughput(read, write);
    }

    private Optional<SecondaryIndex> globalIndex(ObjectView index) {
        String name = index.string("name", "");
        KeySchema keySchema = new KeySchema(key(index, "partitionKey", true), key(index, "sortKey", true));
        Projection projection = projection(index);
        Throughput provisioned = index.object("provisioned", THROUGHPUT).map(t -> throughput(t, false))
                .orElse(null);
        OnDemandThroughput maximum = onDemandThroughput(index);
        WarmThroughput warm = warmThroughput(index);
        return ModelGuard.build(context, index.pointer(),
                () -> new SecondaryIndex(name, IndexKind.GSI, keySchema, projection, provisioned, maximum, warm));
    }

    private Optional<SecondaryIndex> localIndex(ObjectView index, List<KeyAttribute> tablePartitionKey) {
        String name = index.string("name", "");
        KeySchema keySchema = new KeySchema(tablePartitionKey, key(index, "sortKey", false));
        Projection projection = projection(index);
        return ModelGuard.build(context, index.pointer(),
                () -> new SecondaryIndex(name, IndexKind.LSI, keySchema, projection, null));
    }

    private Projection projection(ObjectView index) {
        return index.object("projection", PROJECTION)
                .map(p -> new Projection(p.choice("type", ProjectionType.class, "projection type", ProjectionType.ALL),
                        p.strings("nonKeyAttributes")))
                .orElse(Projection.all());
    }

    /**
     * A key: one {@code {name, type}} object or, when {@code several} (a GSI's multi-attribute key), also an array
     * of them.
     */
    private List<KeyAttribute> key(ObjectView owner, String field, boolean several) {
        JsonNode value = owner.raw(field);
        if (value == null) {
            return List.of();
        }
        String at = owner.pointer(field);
        if (value.isArray()) {
            if (!several) {
                context.problem(at, "expected an object, found an array (only a global secondary index key may"
                        + " list several attributes)");
                return List.of();
            }
            if (value.isEmpty()) {
                context.problem(at, "a key needs at least one attribute");
            }
            List<KeyAttribute> attributes = new ArrayList<>();
            for (int i = 0; i < value.size(); i++) {
                keyAttribute(value.get(i), JsonPointers.child(at, i)).ifPresent(attributes::add);
            }
            return attributes;
        }
        if (!value.isObject()) {
            context.wrongType(at, several ? "an object or an array" : "an object", value);
            return List.of();
        }
        return keyAttribute(value, at).map(List::of).orElse(List.of());
    }

    private Optional<KeyAttribute> keyAttribute(JsonNode node, String pointer) {
        return ObjectView.of(node, pointer, KEY_ATTRIBUTE, context)
                .map(k -> new KeyAttribute(k.string("name", ""), k.choice("type", ScalarType.class, "key type", null)));
    }
}
