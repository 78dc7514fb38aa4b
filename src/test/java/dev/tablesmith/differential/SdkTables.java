package dev.tablesmith.differential;

import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
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
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * A model {@link Table} as the {@code CreateTable} request that builds it: {@code AttributeDefinitions} for every
 * key attribute of the table and its indexes, the key schema, each GSI and LSI with its projection, and on-demand
 * billing ({@code PAY_PER_REQUEST}, so no throughput settings are needed).
 */
final class SdkTables {
    private SdkTables() {
    }

    static CreateTableRequest createTable(Table table) {
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        List<LocalSecondaryIndex> lsis = new ArrayList<>();
        for (SecondaryIndex index : table.indexes()) {
            if (index.isGlobal()) {
                gsis.add(GlobalSecondaryIndex.builder().indexName(index.name()).keySchema(keySchema(index.keySchema()))
                        .projection(projection(index.projection())).build());
            } else {
                lsis.add(LocalSecondaryIndex.builder().indexName(index.name()).keySchema(keySchema(index.keySchema()))
                        .projection(projection(index.projection())).build());
            }
        }
        CreateTableRequest.Builder request = CreateTableRequest.builder()
                .tableName(table.name())
                .attributeDefinitions(table.keyAttributes().stream().map(SdkTables::definition).toList())
                .keySchema(keySchema(table.keySchema()))
                .billingMode(BillingMode.PAY_PER_REQUEST);
        if (!gsis.isEmpty()) {
            request.globalSecondaryIndexes(gsis);
        }
        if (!lsis.isEmpty()) {
            request.localSecondaryIndexes(lsis);
        }
        return request.build();
    }

    private static AttributeDefinition definition(KeyAttribute key) {
        ScalarType type = key.type() == null ? ScalarType.S : key.type();
        return AttributeDefinition.builder().attributeName(key.name())
                .attributeType(ScalarAttributeType.fromValue(type.name())).build();
    }

    static List<KeySchemaElement> keySchema(KeySchema schema) {
        List<KeySchemaElement> elements = new ArrayList<>();
        schema.partitionKey().forEach(k -> elements.add(element(k, KeyType.HASH)));
        schema.sortKey().forEach(k -> elements.add(element(k, KeyType.RANGE)));
        return elements;
    }

    private static KeySchemaElement element(KeyAttribute key, KeyType type) {
        return KeySchemaElement.builder().attributeName(key.name()).keyType(type).build();
    }

    private static Projection projection(dev.tablesmith.model.Projection projection) {
        Projection.Builder out = Projection.builder()
                .projectionType(software.amazon.awssdk.services.dynamodb.model.ProjectionType.fromValue(
                        projection.type().name()));
        if (projection.type() == ProjectionType.INCLUDE) {
            out.nonKeyAttributes(projection.nonKeyAttributes());
        }
        return out.build();
    }
}
