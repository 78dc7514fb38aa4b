package dev.tablesmith.live.importer;

import dev.tablesmith.infer.DesignInference;
import dev.tablesmith.infer.InferenceResult;
import dev.tablesmith.infer.TableDescription;
import dev.tablesmith.live.ContinuousBackups;
import dev.tablesmith.model.TableSettings;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DescribeTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;

/**
 * Imports an existing table as a new design: {@code DescribeTable}, {@code DescribeTimeToLive},
 * {@code DescribeContinuousBackups} (point-in-time recovery), a Scan of at most the chosen number of items, then
 * {@link DesignInference}. Only reads; the table is not changed.
 */
public final class TableImporter {
    private TableImporter() {
    }

    /**
     * Imports {@code tableName}.
     *
     * @param itemLimit the most items to read (at least 1); a table with more gives a partial-sample warning
     * @throws IllegalArgumentException when the limit is below 1
     * @throws ImportFailure            when the table does not exist
     */
    public static ImportResult importTable(DynamoDbClient client, String tableName, int itemLimit) {
        if (itemLimit < 1) {
            throw new IllegalArgumentException("the item limit must be at least 1, not " + itemLimit);
        }
        List<String> warnings = new ArrayList<>();
        software.amazon.awssdk.services.dynamodb.model.TableDescription table;
        try {
            table = client.describeTable(r -> r.tableName(tableName)).table();
        } catch (ResourceNotFoundException missing) {
            throw new ImportFailure("table '" + tableName + "' does not exist at this endpoint and region");
        }
        TimeToLiveDescription timeToLive = null;
        try {
            timeToLive = client.describeTimeToLive(DescribeTimeToLiveRequest.builder().tableName(tableName).build())
                    .timeToLiveDescription();
        } catch (AwsServiceException unavailable) {
            warnings.add("The TTL setting could not be read (DescribeTimeToLive: " + errorMessage(unavailable)
                    + "), so the design has no TTL attribute.");
        }
        boolean pointInTimeRecovery = TableSettings.DEFAULT_POINT_IN_TIME_RECOVERY;
        try {
            pointInTimeRecovery = ContinuousBackups.isOn(client, tableName);
        } catch (ContinuousBackups.Unsupported unsupported) {
            warnings.add("Point-in-time recovery could not be read: " + unsupported.getMessage() + ". The design has"
                    + " it on, the default.");
        } catch (AwsServiceException unavailable) {
            warnings.add("Point-in-time recovery could not be read (DescribeContinuousBackups: "
                    + errorMessage(unavailable) + "), so the design has it on, the default.");
        }
        TableDescription description = TableDescriber.describe(table, timeToLive, pointInTimeRecovery);
        SampleScan sample = SampleScan.scan(client, tableName, itemLimit);
        InferenceResult inferred = DesignInference.infer(description, sample.items(), sample.partial());
        warnings.addAll(inferred.warnings());
        return new ImportResult(inferred.design(), warnings, sample.items().size(), sample.partial());
    }

    private static String errorMessage(AwsServiceException e) {
        return e.awsErrorDetails() == null ? e.getMessage() : e.awsErrorDetails().errorMessage();
    }

    /** A reason the import cannot start, as one line for the user. */
    public static final class ImportFailure extends RuntimeException {
        public ImportFailure(String message) {
            super(message);
        }
    }
}
