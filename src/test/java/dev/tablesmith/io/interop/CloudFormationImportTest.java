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

    private static final String GLOBAL_TABLE = """
            Resources:
              Prices:
                Type: AWS::DynamoDB::GlobalTable
                Properties:
                  TableName: prices
                  BillingMode: PROVISIONED
                  AttributeDefinitions:
                    - { AttributeName: PK, AttributeType: S }
                    - { AttributeName: GSI1PK, AttributeType: S }
                  KeySchema: [ { AttributeName: PK, KeyType: HASH } ]
                  WriteProvisionedThroughputSettings:
                    WriteCapacityAutoScalingSettings:
                      MinCapacity: 3
                      MaxCapacity: 40
                      TargetTrackingScalingPolicyConfiguration: { TargetValue: 70 }
                  GlobalSecondaryIndexes:
                    - IndexName: GSI1
                      KeySchema: [ { AttributeName: GSI1PK, KeyType: HASH } ]
                      Projection: { ProjectionType: KEYS_ONLY }
                      WriteProvisionedThroughputSettings:
                        WriteCapacityAutoScalingSettings:
                          MinCapacity: 2
                          MaxCapacity: 20
                          SeedCapacity: 4
                          TargetTrackingScalingPolicyConfiguration: { TargetValue: 50 }
                  Replicas:
                    - Region: us-east-1
                      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true }
                      ReadProvisionedThroughputSettings: { ReadCapacityUnits: 7 }
                      GlobalSecondaryIndexes:
                        - IndexName: GSI1
                          ReadProvisionedThroughputSettings:
                            ReadCapacityAutoScalingSettings:
                              MinCapacity: 6
                              MaxCapacity: 60
                              TargetTrackingScalingPolicyConfiguration: { TargetValue: 70 }
                    - Region: eu-west-1
                      ReadProvisionedThroughputSettings: { ReadCapacityUnits: 9 }
            """;

    @Test
    void globalTableTakesWriteFromItsAutoScalingAndReadFromTheFirstReplica() throws ImportException {
        // CloudFormation AWS::DynamoDB::GlobalTable: write capacity only as WriteCapacityAutoScalingSettings,
        // read capacity per replica (ReadCapacityUnits or ReadCapacityAutoScalingSettings)
        ImportResult result = DesignImport.read(GLOBAL_TABLE, "global.yaml", "global");
        Table table = result.design().table();
        String props = "/Resources/Prices/Properties";

        assertThat(table.settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(table.settings().provisioned()).isEqualTo(new Throughput(7, 3));
        assertThat(table.index("GSI1").orElseThrow().provisioned()).isEqualTo(new Throughput(6, 4));
        assertThat(table.settings().pointInTimeRecovery()).isTrue();
        assertThat(result.warnings()).extracting(ImportWarning::path).containsExactlyInAnyOrder(
                props + "/Replicas",
                props + "/WriteProvisionedThroughputSettings/WriteCapacityAutoScalingSettings",
                props + "/GlobalSecondaryIndexes/0/WriteProvisionedThroughputSettings/WriteCapacityAutoScalingSettings",
                props + "/Replicas/0/GlobalSecondaryIndexes/0/ReadProvisionedThroughputSettings"
                        + "/ReadCapacityAutoScalingSettings",
                props + "/Replicas");
        assertThat(result.warnings()).extracting(ImportWarning::message)
                .anySatisfy(m -> assertThat(m).contains("min 3, max 40, target 70%", "minimum capacity, 3 write"))
                .anySatisfy(m -> assertThat(m).contains("seed capacity, 4 write"))
                .anySatisfy(m -> assertThat(m).contains("us-east-1: 7, eu-west-1: 9", "takes the first, 7"));
        assertThat(new DesignValidator().validate(result.design())).isEmpty();
    }

    @Test
    void onDemandGlobalTableReportsItsMaximumThroughput() throws ImportException {
        String template = """
                Resources:
                  Events:
                    Type: AWS::DynamoDB::GlobalTable
                    Properties:
                      TableName: events
                      BillingMode: PAY_PER_REQUEST
                      AttributeDefinitions: [ { AttributeName: id, AttributeType: S } ]
                      KeySchema: [ { AttributeName: id, KeyType: HASH } ]
                      WriteOnDemandThroughputSettings: { MaxWriteRequestUnits: 500 }
                      Replicas:
                        - Region: us-east-1
                          ReadOnDemandThroughputSettings: { MaxReadRequestUnits: 900 }
                """;

        ImportResult result = DesignImport.read(template, "events.yaml", "events");

        assertThat(result.design().table().settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(result.design().table().settings().provisioned()).isNull();
        assertThat(result.warnings()).extracting(w -> w.path() + ": " + w.message()).anySatisfy(m -> assertThat(m)
                .startsWith("/Resources/Events/Properties/WriteOnDemandThroughputSettings: maximum on-demand")
                .contains("MaxWriteRequestUnits 500")).anySatisfy(m -> assertThat(m)
                .startsWith("/Resources/Events/Properties/Replicas/0/ReadOnDemandThroughputSettings:")
                .contains("replica us-east-1", "MaxReadRequestUnits 900"));
    }
}
