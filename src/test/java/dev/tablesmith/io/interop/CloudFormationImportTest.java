package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.StreamViewType;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.review.DesignValidator;
import org.junit.jupiter.api.Test;

class CloudFormationImportTest {
    private static final String TEMPLATE = """
            AWSTemplateFormatVersion: '2010-09-09'
            Parameters:
              Stage: { Type: String }
            Resources:
              OrdersTable:
                Type: AWS::DynamoDB::Table
                Properties:
                  TableName: !Sub '${Stage}-orders'
                  AttributeDefinitions:
                    - { AttributeName: PK, AttributeType: S }
                    - { AttributeName: SK, AttributeType: S }
                    - { AttributeName: GSI1PK, AttributeType: S }
                    - { AttributeName: total, AttributeType: N }
                  KeySchema:
                    - { AttributeName: PK, KeyType: HASH }
                    - { AttributeName: SK, KeyType: RANGE }
                  BillingMode: PROVISIONED
                  ProvisionedThroughput: { ReadCapacityUnits: 10, WriteCapacityUnits: 4 }
                  GlobalSecondaryIndexes:
                    - IndexName: GSI1
                      KeySchema: [ { AttributeName: GSI1PK, KeyType: HASH } ]
                      Projection: { ProjectionType: INCLUDE, NonKeyAttributes: [ status, total ] }
                      ProvisionedThroughput: { ReadCapacityUnits: 2, WriteCapacityUnits: 1 }
                  LocalSecondaryIndexes:
                    - IndexName: LSI1
                      KeySchema:
                        - { AttributeName: PK, KeyType: HASH }
                        - { AttributeName: total, KeyType: RANGE }
                      Projection: { ProjectionType: KEYS_ONLY }
                  TimeToLiveSpecification: { AttributeName: expiresAt, Enabled: true }
                  StreamSpecification: { StreamViewType: NEW_AND_OLD_IMAGES }
                  PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }
                  SSESpecification: { SSEEnabled: !Ref UseSse }
              OrdersQueue:
                Type: AWS::SQS::Queue
            Outputs:
              Arn: { Value: !GetAtt OrdersTable.Arn }
            """;

    @Test
    void templateWithShortTagsGivesKeysIndexesCapacityTtlAndStreams() throws ImportException {
        ImportResult result = DesignImport.read(TEMPLATE, "stack.yaml", "stack");
        Table orders = result.design().table();

        assertThat(result.format()).isEqualTo(SourceFormat.CLOUDFORMATION);
        assertThat(orders.name()).isEqualTo("OrdersTable");
        assertThat(orders.keySchema().attributeNames()).containsExactly("PK", "SK");
        assertThat(orders.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(orders.settings().provisioned()).isEqualTo(new Throughput(10, 4));
        assertThat(orders.settings().ttlAttribute()).isEqualTo("expiresAt");
        assertThat(orders.settings().streamViewType()).isEqualTo(StreamViewType.NEW_AND_OLD_IMAGES);
        assertThat(orders.index("GSI1").orElseThrow().projection().type()).isEqualTo(ProjectionType.INCLUDE);
        assertThat(orders.index("GSI1").orElseThrow().provisioned()).isEqualTo(new Throughput(2, 1));
        assertThat(orders.index("LSI1").orElseThrow().kind()).isEqualTo(IndexKind.LSI);
        assertThat(orders.index("LSI1").orElseThrow().keySchema().sortKeyAttribute().orElseThrow().type())
                .isEqualTo(ScalarType.N);
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
        String props = "/Resources/OrdersTable/Properties";
        assertThat(result.warnings()).extracting(ImportWarning::path).contains(props + "/TableName",
                props + "/SSESpecification").doesNotContain(props + "/PointInTimeRecoverySpecification");
        assertThat(orders.settings().pointInTimeRecovery()).isTrue();
    }

    @Test
    void jsonTemplateIsReadToo() throws ImportException {
        String json = """
                {"Resources": {"Users": {"Type": "AWS::DynamoDB::Table", "Properties": {
                  "TableName": "users",
                  "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "N"}],
                  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}],
                  "BillingMode": "PAY_PER_REQUEST"}}}}
                """;

        ImportResult result = DesignImport.read(json, "users.json", "users");

        assertThat(result.design().table().name()).isEqualTo("users");
        assertThat(result.design().table().keySchema().partitionKeyAttribute().type()).isEqualTo(ScalarType.N);
        assertThat(result.warnings()).isEmpty();
    }

    @Test
    void serverlessFileTableIsFoundUnderResourcesResources() {
        ImportResult result = RealWorldFixtures.read("cloudformation/alexdebrie-instagram-serverless-gsi1.yml");
        Table table = result.design().table();

        assertThat(table.name()).isEqualTo("InstagramTable");
        assertThat(table.keySchema().attributeNames()).containsExactly("PK", "SK");
        assertThat(table.index("GSI1").orElseThrow().keySchema().attributeNames()).containsExactly("GSI1PK", "GSI1SK");
        assertThat(table.settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(result.warnings()).singleElement().satisfies(w -> {
            assertThat(w.path()).isEqualTo("/resources/Resources/InstagramTable/Properties");
            assertThat(w.message()).contains("no TableName");
        });
    }
}
