package dev.tablesmith.live;

import java.time.Duration;
import java.util.function.Consumer;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.ContinuousBackupsDescription;

/**
 * Point-in-time recovery (continuous backups, restorable to any second of the recovery period, 35 days unless set)
 * of a live table. It is not part of CreateTable: {@code UpdateContinuousBackups} with a
 * {@code PointInTimeRecoverySpecification} turns it on or off, and {@code DescribeContinuousBackups} reads it
 * ({@code PointInTimeRecoveryStatus}: {@code ENABLED} or {@code DISABLED}; older API versions also list
 * {@code ENABLING}).
 *
 * <p>Right after CreateTable DynamoDB can refuse UpdateContinuousBackups with
 * {@code ContinuousBackupsUnavailableException} ("Backups are being enabled for the table", HTTP 400) even once the
 * table is ACTIVE, until the table's continuous backups ({@code ContinuousBackupsStatus}) are on. {@link #set}
 * retries that error with a pause that doubles from the poll interval up to 10 s, until the timeout, then reads
 * the status back and succeeds only when it says what was asked. DynamoDB Local and some emulators do not know
 * either operation and answer {@code UnknownOperationException}: {@link Unsupported}.
 */
public final class ContinuousBackups {
    /** DynamoDB's error code while a new table's continuous backups are still being turned on. */
    static final String UNAVAILABLE = "ContinuousBackupsUnavailableException";
    /** What DynamoDB Local (and emulators built on it) answer to an operation they do not implement. */
    static final String UNKNOWN_OPERATION = "UnknownOperationException";
    private static final Duration MAX_PAUSE = Duration.ofSeconds(10);

    private final DynamoDbClient client;
    private final Duration poll;
    private final Duration timeout;

    /**
     * @param poll    the first pause between attempts (and between status reads)
     * @param timeout how long to keep retrying and reading before giving up
     */
    public ContinuousBackups(DynamoDbClient client, Duration poll, Duration timeout) {
        this.client = client;
        this.poll = poll;
        this.timeout = timeout;
    }

    /**
     * Whether point-in-time recovery is on ({@code ENABLED}, or {@code ENABLING}).
     *
     * @throws Unsupported when the endpoint does not implement DescribeContinuousBackups
     */
    public boolean isOn(String tableName) {
        return isOn(client, tableName);
    }

    /**
     * Whether point-in-time recovery of {@code tableName} is on, from one DescribeContinuousBackups.
     *
     * @throws Unsupported when the endpoint does not implement DescribeContinuousBackups
     */
    public static boolean isOn(DynamoDbClient client, String tableName) {
        return on(status(describe(client, tableName)));
    }

    /**
     * Turns point-in-time recovery on or off and returns once DescribeContinuousBackups says so.
     *
     * @param progress told when DynamoDB is not ready yet and the request is retried
     * @throws Unsupported   when the endpoint does not implement UpdateContinuousBackups
     * @throws LiveException when DynamoDB still refuses, or the status is not reached, within the timeout
     */
    public void set(String tableName, boolean on, Consumer<String> progress) throws InterruptedException {
        long start = System.nanoTime();
        Duration pause = poll;
        boolean told = false;
        while (true) {
            try {
                String status = status(update(tableName, on));
                if (on(status) == on && !"ENABLING".equals(status)) {
                    return;
                }
                break;
            } catch (AwsServiceException e) {
                if (!UNAVAILABLE.equals(code(e))) {
                    throw e;
                }
                if (!told) {
                    progress.accept("point-in-time recovery: DynamoDB is still turning on the new table's backups"
                            + " (" + UNAVAILABLE + "); trying again");
                    told = true;
                }
                if (elapsed(start).compareTo(timeout) > 0) {
                    throw new LiveException("DynamoDB still refused to turn point-in-time recovery " + word(on)
                            + " for table " + tableName + " after " + timeout.toSeconds() + " s (" + UNAVAILABLE
                            + ": " + message(e) + "); run deploy again later");
                }
            }
            Thread.sleep(pause.toMillis());
            pause = pause.multipliedBy(2).compareTo(MAX_PAUSE) > 0 ? MAX_PAUSE : pause.multipliedBy(2);
        }
        awaitStatus(tableName, on, start, progress);
    }

    /** Reads the status back until it is what was asked (an ENABLING status is reported once and waited out). */
    private void awaitStatus(String tableName, boolean on, long start, Consumer<String> progress)
            throws InterruptedException {
        String last = null;
        while (true) {
            String status = status(describe(client, tableName));
            if (on(status) == on && !"ENABLING".equals(status)) {
                return;
            }
            if (!status.equals(last)) {
                progress.accept("point-in-time recovery: " + status);
                last = status;
            }
            if (elapsed(start).compareTo(timeout) > 0) {
                throw new LiveException("point-in-time recovery of table " + tableName + " is " + status
                        + ", not " + (on ? "ENABLED" : "DISABLED") + ", " + timeout.toSeconds()
                        + " s after UpdateContinuousBackups");
            }
            Thread.sleep(poll.toMillis());
        }
    }

    private static ContinuousBackupsDescription describe(DynamoDbClient client, String tableName) {
        try {
            return client.describeContinuousBackups(b -> b.tableName(tableName)).continuousBackupsDescription();
        } catch (AwsServiceException e) {
            throw unsupportedOr(e, "DescribeContinuousBackups");
        }
    }

    private ContinuousBackupsDescription update(String tableName, boolean on) {
        try {
            return client.updateContinuousBackups(b -> b.tableName(tableName)
                    .pointInTimeRecoverySpecification(p -> p.pointInTimeRecoveryEnabled(on)))
                    .continuousBackupsDescription();
        } catch (AwsServiceException e) {
            throw unsupportedOr(e, "UpdateContinuousBackups");
        }
    }

    private static RuntimeException unsupportedOr(AwsServiceException e, String operation) {
        if (UNKNOWN_OPERATION.equals(code(e))) {
            return new Unsupported("the endpoint does not implement " + operation + " (" + UNKNOWN_OPERATION
                    + "; DynamoDB Local has no point-in-time recovery)");
        }
        return e;
    }

    /** {@code ENABLED}, {@code ENABLING} or {@code DISABLED}; a description without one is {@code DISABLED}. */
    static String status(ContinuousBackupsDescription description) {
        if (description == null || description.pointInTimeRecoveryDescription() == null
                || description.pointInTimeRecoveryDescription().pointInTimeRecoveryStatusAsString() == null) {
            return "DISABLED";
        }
        return description.pointInTimeRecoveryDescription().pointInTimeRecoveryStatusAsString();
    }

    private static boolean on(String status) {
        return "ENABLED".equals(status) || "ENABLING".equals(status);
    }

    static String word(boolean on) {
        return on ? "on" : "off";
    }

    private static String code(AwsServiceException e) {
        return e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorCode();
    }

    private static String message(AwsServiceException e) {
        String message = e.awsErrorDetails() == null ? null : e.awsErrorDetails().errorMessage();
        return message == null ? "no message" : message.lines().findFirst().orElse("").strip();
    }

    private static Duration elapsed(long start) {
        return Duration.ofNanos(System.nanoTime() - start);
    }

    /** The endpoint does not implement point-in-time recovery (DynamoDB Local, some emulators). */
    public static final class Unsupported extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Unsupported(String message) {
            super(message);
        }
    }
}
