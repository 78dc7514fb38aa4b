package dev.tablesmith.live.importer;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.ScanRequest;
import software.amazon.awssdk.services.dynamodb.model.ScanResponse;

/** Point-in-time recovery in an imported design when DescribeContinuousBackups cannot answer (no network). */
class TableImporterSettingsTest {
    /** An empty table whose endpoint refuses DescribeContinuousBackups with {@code code}. */
    private static DynamoDbClient refusing(String code, String message) {
        return new DynamoDbClient() {
            @Override
            public DescribeTableResponse describeTable(DescribeTableRequest request) {
                return DescribeTableResponse.builder().table(t -> t.tableName("plain")
                        .attributeDefinitions(a -> a.attributeName("id").attributeType("S"))
                        .keySchema(k -> k.attributeName("id").keyType("HASH"))
                        .billingModeSummary(b -> b.billingMode("PAY_PER_REQUEST"))).build();
            }

            @Override
            public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
                return DescribeTimeToLiveResponse.builder().timeToLiveDescription(t -> t.timeToLiveStatus("DISABLED"))
                        .build();
            }

            @Override
            public DescribeContinuousBackupsResponse describeContinuousBackups(DescribeContinuousBackupsRequest r) {
                throw DynamoDbException.builder().statusCode(400).awsErrorDetails(AwsErrorDetails.builder()
                        .errorCode(code).errorMessage(message).build()).build();
            }

            @Override
            public ScanResponse scan(ScanRequest request) {
                return ScanResponse.builder().build();
            }

            @Override
            public String serviceName() {
                return "dynamodb";
            }

            @Override
            public void close() {
            }
        };
    }

    @Test
    void dynamoDbLocalWithoutContinuousBackupsGivesTheDefaultAndSaysSo() {
        ImportResult result = TableImporter.importTable(refusing("UnknownOperationException",
                "An unknown operation was requested."), "plain", 10);

        assertThat(result.design().table().settings().pointInTimeRecovery()).isTrue();
        assertThat(result.warnings()).contains("Point-in-time recovery could not be read: the endpoint does not"
                + " implement DescribeContinuousBackups (UnknownOperationException; DynamoDB Local has no"
                + " point-in-time recovery). The design has it on, the default.");
    }

    @Test
    void aDeniedDescribeContinuousBackupsGivesTheDefaultAndSaysWhy() {
        ImportResult result = TableImporter.importTable(refusing("AccessDeniedException",
                "User: arn:aws:iam::1:user/x is not authorized to perform: dynamodb:DescribeContinuousBackups"),
                "plain", 10);

        assertThat(result.design().table().settings().pointInTimeRecovery()).isTrue();
        assertThat(result.warnings()).contains("Point-in-time recovery could not be read (DescribeContinuousBackups:"
                + " User: arn:aws:iam::1:user/x is not authorized to perform: dynamodb:DescribeContinuousBackups), so"
                + " the design has it on, the default.");
    }
}
