package dev.tablesmith.export;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.model.WarmThroughput;
import java.util.ArrayList;
import java.util.List;

/**
 * A CloudFormation template with one {@code AWS::DynamoDB::Table} resource per table: {@code AttributeDefinitions}
 * for the key attributes only (DynamoDB rejects definitions no key schema uses), the key schema, GSIs and LSIs
 * with their projections, {@code BillingMode} with {@code ProvisionedThroughput} when provisioned, and the TTL,
 * stream and point-in-time recovery specifications. The defaults of {@link TableDefaults} are stated in the
 * template's {@code Description}.
 */
public final class CloudFormationTemplate implements DocumentExporter {
    @Override
    public String id() {
        return "cloudformation-json";
    }

    @Override
    public String title() {
        return "CloudFormation template (JSON)";
    }

    @Override
    public DocObject document(Design design) {
        DocObject resources = DocObject.object();
        List<String> notes = new ArrayList<>();
        for (Table table : design.tables()) {
            resources.put(logicalId(table), resource(table));
            TableDefaults.notes(table).stream().filter(n -> !notes.contains(n)).forEach(notes::add);
        }
        return DocObject.object()
                .put("AWSTemplateFormatVersion", "2010-09-09")
                .put("Description", ("DynamoDB table of the Tablesmith design " + design.name() + ". "
                        + String.join(" ", notes)).strip())
                .put("Resources", resources);
    }

    /** The resource's logical id: the table name in PascalCase followed by {@code Table}. */
    public static String logicalId(Table table) {
        return ExportNames.pascal(table.name()) + "Table";
    }

    private static DocObject resource(Table table) {
        return DocObject.object().put("Type", "AWS::DynamoDB::Table").put("Properties", properties(table));
    }

    private static DocObject properties(Table table) {
        boolean onDemand = TableDefaults.onDemand(table);
        DocObject properties = DocObject.object()
                .put("TableName", table.name())
                .put("BillingMode", onDemand ? "PAY_PER_REQUEST" : "PROVISIONED")
                .put("AttributeDefinitions", table.keyAttributes().stream().map(CloudFormationTemplate::definition)
                        .toList())
                .put("KeySchema", keySchema(table.keySchema()));
        if (!onDemand) {
            properties.put("ProvisionedThroughput", throughput(TableDefaults.throughput(table)));
        }
        limits(properties, table.settings().onDemandThroughput(), table.settings().warmThroughput());
        properties.putIfPresent("GlobalSecondaryIndexes", table.globalSecondaryIndexes().stream()
                .map(i -> index(table, i, !onDemand)).toList());
        properties.putIfPresent("LocalSecondaryIndexes", table.localSecondaryIndexes().stream()
                .map(i -> index(table, i, false)).toList());
        if (table.settings().ttlAttribute() != null) {
            properties.put("TimeToLiveSpecification", DocObject.object()
                    .put("AttributeName", table.settings().ttlAttribute()).put("Enabled", true));
        }
        if (table.settings().streamViewType() != null) {
            properties.put("StreamSpecification", DocObject.object()
                    .put("StreamViewType", table.settings().streamViewType().name()));
        }
        properties.put("PointInTimeRecoverySpecification", DocObject.object()
                .put("PointInTimeRecoveryEnabled", table.settings().pointInTimeRecovery()));
        return properties;
    }

    private static DocObject definition(KeyAttribute key) {
        ScalarType type = key.type() == null ? ScalarType.S : key.type();
        return DocObject.object().put("AttributeName", key.name()).put("AttributeType", type.name());
    }

    private static List<Object> keySchema(KeySchema schema) {
        List<Object> elements = new ArrayList<>();
        schema.partitionKey().forEach(k -> elements.add(element(k, "HASH")));
        schema.sortKey().forEach(k -> elements.add(element(k, "RANGE")));
        return elements;
    }

    private static DocObject element(KeyAttribute key, String keyType) {
        return DocObject.object().put("AttributeName", key.name()).put("KeyType", keyType);
    }

    private static DocObject index(Table table, SecondaryIndex index, boolean provisioned) {
        DocObject out = DocObject.object()
                .put("IndexName", index.name())
                .put("KeySchema", keySchema(index.keySchema()))
                .put("Projection", projection(index.projection()));
        if (provisioned) {
            out.put("ProvisionedThroughput", throughput(TableDefaults.throughput(table, index)));
        }
        limits(out, index.onDemandThroughput(), index.warmThroughput());
        return out;
    }

    /**
     * A table's or GSI's {@code OnDemandThroughput} ({@code MaxReadRequestUnits}, {@code MaxWriteRequestUnits}) and
     * {@code WarmThroughput} ({@code ReadUnitsPerSecond}, {@code WriteUnitsPerSecond}), each only when set.
     */
    private static void limits(DocObject out, OnDemandThroughput maximum, WarmThroughput warm) {
        if (maximum != null) {
            out.put("OnDemandThroughput", DocObject.object()
                    .putIfPresent("MaxReadRequestUnits", maximum.maxReadRequestUnits())
                    .putIfPresent("MaxWriteRequestUnits", maximum.maxWriteRequestUnits()));
        }
        if (warm != null) {
            out.put("WarmThroughput", DocObject.object()
                    .putIfPresent("ReadUnitsPerSecond", warm.readUnitsPerSecond())
                    .putIfPresent("WriteUnitsPerSecond", warm.writeUnitsPerSecond()));
        }
    }

    private static DocObject projection(Projection projection) {
        DocObject out = DocObject.object().put("ProjectionType", projection.type().name());
        if (projection.type() == ProjectionType.INCLUDE) {
            out.put("NonKeyAttributes", List.copyOf(projection.nonKeyAttributes()));
        }
        return out;
    }

    private static DocObject throughput(Throughput throughput) {
        return DocObject.object().put("ReadCapacityUnits", throughput.readCapacityUnits())
                .put("WriteCapacityUnits", throughput.writeCapacityUnits());
    }
}
