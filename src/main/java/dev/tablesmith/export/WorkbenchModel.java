package dev.tablesmith.export;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import java.time.Clock;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;

/**
 * A NoSQL Workbench data model (format version 3.0, {@code AWSService} "Amazon DynamoDB"), which Workbench's
 * "Import data model" accepts: one {@code DataModel} entry per table with its key attributes, every other
 * attribute (GSI keys, entity attributes, and any other attribute of the sample items) in
 * {@code NonKeyAttributes}, one facet per entity whose key aliases
 * are the entity's PK and SK templates as Tablesmith writes them ({@code CUST#{customerId}}), the GSIs with their
 * projections, the sample items in the table-level {@code TableData}, {@code DataAccess} and the billing mode.
 *
 * <p>Workbench models have no LSIs, no TTL, streams, sparse conditions or access patterns: those are not written.
 * A GSI with a multi-attribute key is written with the first attribute of each key and a note in the model's
 * {@code Description} ({@link MultiAttributeKeyNotes}).
 */
public final class WorkbenchModel implements DocumentExporter {
    private static final DateTimeFormatter DATE = DateTimeFormatter.ofPattern("MMM dd, yyyy, hh:mm a", Locale.US);
    private final Clock clock;

    /** A model stamped with the current time of {@code clock} (a fixed clock gives reproducible files). */
    public WorkbenchModel(Clock clock) {
        this.clock = clock;
    }

    @Override
    public String id() {
        return "workbench";
    }

    @Override
    public String title() {
        return "NoSQL Workbench model";
    }

    @Override
    public DocObject document(Design design) {
        String now = DATE.format(clock.instant().atZone(ZoneOffset.UTC));
        DocObject metadata = DocObject.object()
                .put("Author", "Tablesmith")
                .put("DateCreated", now)
                .put("DateLastModified", now)
                .put("Description", MultiAttributeKeyNotes.describe(design.description(), design.tables()
                        .stream().flatMap(t -> t.globalSecondaryIndexes().stream()).toList()))
                .put("AWSService", "Amazon DynamoDB")
                .put("Version", "3.0");
        return DocObject.object()
                .put("ModelName", design.name())
                .put("ModelMetadata", metadata)
                .put("DataModel", design.tables().stream().map(t -> (Object) table(t)).toList());
    }

    private static DocObject table(Table table) {
        List<SampleItem> items = ItemMaterializer.materialize(table).items();
        DocObject out = DocObject.object()
                .put("TableName", table.name())
                .put("KeyAttributes", keyAttributes(table.keySchema()))
                .put("NonKeyAttributes", nonKeyAttributes(table, items))
                .put("TableFacets", table.entities().stream()
                        .map(e -> (Object) facet(table, e, items)).toList());
        out.putIfPresent("GlobalSecondaryIndexes", table.globalSecondaryIndexes().stream()
                .map(i -> (Object) index(i)).toList());
        out.put("TableData", tableData(items, null));
        out.put("DataAccess", DocObject.object().put("MySql", DocObject.object()));
        if (TableDefaults.onDemand(table)) {
            out.put("BillingMode", "PAY_PER_REQUEST");
        } else {
            Throughput throughput = TableDefaults.throughput(table);
            out.put("BillingMode", "PROVISIONED").put("ProvisionedCapacitySettings", DocObject.object()
                    .put("ProvisionedThroughput", DocObject.object()
                            .put("ReadCapacityUnits", throughput.readCapacityUnits())
                            .put("WriteCapacityUnits", throughput.writeCapacityUnits())));
        }
        return out;
    }

    private static DocObject keyAttributes(KeySchema schema) {
        DocObject out = DocObject.object().put("PartitionKey", attribute(schema.partitionKeyAttribute()));
        schema.sortKeyAttribute().ifPresent(k -> out.put("SortKey", attribute(k)));
        return out;
    }

    private static DocObject attribute(KeyAttribute key) {
        ScalarType type = key.type() == null ? ScalarType.S : key.type();
        return DocObject.object().put("AttributeName", key.name()).put("AttributeType", type.name());
    }

    /**
     * Index key attributes first, then each entity attribute once (the first entity's type wins), then every other
     * attribute a sample item carries (an entity's type attribute, copies, aggregates, explicit items' attributes),
     * typed as the first item that has it: Workbench's own files declare every attribute of their TableData.
     */
    private static List<Object> nonKeyAttributes(Table table, List<SampleItem> items) {
        Map<String, String> types = new LinkedHashMap<>();
        List<String> tableKeys = table.keySchema().attributeNames();
        for (KeyAttribute key : table.keyAttributes()) {
            if (!tableKeys.contains(key.name())) {
                types.put(key.name(), (key.type() == null ? ScalarType.S : key.type()).name());
            }
        }
        for (Entity entity : table.entities()) {
            for (Attribute attribute : entity.attributes()) {
                if (!tableKeys.contains(attribute.name())) {
                    types.putIfAbsent(attribute.name(), attribute.type().name());
                }
            }
        }
        for (SampleItem item : items) {
            item.item().attributes().forEach((name, value) -> {
                if (!tableKeys.contains(name)) {
                    types.putIfAbsent(name, value.type().name());
                }
            });
        }
        List<Object> out = new ArrayList<>();
        types.forEach((name, type) -> out.add(DocObject.object().put("AttributeName", name)
                .put("AttributeType", type)));
        return out;
    }

    /**
     * The items of entity {@code name} (null: of no entity) in DynamoDB JSON, in sample-data order: each item's
     * document is made when the list is read, so a printer that streams the document never holds them all.
     */
    private static List<Object> tableData(List<SampleItem> items, String name) {
        List<SampleItem> chosen = items.stream().filter(i -> Objects.equals(i.entity(), name)).toList();
        return DocObject.computedList(chosen.size(), index -> DynamoJsonTree.item(chosen.get(index).item()));
    }

    private static DocObject facet(Table table, Entity entity, List<SampleItem> all) {
        List<Object> items = tableData(all, entity.name());
        KeySchema keys = table.keySchema();
        DocObject alias = DocObject.object().put("PartitionKeyAlias",
                alias(entity, keys.partitionKeyAttribute().name()));
        keys.sortKeyAttribute().ifPresent(k -> alias.put("SortKeyAlias", alias(entity, k.name())));
        List<Object> attributes = new ArrayList<>();
        for (EntityKey key : entity.keys()) {
            if (!keys.attributeNames().contains(key.attribute())) {
                attributes.add(key.attribute());
            }
        }
        entity.attributes().stream().map(Attribute::name).filter(n -> !attributes.contains(n))
                .filter(n -> !keys.attributeNames().contains(n)).forEach(attributes::add);
        return DocObject.object()
                .put("FacetName", entity.name())
                .put("KeyAttributeAlias", alias)
                .put("TableData", items)
                .put("NonKeyAttributes", attributes)
                .put("DataAccess", DocObject.object().put("MySql", DocObject.object()));
    }

    /**
     * The entity's template for a key attribute, or the attribute's own name when it writes none or writes the
     * attribute as given ({@code {PK}}): Workbench's own models alias such a key by its name.
     */
    private static String alias(Entity entity, String keyAttribute) {
        return entity.key(keyAttribute).map(EntityKey::template)
                .filter(t -> !t.equals("{" + keyAttribute + "}")).orElse(keyAttribute);
    }

    private static DocObject index(SecondaryIndex index) {
        DocObject projection = DocObject.object().put("ProjectionType", index.projection().type().name());
        if (index.projection().type() == ProjectionType.INCLUDE) {
            projection.put("NonKeyAttributes", List.copyOf(index.projection().nonKeyAttributes()));
        }
        return DocObject.object()
                .put("IndexName", index.name())
                .put("KeyAttributes", keyAttributes(index.keySchema()))
                .put("Projection", projection);
    }
}
