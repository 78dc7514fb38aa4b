package dev.tablesmith.live.importer;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.infer.TableDescription;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Throughput;
import java.util.List;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingModeSummary;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/** DescribeTable's answer as a pure table description. */
class TableDescriberTest {

    private static KeySchemaElement hash(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.HASH).build();
    }

    private static KeySchemaElement range(String name) {
        return KeySchemaElement.builder().attributeName(name).keyType(KeyType.RANGE).build();
    }

    private static AttributeDefinition definition(String name, ScalarAttributeType type) {
        return AttributeDefinition.builder().attributeName(name).attributeType(type).build();
    }

    private static ProvisionedThroughputDescription capacity(long read, long write) {
        return ProvisionedThroughputDescription.builder().readCapacityUnits(read).writeCapacityUnits(write).build();
    }

    @Test
    void aProvisionedTableWithMultiAttributeGsiKeysAnLsiTtlAndStreamIsDescribedInFull() {
        var table = software.amazon.awssdk.services.dynamodb.model.TableDescription.builder()
                .tableName("tickets").itemCount(1234L)
                .attributeDefinitions(definition("PK", ScalarAttributeType.S), definition("SK", ScalarAttributeType.S),
                        definition("tenantId", ScalarAttributeType.S), definition("region", ScalarAttributeType.S),
                        definition("createdAt", ScalarAttributeType.N), definition("title", ScalarAttributeType.S))
                .keySchema(hash("PK"), range("SK"))
                .billingModeSummary(BillingModeSummary.builder()
                        .billingMode(software.amazon.awssdk.services.dynamodb.model.BillingMode.PROVISIONED).build())
                .provisionedThroughput(capacity(10, 5))
                .globalSecondaryIndexes(GlobalSecondaryIndexDescription.builder().indexName("ByTenant")
                        .keySchema(hash("tenantId"), hash("region"), range("createdAt"))
                        .projection(p -> p.projectionType("INCLUDE").nonKeyAttributes("title"))
                        .provisionedThroughput(capacity(3, 2)).build())
                .localSecondaryIndexes(LocalSecondaryIndexDescription.builder().indexName("ByTitle")
                        .keySchema(hash("PK"), range("title")).projection(p -> p.projectionType("KEYS_ONLY")).build())
                .streamSpecification(StreamSpecification.builder().streamEnabled(true).streamViewType("NEW_IMAGE")
                        .build())
                .build();
        TimeToLiveDescription ttl = TimeToLiveDescription.builder().attributeName("expiresAt")
                .timeToLiveStatus(TimeToLiveStatus.ENABLED).build();

        TableDescription description = TableDescriber.describe(table, ttl);

        assertThat(description.name()).isEqualTo("tickets");
        assertThat(description.approximateItemCount()).isEqualTo(1234);
        assertThat(description.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")));
        assertThat(description.indexes()).containsExactly(
                new SecondaryIndex("ByTenant", IndexKind.GSI, new KeySchema(
                        List.of(KeyAttribute.s("tenantId"), KeyAttribute.s("region")),
                        List.of(KeyAttribute.n("createdAt"))), Projection.include(List.of("title")),
                        new Throughput(3, 2)),
                SecondaryIndex.lsi("ByTitle", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("title")),
                        Projection.keysOnly()));
        assertThat(description.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(description.settings().provisioned()).isEqualTo(new Throughput(10, 5));
        assertThat(description.settings().ttlAttribute()).isEqualTo("expiresAt");
        assertThat(description.settings().streamViewType()).isEqualTo(StreamViewType.NEW_IMAGE);
    }

    @Test
    void anOnDemandTableWithTtlOffAndNoStreamHasNoneOfThem() {
        var table = software.amazon.awssdk.services.dynamodb.model.TableDescription.builder().tableName("plain")
                .attributeDefinitions(definition("id", ScalarAttributeType.B)).keySchema(hash("id"))
                .billingModeSummary(BillingModeSummary.builder()
                        .billingMode(software.amazon.awssdk.services.dynamodb.model.BillingMode.PAY_PER_REQUEST).build())
                .provisionedThroughput(capacity(0, 0)).build();
        TimeToLiveDescription ttl = TimeToLiveDescription.builder().timeToLiveStatus(TimeToLiveStatus.DISABLED).build();

        TableDescription description = TableDescriber.describe(table, ttl);

        assertThat(description.keySchema()).isEqualTo(new KeySchema(
                List.of(new KeyAttribute("id", dev.tablesmith.model.ScalarType.B)), List.of()));
        assertThat(description.settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(description.settings().provisioned()).isNull();
        assertThat(description.settings().ttlAttribute()).isNull();
        assertThat(description.settings().streamViewType()).isNull();
        assertThat(description.approximateItemCount()).isEqualTo(-1);
    }

    @Test
    void pointInTimeRecoveryIsWhatDescribeContinuousBackupsSaidOrTheDesignDefaultWhenUnknown() {
        var table = software.amazon.awssdk.services.dynamodb.model.TableDescription.builder().tableName("plain")
                .attributeDefinitions(definition("id", ScalarAttributeType.S)).keySchema(hash("id")).build();

        assertThat(TableDescriber.describe(table, null, false).settings().pointInTimeRecovery()).isFalse();
        assertThat(TableDescriber.describe(table, null, true).settings().pointInTimeRecovery()).isTrue();
        assertThat(TableDescriber.describe(table, null).settings().pointInTimeRecovery()).isTrue();
    }
}
