package dev.tablesmith.live;

import dev.tablesmith.model.Table;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import software.amazon.awssdk.awscore.exception.AwsErrorDetails;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsUnavailableException;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.CreateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTableResponse;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveResponse;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.PointInTimeRecoveryDescription;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateContinuousBackupsResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTableResponse;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/**
 * An in-memory stand-in for one DynamoDB table as a deploy sees it: DescribeTable, CreateTable, UpdateTable,
 * Describe/UpdateTimeToLive and Describe/UpdateContinuousBackups, every call recorded by operation name. Tables are
 * ACTIVE at once. It can refuse the first UpdateContinuousBackups calls with ContinuousBackupsUnavailableException,
 * as DynamoDB does right after CreateTable, answer ENABLING before ENABLED, or not implement continuous backups at
 * all (UnknownOperationException, as DynamoDB Local answers), nor DescribeTimeToLive (as some emulators).
 */
final class FakeDeployTable implements DynamoDbClient {
    final List<String> calls = new ArrayList<>();
    TableDescription table;
    TimeToLiveDescription timeToLive = TimeToLiveDescription.builder()
            .timeToLiveStatus(TimeToLiveStatus.DISABLED).build();
    String pointInTimeRecovery = "DISABLED";
    /** How many UpdateContinuousBackups calls are refused as "Backups are being enabled for the table". */
    int unavailableUpdates;
    /** Statuses DescribeContinuousBackups reports before the real one, once each (e.g. ENABLING). */
    final Deque<String> pendingStatuses = new ArrayDeque<>();
    boolean continuousBackupsUnknown;
    boolean timeToLiveUnknown;

    /** A table that exists with the design's keys and GSIs (no stream, TTL off, point-in-time recovery off). */
    static FakeDeployTable existing(Table design) {
        FakeDeployTable fake = new FakeDeployTable();
        CreateTableRequest request = SdkTables.createTable(design);
        fake.created(request.toBuilder().streamSpecification((StreamSpecification) null).build());
        return fake;
    }

    @Override
    public DescribeTableResponse describeTable(DescribeTableRequest request) {
        calls.add("DescribeTable");
        if (table == null) {
            throw ResourceNotFoundException.builder().message("Requested resource not found").build();
        }
        return DescribeTableResponse.builder().table(table).build();
    }

    @Override
    public CreateTableResponse createTable(CreateTableRequest request) {
        calls.add("CreateTable");
        created(request);
        return CreateTableResponse.builder().tableDescription(table).build();
    }

    private void created(CreateTableRequest request) {
        List<GlobalSecondaryIndexDescription> gsis = request.globalSecondaryIndexes().stream()
                .map(g -> GlobalSecondaryIndexDescription.builder().indexName(g.indexName()).keySchema(g.keySchema())
                        .projection(g.projection()).indexStatus(IndexStatus.ACTIVE).build()).toList();
        table = TableDescription.builder().tableName(request.tableName()).tableStatus(TableStatus.ACTIVE)
                .keySchema(request.keySchema()).attributeDefinitions(request.attributeDefinitions())
                .globalSecondaryIndexes(gsis).streamSpecification(request.streamSpecification())
                .billingModeSummary(b -> b.billingMode(request.billingMode())).build();
    }

    @Override
    public UpdateTableResponse updateTable(UpdateTableRequest request) {
        calls.add("UpdateTable" + (request.streamSpecification() != null ? " stream" : ""));
        if (request.streamSpecification() != null) {
            table = table.toBuilder().streamSpecification(request.streamSpecification()).build();
        }
        return UpdateTableResponse.builder().tableDescription(table).build();
    }

    @Override
    public DescribeTimeToLiveResponse describeTimeToLive(DescribeTimeToLiveRequest request) {
        calls.add("DescribeTimeToLive");
        if (timeToLiveUnknown) {
            throw unknown();
        }
        return DescribeTimeToLiveResponse.builder().timeToLiveDescription(timeToLive).build();
    }

    @Override
    public UpdateTimeToLiveResponse updateTimeToLive(UpdateTimeToLiveRequest request) {
        calls.add("UpdateTimeToLive");
        timeToLive = TimeToLiveDescription.builder().timeToLiveStatus(TimeToLiveStatus.ENABLED)
                .attributeName(request.timeToLiveSpecification().attributeName()).build();
        return UpdateTimeToLiveResponse.builder().build();
    }

    @Override
    public DescribeContinuousBackupsResponse describeContinuousBackups(DescribeContinuousBackupsRequest request) {
        calls.add("DescribeContinuousBackups");
        unknownOperation();
        String status = pendingStatuses.isEmpty() ? pointInTimeRecovery : pendingStatuses.pop();
        return DescribeContinuousBackupsResponse.builder().continuousBackupsDescription(description(status)).build();
    }

    @Override
    public UpdateContinuousBackupsResponse updateContinuousBackups(UpdateContinuousBackupsRequest request) {
        calls.add("UpdateContinuousBackups "
                + request.pointInTimeRecoverySpecification().pointInTimeRecoveryEnabled());
        unknownOperation();
        if (unavailableUpdates > 0) {
            unavailableUpdates--;
            throw ContinuousBackupsUnavailableException.builder().statusCode(400)
                    .awsErrorDetails(AwsErrorDetails.builder().errorCode("ContinuousBackupsUnavailableException")
                            .errorMessage("Backups are being enabled for the table").build()).build();
        }
        pointInTimeRecovery = request.pointInTimeRecoverySpecification().pointInTimeRecoveryEnabled()
                ? "ENABLED" : "DISABLED";
        String status = pendingStatuses.isEmpty() ? pointInTimeRecovery : pendingStatuses.peek();
        return UpdateContinuousBackupsResponse.builder().continuousBackupsDescription(description(status)).build();
    }

    private void unknownOperation() {
        if (continuousBackupsUnknown) {
            throw unknown();
        }
    }

    private static AwsServiceException unknown() {
        return DynamoDbException.builder().statusCode(400)
                .awsErrorDetails(AwsErrorDetails.builder().errorCode("UnknownOperationException")
                        .errorMessage("An unknown operation was requested.").build()).build();
    }

    private static ContinuousBackupsDescription description(String status) {
        return ContinuousBackupsDescription.builder().continuousBackupsStatus("ENABLED")
                .pointInTimeRecoveryDescription(PointInTimeRecoveryDescription.builder()
                        .pointInTimeRecoveryStatus(status).build()).build();
    }

    /** The calls that write. */
    List<String> writes() {
        return calls.stream().filter(c -> !c.startsWith("Describe")).toList();
    }

    @Override
    public String serviceName() {
        return "dynamodb";
    }

    @Override
    public void close() {
    }
}
