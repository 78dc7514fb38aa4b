package dev.tablesmith.io.interop;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import org.junit.jupiter.api.Test;

/**
 * A negative capacity in an imported file is one located line naming the value, {@code FILE:LINE:COL: POINTER:
 * MESSAGE}, not a bare "capacity units cannot be negative" (issue 20). CloudFormation, like DynamoDB's
 * ProvisionedThroughput, takes capacity units of at least 1.
 */
class NegativeCapacityImportTest {
    private static String refusal(String text, String name) {
        return catchThrowableOfType(() -> DesignImport.read(text, name, "t"), ImportException.class).getMessage();
    }

    @Test
    void negativeReadCapacityInACloudFormationJsonTemplateIsLocated() {
        String template = """
                {"Resources": {"T": {"Type": "AWS::DynamoDB::Table", "Properties": {
                  "TableName": "orders",
                  "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
                  "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
                  "ProvisionedThroughput": {"ReadCapacityUnits": -5, "WriteCapacityUnits": 5}}}}}
                """;

        assertThat(refusal(template, "template.json")).isEqualTo("template.json:5:50: /Resources/T/Properties/"
                + "ProvisionedThroughput/ReadCapacityUnits: capacity units cannot be negative");
    }

    @Test
    void negativeWriteCapacityInACloudFormationYamlTemplateIsLocated() {
        String template = """
                Resources:
                  T:
                    Type: AWS::DynamoDB::Table
                    Properties:
                      TableName: orders
                      AttributeDefinitions:
                        - AttributeName: pk
                          AttributeType: S
                      KeySchema:
                        - AttributeName: pk
                          KeyType: HASH
                      ProvisionedThroughput:
                        ReadCapacityUnits: 5
                        WriteCapacityUnits: -1
                """;

        assertThat(refusal(template, "template.yaml")).isEqualTo("template.yaml:14:29: /Resources/T/Properties/"
                + "ProvisionedThroughput/WriteCapacityUnits: capacity units cannot be negative");
    }

    @Test
    void negativeIndexCapacityInACloudFormationTemplateIsLocated() {
        String template = """
                {"Resources": {"T": {"Type": "AWS::DynamoDB::Table", "Properties": {
                  "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
                  "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
                  "ProvisionedThroughput": {"ReadCapacityUnits": 5, "WriteCapacityUnits": 5},
                  "GlobalSecondaryIndexes": [{"IndexName": "g", "KeySchema": [{"AttributeName": "pk",
                    "KeyType": "HASH"}], "Projection": {"ProjectionType": "ALL"},
                    "ProvisionedThroughput": {"ReadCapacityUnits": 1, "WriteCapacityUnits": -3}}]}}}}
                """;

        assertThat(refusal(template, "t.json")).isEqualTo("t.json:7:77: /Resources/T/Properties/"
                + "GlobalSecondaryIndexes/0/ProvisionedThroughput/WriteCapacityUnits: capacity units cannot be"
                + " negative");
    }

    @Test
    void negativeReadCapacityInACdkStackIsLocatedAtItsLineAndColumn() {
        String stack = """
                import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
                new dynamodb.Table(this, 'Orders', {
                  partitionKey: { name: 'PK', type: dynamodb.AttributeType.STRING },
                  billingMode: dynamodb.BillingMode.PROVISIONED,
                  readCapacity: -2,
                  writeCapacity: 4,
                });
                """;

        assertThat(refusal(stack, "stack.ts")).matches("stack\\.ts:5:\\d+: capacity units cannot be negative");
    }

    @Test
    void negativeCapacityInANoSqlWorkbenchModelIsLocated() {
        String model = """
                {"ModelName": "m", "DataModel": [{"TableName": "orders",
                  "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
                  "BillingMode": "PROVISIONED",
                  "ProvisionedCapacitySettings": {"ProvisionedThroughput": {
                    "ReadCapacityUnits": 5, "WriteCapacityUnits": -1}}}]}
                """;

        assertThat(refusal(model, "model.json")).isEqualTo("model.json:5:51: /DataModel/0/ProvisionedCapacitySettings/"
                + "ProvisionedThroughput/WriteCapacityUnits: capacity units cannot be negative");
    }
}
