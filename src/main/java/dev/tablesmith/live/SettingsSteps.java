package dev.tablesmith.live;

import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveDescription;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveStatus;

/**
 * The deploy steps for a table's settings beyond its keys and indexes: the stream, TTL and point-in-time recovery.
 *
 * <ul>
 *   <li>Stream: part of CreateTable. An existing table without one gets it from {@code UpdateTable} with a
 *       {@code StreamSpecification}. A live stream of another view type is reported and not changed (a view type
 *       changes only by disabling the stream and enabling a new one, and consumers of the old one lose it).</li>
 *   <li>TTL: not part of CreateTable; {@code UpdateTimeToLive} enables it. A live TTL on another attribute, or one
 *       being turned off ({@code DISABLING}), is reported and not changed: DynamoDB changes the attribute only by
 *       turning TTL off and on again, and refuses a second UpdateTimeToLive on a table for up to an hour.</li>
 *   <li>Point-in-time recovery: not part of CreateTable; {@code UpdateContinuousBackups} turns it on or off once the
 *       table is ACTIVE (see {@link ContinuousBackups}). DynamoDB creates a table with it off.</li>
 * </ul>
 */
final class SettingsSteps {
    private final DynamoDbClient client;
    private final ContinuousBackups backups;

    SettingsSteps(DynamoDbClient client, ContinuousBackups backups) {
        this.client = client;
        this.backups = backups;
    }

    /** The settings steps after CreateTable (whose request holds the stream already). */
    void forNewTable(Table table, List<DeployStep> steps, List<String> notes) {
        if (table.settings().ttlAttribute() != null) {
            steps.add(ttlStep(table));
        }
        if (table.settings().pointInTimeRecovery()) {
            steps.add(new DeployStep(DeployStep.Kind.ENABLE_POINT_IN_TIME_RECOVERY, "UpdateContinuousBackups "
                    + table.name() + ": turn point-in-time recovery on (CreateTable cannot; sent once the table is"
                    + " ACTIVE)", null));
        } else {
            notes.add("point-in-time recovery is off in the design, and DynamoDB creates a table with it off");
        }
    }

    /** The settings steps, differences and notes for a table that exists. */
    void forExistingTable(Table table, TableDescription live, List<DeployStep> steps, List<String> mismatches,
                          List<String> notes) {
        stream(table, live.streamSpecification(), steps, mismatches, notes);
        try {
            timeToLive(table, client.describeTimeToLive(b -> b.tableName(table.name())).timeToLiveDescription(),
                    steps, mismatches, notes);
        } catch (AwsServiceException e) {
            if (e.awsErrorDetails() == null
                    || !ContinuousBackups.UNKNOWN_OPERATION.equals(e.awsErrorDetails().errorCode())) {
                throw e;
            }
            if (table.settings().ttlAttribute() != null) {
                notes.add("TTL is not deployed: the endpoint does not implement DescribeTimeToLive ("
                        + ContinuousBackups.UNKNOWN_OPERATION + ")");
            }
        }
        pointInTimeRecovery(table, steps, notes);
    }

    private static void stream(Table table, StreamSpecification live, List<DeployStep> steps, List<String> mismatches,
                               List<String> notes) {
        String wanted = table.settings().streamViewType() == null ? null : table.settings().streamViewType().name();
        String actual = live == null || !Boolean.TRUE.equals(live.streamEnabled()) ? null
                : live.streamViewTypeAsString();
        if (Objects.equals(wanted, actual)) {
            return;
        }
        if (actual == null) {
            steps.add(new DeployStep(DeployStep.Kind.ENABLE_STREAM, "UpdateTable " + table.name()
                    + ": enable stream " + wanted, null));
        } else if (wanted == null) {
            notes.add("the live table has a stream (" + actual + "), which the design does not; left as it is");
        } else {
            mismatches.add("stream of table " + table.name() + ": design " + wanted + ", live " + actual
                    + "; a view type changes only by disabling the stream and enabling a new one");
        }
    }

    private static void timeToLive(Table table, TimeToLiveDescription live, List<DeployStep> steps,
                                   List<String> mismatches, List<String> notes) {
        String wanted = table.settings().ttlAttribute();
        TimeToLiveStatus status = live == null || live.timeToLiveStatus() == null ? TimeToLiveStatus.DISABLED
                : live.timeToLiveStatus();
        boolean on = status == TimeToLiveStatus.ENABLED || status == TimeToLiveStatus.ENABLING;
        String actual = on ? live.attributeName() : null;
        if (wanted == null) {
            if (on) {
                notes.add("the live table has TTL on attribute " + actual + ", which the design does not; left as"
                        + " it is");
            }
        } else if (on && !wanted.equals(actual)) {
            mismatches.add("TTL attribute of table " + table.name() + ": design " + wanted + ", live " + actual
                    + "; DynamoDB changes it only by turning TTL off and then on again, an hour apart");
        } else if (status == TimeToLiveStatus.DISABLING) {
            mismatches.add("TTL of table " + table.name() + " is being turned off (DISABLING); DynamoDB refuses"
                    + " another UpdateTimeToLive until that is done, which can take an hour");
        } else if (!on) {
            steps.add(ttlStep(table));
        }
    }

    private void pointInTimeRecovery(Table table, List<DeployStep> steps, List<String> notes) {
        boolean wanted = table.settings().pointInTimeRecovery();
        boolean actual;
        try {
            actual = backups.isOn(table.name());
        } catch (ContinuousBackups.Unsupported unsupported) {
            notes.add("point-in-time recovery is not deployed: " + unsupported.getMessage());
            return;
        }
        if (wanted == actual) {
            return;
        }
        steps.add(wanted
                ? new DeployStep(DeployStep.Kind.ENABLE_POINT_IN_TIME_RECOVERY, "UpdateContinuousBackups "
                        + table.name() + ": turn point-in-time recovery on (live: off)", null)
                : new DeployStep(DeployStep.Kind.DISABLE_POINT_IN_TIME_RECOVERY, "UpdateContinuousBackups "
                        + table.name() + ": turn point-in-time recovery off (live: on), as the design says; this"
                        + " deletes the table's restore points", null));
    }

    private static DeployStep ttlStep(Table table) {
        return new DeployStep(DeployStep.Kind.ENABLE_TIME_TO_LIVE, "UpdateTimeToLive " + table.name()
                + ": enable TTL on attribute " + table.settings().ttlAttribute(), null);
    }
}
