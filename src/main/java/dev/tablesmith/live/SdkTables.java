package dev.tablesmith.live;

import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;

/**
 * A model {@link Table} as the {@code CreateTable} request that builds it: {@code AttributeDefinitions} for every
 * key attribute of the table and its indexes, the key schema, each GSI and LSI with its projection, and on-demand
 * the table's billing mode ({@code PAY_PER_REQUEST}, or {@code PROVISIONED} with the table's and each GSI's
 * throughput, the table's when a GSI has none of its own; 1/1 when the design gives none) and its stream. TTL and
 * point-in-time recovery are not part of CreateTable: they are a separate {@code UpdateTimeToLive} and
 * {@code UpdateContinuousBackups} (see {@link TableDeployer}).
 */
public final class SdkTables {
    private SdkTables() {
    }

    public static CreateTableRequest createTable(Table table) {
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        for (SecondaryIndex index : table.indexes()) {
            if (index.isGlobal()) {
                gsis.add(globalSecondaryIndex(table, index));
            } else {
                lsis.add(LocalSecondaryIndex.builder().indexName(index.name()).keySchema(keySchema(index.keySchema()))
                        .projection(projection(index.projection())).build());
            }
        }
        CreateTableRequest.Builder request = CreateTableRequest.builder()
                .tableName(table.name())
                .attributeDefinitions(attributeDefinitions(table))
                .keySchema(keySchema(table.keySchema()))
                .billingMode(billingMode(table));
        if (isProvisioned(table)) {
            request.provisionedThroughput(throughput(table.settings().provisioned()));
        }
        if (table.settings().streamViewType() != null) {
            request.streamSpecification(streamSpecification(table));
        }
        if (!gsis.isEmpty()) {
            request.globalSecondaryIndexes(gsis);
        }
        if (!lsis.isEmpty()) {
            request.localSecondaryIndexes(lsis);
        }
        return request.build();
    }

    /** The design's stream, enabled, as CreateTable and UpdateTable take it; the table must have one. */
    public static StreamSpecification streamSpecification(Table table) {
        return StreamSpecification.builder().streamEnabled(true)
                .streamViewType(table.settings().streamViewType().name()).build();
    }

    /** The GSI as CreateTable and UpdateTable's {@code Create} take it, with throughput in provisioned mode. */
    public static GlobalSecondaryIndex globalSecondaryIndex(Table table, SecondaryIndex index) {
        GlobalSecondaryIndex.Builder gsi = GlobalSecondaryIndex.builder().indexName(index.name())
                .keySchema(keySchema(index.keySchema())).projection(projection(index.projection()));
        if (isProvisioned(table)) {
            gsi.provisionedThroughput(throughput(index.provisioned() != null ? index.provisioned()
                    : table.settings().provisioned()));
        }
        return gsi.build();
    }

    /** {@code AttributeDefinitions} for every key attribute of the table and its indexes. */
    public static List<AttributeDefinition> attributeDefinitions(Table table) {
        return table.keyAttributes().stream().map(SdkTables::definition).toList();
    }

    private static boolean isProvisioned(Table table) {
        return table.settings().billingMode() == dev.tablesmith.model.BillingMode.PROVISIONED;
    }

    private static BillingMode billingMode(Table table) {
        return isProvisioned(table) ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST;
    }

    private static ProvisionedThroughput throughput(Throughput throughput) {
        return throughput == null ? ProvisionedThroughput.builder().readCapacityUnits(1L).writeCapacityUnits(1L).build()
                : ProvisionedThroughput.builder().readCapacityUnits(Math.max(1, throughput.readCapacityUnits()))
                .writeCapacityUnits(Math.max(1, throughput.writeCapacityUnits())).build();
    }

    private static AttributeDefinition definition(KeyAttribute key) {
        ScalarType type = key.type() == null ? ScalarType.S : key.type();
        return AttributeDefinition.builder().attributeName(key.name())
                .attributeType(ScalarAttributeType.fromValue(type.name())).build();
    }

    public static List<KeySchemaElement> keySchema(KeySchema schema) {
        List<KeySchemaElement> elements = new ArrayList<>();
        schema.partitionKey().forEach(k -> elements.add(element(k, KeyType.HASH)));
        schema.sortKey().forEach(k -> elements.add(element(k, KeyType.RANGE)));
        return elements;
    }

    private static KeySchemaElement element(KeyAttribute key, KeyType type) {
        return KeySchemaElement.builder().attributeName(key.name()).keyType(type).build();
    }

    public static Projection projection(dev.tablesmith.model.Projection projection) {
        Projection.Builder out = Projection.builder()
                .projectionType(software.amazon.awssdk.services.dynamodb.model.ProjectionType.fromValue(
                        projection.type().name()));
        if (projection.type() == ProjectionType.INCLUDE) {
            out.nonKeyAttributes(projection.nonKeyAttributes());
        }
        return out.build();
    }
}
