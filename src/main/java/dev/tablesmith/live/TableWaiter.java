package dev.tablesmith.live;

import java.time.Duration;
import java.util.function.Consumer;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;

/**
 * Waits until a table is {@code ACTIVE} and every one of its GSIs is {@code ACTIVE} (a new GSI goes through
 * {@code CREATING} while DynamoDB backfills it), polling {@code DescribeTable} and reporting each status change.
 */
public final class TableWaiter {
    private final DynamoDbClient client;
    private final Duration poll;
    private final Duration timeout;

    public TableWaiter(DynamoDbClient client, Duration poll, Duration timeout) {
        this.client = client;
        this.poll = poll;
        this.timeout = timeout;
    }

    /** How often it polls. */
    Duration poll() {
        return poll;
    }

    /** How long it waits before giving up. */
    Duration timeout() {
        return timeout;
    }

    /**
     * Returns once the table and all its GSIs are ACTIVE.
     *
     * @param progress told {@code "table T: CREATING"}, {@code "index G: CREATING (backfilling)"} ... on change
     * @throws LiveException when the timeout passes first
     */
    public TableDescription awaitActive(String tableName, Consumer<String> progress) throws InterruptedException {
        long start = System.nanoTime();
        String last = null;
        while (true) {
            TableDescription table = client.describeTable(b -> b.tableName(tableName)).table();
            String status = status(table);
            if (status == null) {
                return table;
            }
            if (!status.equals(last)) {
                progress.accept(status);
                last = status;
            }
            Duration waited = Duration.ofNanos(System.nanoTime() - start);
            if (waited.compareTo(timeout) > 0) {
                throw new LiveException("table " + tableName + " did not become ACTIVE within "
                        + timeout.toSeconds() + " s (last: " + status + ")");
            }
            Thread.sleep(poll.toMillis());
        }
    }

    /** What is not ACTIVE yet, or null when everything is. */
    static String status(TableDescription table) {
        if (table.tableStatus() != TableStatus.ACTIVE) {
            return "table " + table.tableName() + ": " + table.tableStatusAsString();
        }
        for (GlobalSecondaryIndexDescription gsi : table.globalSecondaryIndexes()) {
            if (gsi.indexStatus() != null && gsi.indexStatus() != IndexStatus.ACTIVE) {
                return "index " + gsi.indexName() + ": " + gsi.indexStatusAsString()
                        + (Boolean.TRUE.equals(gsi.backfilling()) ? " (backfilling)" : "");
            }
        }
        return null;
    }
}
