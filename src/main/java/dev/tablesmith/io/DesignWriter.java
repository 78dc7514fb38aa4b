package dev.tablesmith.io;

import static dev.tablesmith.io.AttributeValueWriter.number;
import static dev.tablesmith.io.FormatFields.ACCESS_PATTERN;
import static dev.tablesmith.io.FormatFields.ATTRIBUTE;
import static dev.tablesmith.io.FormatFields.BILLING;
import static dev.tablesmith.io.FormatFields.DESIGN;
import static dev.tablesmith.io.FormatFields.ENTITY;
import static dev.tablesmith.io.FormatFields.ENTITY_KEY;
import static dev.tablesmith.io.FormatFields.EQUALITY;
import static dev.tablesmith.io.FormatFields.GLOBAL_INDEX;
import static dev.tablesmith.io.FormatFields.KEY_ATTRIBUTE;
import static dev.tablesmith.io.FormatFields.LOCAL_INDEX;
import static dev.tablesmith.io.FormatFields.ON_DEMAND_THROUGHPUT;
import static dev.tablesmith.io.FormatFields.WARM_THROUGHPUT;
import static dev.tablesmith.io.FormatFields.PRICING;
import static dev.tablesmith.io.FormatFields.PROJECTION;
import static dev.tablesmith.io.FormatFields.RANGE;
import static dev.tablesmith.io.FormatFields.SORT;
import static dev.tablesmith.io.FormatFields.TABLE;
import static dev.tablesmith.io.FormatFields.THROUGHPUT;
import static dev.tablesmith.io.FormatFields.WRITE;
import static dev.tablesmith.io.FormatFields.TRANSACT_ACTION;
import static dev.tablesmith.io.FormatFields.COPY;
import static dev.tablesmith.io.FormatFields.AGGREGATE;
import static dev.tablesmith.io.FormatFields.UNIQUE_VALUE;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.MaintainedBy;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.UniqueValue;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.WarmThroughput;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Turns a {@link Design} into the canonical {@code tablesmith/1} tree: fields in the documented order, optional
 * fields left out when they hold their default or are empty, GSI keys as one object or (multi-attribute keys) an
 * array, entity keys in the order of {@link Table#keyAttributes()}, records as plain JSON, items as DynamoDB JSON,
 * example inputs sorted by name (the model keeps them in an unordered map).
 */
final class DesignWriter {
    /** Where the records of an entity are printed already, instead of held in the design. */
    interface PrintedRecords {
        /** No entity's records are printed beforehand. */
        PrintedRecords NONE = new PrintedRecords() {
            @Override
            public boolean replaces(String table, String entity) {
                return false;
            }

            @Override
            public CanonicalJsonPrinter.PrintedElements records(String table, String entity) {
                return null;
            }
        };

        /** Whether the records of {@code entity} in {@code table} are printed here instead of held in the model. */
        boolean replaces(String table, String entity);

        /** The printed records of an entity it {@link #replaces}; null when it has none. */
        CanonicalJsonPrinter.PrintedElements records(String table, String entity);
    }

    /** The indentation of an entity record in a design file: design, tables, table, entities, entity, records. */
    static final int RECORD_INDENT = 12;

    private DesignWriter() {
    }

    static String write(Design design) {
        return CanonicalJsonPrinter.print(design(design, PrintedRecords.NONE));
    }

    /** {@link #write(Design)} into {@code out}, with the records {@code printed} has in place of the model's. */
    static void write(Design design, PrintedRecords printed, Appendable out) throws IOException {
        CanonicalJsonPrinter.print(design(design, printed), out);
    }

    private static Map<String, Object> design(Design design, PrintedRecords printed) {
        return new OrderedObject(DESIGN)
                .put("format", FormatFields.FORMAT_VERSION)
                .put("name", design.name())
                .putIf(!design.description().isEmpty(), "description", design.description())
                .put("tables", design.tables().stream().map(t -> table(t, printed)).toList())
                .putIf(!design.pricing().equals(Pricing.usEast1()), "pricing", pricing(design.pricing()))
                .toMap();
    }

    private static Map<String, Object> table(Table table, PrintedRecords printed) {
        TableSettings settings = table.settings();
        return new OrderedObject(TABLE)
                .put("name", table.name())
                .put("partitionKey", key(table.keySchema().partitionKey()))
                .putIf(table.keySchema().hasSortKey(), "sortKey", key(table.keySchema().sortKey()))
                .putIf(settings.billingMode() != BillingMode.PAY_PER_REQUEST || settings.provisioned() != null,
                        "billing", billing(settings))
                .putIf(settings.ttlAttribute() != null, "ttlAttribute", settings.ttlAttribute())
                .putIf(settings.streamViewType() != null, "streamViewType", name(settings.streamViewType()))
                .putIf(settings.pointInTimeRecovery() != TableSettings.DEFAULT_POINT_IN_TIME_RECOVERY,
                        "pointInTimeRecovery", settings.pointInTimeRecovery())
                .putIf(settings.onDemandThroughput() != null, "onDemandThroughput",
                        onDemandThroughput(settings.onDemandThroughput()))
                .putIf(settings.warmThroughput() != null, "warmThroughput",
                        warmThroughput(settings.warmThroughput()))
                .putIf(!table.globalSecondaryIndexes().isEmpty(), "globalSecondaryIndexes",
                        table.globalSecondaryIndexes().stream().map(DesignWriter::globalIndex).toList())
                .putIf(!table.localSecondaryIndexes().isEmpty(), "localSecondaryIndexes",
                        table.localSecondaryIndexes().stream().map(DesignWriter::localIndex).toList())
                .putIf(!table.entities().isEmpty(), "entities",
                        table.entities().stream().map(e -> entity(e, table, printed)).toList())
                .putIf(!table.accessPatterns().isEmpty(), "accessPatterns",
                        table.accessPatterns().stream().map(DesignWriter::accessPattern).toList())
                .putIf(!table.items().isEmpty(), "items",
                        table.items().stream().map(AttributeValueWriter::item).toList())
                .toMap();
    }

    /** One attribute as an object; several (a multi-attribute GSI key) as an array. */
    private static Object key(List<KeyAttribute> attributes) {
        if (attributes.size() == 1) {
            return keyAttribute(attributes.get(0));
        }
        return attributes.stream().map(DesignWriter::keyAttribute).toList();
    }

    private static Map<String, Object> keyAttribute(KeyAttribute attribute) {
        return new OrderedObject(KEY_ATTRIBUTE)
                .put("name", attribute.name())
                .putIf(attribute.type() != null, "type", name(attribute.type()))
                .toMap();
    }

    private static Map<String, Object> billing(TableSettings settings) {
        OrderedObject billing = new OrderedObject(BILLING).put("mode", settings.billingMode().name());
        Throughput provisioned = settings.provisioned();
        if (provisioned != null) {
            billing.put("readCapacityUnits", number(provisioned.readCapacityUnits()))
                    .put("writeCapacityUnits", number(provisioned.writeCapacityUnits()));
        }
        return billing.toMap();
    }

    private static Map<String, Object> globalIndex(SecondaryIndex index) {
        return new OrderedObject(GLOBAL_INDEX)
                .put("name", index.name())
                .put("partitionKey", key(index.keySchema().partitionKey()))
                .putIf(index.keySchema().hasSortKey(), "sortKey", key(index.keySchema().sortKey()))
                .putIf(!isDefault(index.projection()), "projection", projection(index.projection()))
                .putIf(index.provisioned() != null, "provisioned", throughput(index.provisioned()))
                .putIf(index.onDemandThroughput() != null, "onDemandThroughput",
                        onDemandThroughput(index.onDemandThroughput()))
                .putIf(index.warmThroughput() != null, "warmThroughput", warmThroughput(index.warmThroughput()))
                .toMap();
    }

    private static Map<String, Object> onDemandThroughput(OnDemandThroughput maximum) {
        if (maximum == null) {
            return null;
        }
        return new OrderedObject(ON_DEMAND_THROUGHPUT)
                .putIf(maximum.maxReadRequestUnits() != null, "maxReadRequestUnits",
                        maximum.maxReadRequestUnits() == null ? null : number(maximum.maxReadRequestUnits()))
                .putIf(maximum.maxWriteRequestUnits() != null, "maxWriteRequestUnits",
                        maximum.maxWriteRequestUnits() == null ? null : number(maximum.maxWriteRequestUnits()))
                .toMap();
    }

    private static Map<String, Object> warmThroughput(WarmThroughput warm) {
        if (warm == null) {
            return null;
        }
        return new OrderedObject(WARM_THROUGHPUT)
                .putIf(warm.readUnitsPerSecond() != null, "readUnitsPerSecond",
                        warm.readUnitsPerSecond() == null ? null : number(warm.readUnitsPerSecond()))
                .putIf(warm.writeUnitsPerSecond() != null, "writeUnitsPerSecond",
                        warm.writeUnitsPerSecond() == null ? null : number(warm.writeUnitsPerSecond()))
                .toMap();
    }

    /** An LSI's partition key is always the table's, so it is not written. */
    private static Map<String, Object> localIndex(SecondaryIndex index) {
        return new OrderedObject(LOCAL_INDEX)
                .put("name", index.name())
                .putIf(index.keySchema().hasSortKey(), "sortKey", key(index.keySchema().sortKey()))
                .putIf(!isDefault(index.projection()), "projection", projection(index.projection()))
                .toMap();
    }

    private static boolean isDefault(Projection projection) {
        return projection.type() == ProjectionType.ALL && projection.nonKeyAttributes().isEmpty();
    }

    private static Map<String, Object> projection(Projection projection) {
        return new OrderedObject(PROJECTION)
                .put("type", projection.type().name())
                .putIf(!projection.nonKeyAttributes().isEmpty(), "nonKeyAttributes", projection.nonKeyAttributes())
                .toMap();
    }

    private static Map<String, Object> throughput(Throughput throughput) {
        if (throughput == null) {
            return null;
        }
        return new OrderedObject(THROUGHPUT)
                .put("readCapacityUnits", number(throughput.readCapacityUnits()))
                .put("writeCapacityUnits", number(throughput.writeCapacityUnits()))
                .toMap();
    }

    private static Map<String, Object> entity(Entity entity, Table table, PrintedRecords printed) {
        boolean inModel = !printed.replaces(table.name(), entity.name());
        CanonicalJsonPrinter.PrintedElements printedRecords = inModel ? null
                : printed.records(table.name(), entity.name());
        return new OrderedObject(ENTITY)
                .put("name", entity.name())
                .putIf(!entity.description().isEmpty(), "description", entity.description())
                .putIf(entity.colour() != null && !entity.colour().isBlank(), "colour", entity.colour())
                .putIf(entity.estimatedItemCount() != 0, "estimatedItemCount", number(entity.estimatedItemCount()))
                .putIf(!entity.attributes().isEmpty(), "attributes",
                        entity.attributes().stream().map(DesignWriter::attribute).toList())
                .putIf(!entity.keys().isEmpty(), "keys", keys(entity.keys(), table))
                .putIf(entity.ttlAttribute() != null, "ttlAttribute", entity.ttlAttribute())
                .putIf(!entity.copies().isEmpty(), "copies",
                        entity.copies().stream().map(DesignWriter::copy).toList())
                .putIf(!entity.aggregates().isEmpty(), "aggregates",
                        entity.aggregates().stream().map(DesignWriter::aggregate).toList())
                .putIf(!entity.uniqueValues().isEmpty(), "uniqueValues",
                        entity.uniqueValues().stream().map(DesignWriter::uniqueValue).toList())
                .putIf(inModel ? !entity.records().isEmpty() : printedRecords != null, "records",
                        inModel ? entity.records().stream().map(AttributeValueWriter::plainRecord).toList()
                                : printedRecords)
                .toMap();
    }

    private static Map<String, Object> attribute(Attribute attribute) {
        return new OrderedObject(ATTRIBUTE)
                .put("name", attribute.name())
                .put("type", attribute.type().name())
                .putIf(attribute.required(), "required", true)
                .putIf(!attribute.examples().isEmpty(), "examples", attribute.examples())
                .putIf(attribute.distinctValues() != null, "distinctValues",
                        attribute.distinctValues() == null ? null : number(attribute.distinctValues()))
                .putIf(!attribute.enumValues().isEmpty(), "enum", attribute.enumValues())
                .putIf(attribute.hotShare() != null, "hotShare",
                        attribute.hotShare() == null ? null : number(attribute.hotShare()))
                .toMap();
    }

    /** Entity keys in the table's key-attribute order (table keys, then each index's), then any others as given. */
    private static Map<String, Object> keys(List<EntityKey> keys, Table table) {
        List<EntityKey> ordered = new ArrayList<>();
        for (KeyAttribute attribute : table.keyAttributes()) {
            keys.stream().filter(k -> k.attribute().equals(attribute.name())).forEach(ordered::add);
        }
        keys.stream().filter(k -> !ordered.contains(k)).forEach(ordered::add);
        Map<String, Object> out = new LinkedHashMap<>();
        for (EntityKey key : ordered) {
            out.put(key.attribute(), new OrderedObject(ENTITY_KEY)
                    .put("template", key.template())
                    .putIf(key.when() != null, "when", key.when())
                    .toMap());
        }
        return out;
    }

    private static Map<String, Object> accessPattern(AccessPattern pattern) {
        return new OrderedObject(ACCESS_PATTERN)
                .put("id", pattern.id())
                .put("name", pattern.name())
                .putIf(!pattern.description().isEmpty(), "description", pattern.description())
                .putIf(pattern.kind() != PatternKind.READ, "kind", pattern.kind().name())
                .put("entities", pattern.entities())
                .putIf(!pattern.equalities().isEmpty(), "equals", pattern.equalities().stream()
                        .map(e -> new OrderedObject(EQUALITY)
                                .put("attribute", e.attribute())
                                .putIf(e.value() != null, "value", e.value())
                                .toMap())
                        .toList())
                .putIf(pattern.range() != null, "range", pattern.range() == null ? null : new OrderedObject(RANGE)
                        .put("attribute", pattern.range().attribute())
                        .put("operator", pattern.range().operator().name())
                        .toMap())
                .putIf(pattern.sort() != null, "sort", pattern.sort() == null ? null : new OrderedObject(SORT)
                        .put("attribute", pattern.sort().attribute())
                        .putIf(pattern.sort().direction() != SortDirection.ASC, "direction",
                                pattern.sort().direction().name())
                        .toMap())
                .putIf(pattern.limit() != null, "limit", pattern.limit() == null ? null : number(pattern.limit()))
                .putIf(pattern.requestsPerSecond() != 0, "requestsPerSecond", number(pattern.requestsPerSecond()))
                .putIf(pattern.consistency() != ReadConsistency.EVENTUAL, "consistency", pattern.consistency().name())
                .putIf(pattern.index() != null, "index", pattern.index())
                .putIf(pattern.keyCondition() != null, "keyCondition", pattern.keyCondition())
                .putIf(!pattern.exampleInputs().isEmpty(), "exampleInputs", new TreeMap<>(pattern.exampleInputs()))
                .putIf(pattern.write() != null, "write", pattern.write() == null ? null : new OrderedObject(WRITE)
                        .put("operation", pattern.write().operation().name())
                        .putIf(pattern.write().updateExpression() != null, "updateExpression",
                                pattern.write().updateExpression())
                        .putIf(pattern.write().conditionExpression() != null, "conditionExpression",
                                pattern.write().conditionExpression())
                        .putIf(pattern.write().transaction(), "transaction", true)
                        .putIf(!pattern.write().values().isEmpty(), "values", values(pattern.write()))
                        .putIf(!pattern.write().actions().isEmpty(), "actions", pattern.write().actions().stream()
                                .map(DesignWriter::action).toList())
                        .toMap())
                .toMap();
    }

    private static Map<String, Object> values(WriteSpec write) {
        Map<String, Object> out = new LinkedHashMap<>();
        write.values().forEach((placeholder, value) -> out.put(placeholder, AttributeValueWriter.plain(value)));
        return out;
    }

    private static Map<String, Object> action(TransactAction action) {
        return new OrderedObject(TRANSACT_ACTION)
                .put("kind", action.kind().name())
                .put("entity", action.entity())
                .putIf(action.updateExpression() != null, "updateExpression", action.updateExpression())
                .putIf(action.conditionExpression() != null, "conditionExpression", action.conditionExpression())
                .putIf(action.itemsPerCall() != 1, "itemsPerCall", number(action.itemsPerCall()))
                .toMap();
    }

    private static Map<String, Object> copy(DenormalizedCopy copy) {
        return new OrderedObject(COPY)
                .putIf(copy.attribute() != null, "attribute", copy.attribute())
                .put("sourceEntity", copy.sourceEntity())
                .putIf(copy.sourceAttribute() != null, "sourceAttribute", copy.sourceAttribute())
                .put("mode", copy.mode().name())
                .toMap();
    }

    private static Map<String, Object> aggregate(Aggregate aggregate) {
        return new OrderedObject(AGGREGATE)
                .put("attribute", aggregate.attribute())
                .put("rule", aggregate.rule().name())
                .put("sourceEntity", aggregate.sourceEntity())
                .putIf(aggregate.sourceAttribute() != null, "sourceAttribute", aggregate.sourceAttribute())
                .putIf(aggregate.maintainedBy() != MaintainedBy.STREAM, "maintainedBy",
                        aggregate.maintainedBy().name())
                .toMap();
    }

    private static Map<String, Object> uniqueValue(UniqueValue unique) {
        return new OrderedObject(UNIQUE_VALUE)
                .put("attribute", unique.attribute())
                .put("keyTemplate", unique.keyTemplate())
                .toMap();
    }

    private static Map<String, Object> pricing(Pricing pricing) {
        return new OrderedObject(PRICING)
                .put("region", pricing.region())
                .put("readRequestUnitsPerMillion", number(pricing.readRequestUnitsPerMillion()))
                .put("writeRequestUnitsPerMillion", number(pricing.writeRequestUnitsPerMillion()))
                .put("rcuHour", number(pricing.rcuHour()))
                .put("wcuHour", number(pricing.wcuHour()))
                .put("storageGbMonth", number(pricing.storageGbMonth()))
                .put("hoursPerMonth", number(pricing.hoursPerMonth()))
                .putIf(pricing.peakToAverage() != Pricing.DEFAULT_PEAK_TO_AVERAGE, "peakToAverage",
                        number(pricing.peakToAverage()))
                .putIf(pricing.targetUtilization() != Pricing.DEFAULT_TARGET_UTILIZATION, "targetUtilization",
                        number(pricing.targetUtilization()))
                .toMap();
    }

    private static String name(Enum<?> value) {
        return value == null ? null : value.name();
    }
}
