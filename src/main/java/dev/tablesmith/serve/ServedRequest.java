package dev.tablesmith.serve;

import java.time.Duration;
import java.time.Instant;

/**
 * One request the design endpoint answered, as the app's Traffic list and the {@code serve --log} file (one JSON
 * object per line) show it.
 *
 * @param time          when the request arrived
 * @param operation     the operation from {@code X-Amz-Target} ({@code Query}, {@code GetItem}, ...), or the target
 *                      text as sent when it names no operation
 * @param tableName     the {@code TableName} the request names, or null (ListTables, BatchGetItem over several
 *                      tables, a body that is not JSON)
 * @param indexName     the {@code IndexName} of a Query or Scan, or null for the table
 * @param requestJson   the request body as received (UTF-8 text)
 * @param status        the HTTP status sent (200, 400, 413, 500)
 * @param responseJson  the response body as sent
 * @param errorType     DynamoDB's error type when refused ({@code ValidationException}, ...), or null on success
 * @param itemsRead     items the read evaluated ({@code ScannedCount}; 1 or 0 for GetItem), 0 for writes
 * @param itemsReturned items in the response ({@code Count}), 0 for writes
 * @param capacityUnits the consumed capacity units DynamoDB would report (read or write), 0 when refused
 * @param latency       from the request's arrival to the response's last byte handed to the connection
 */
public record ServedRequest(Instant time, String operation, String tableName, String indexName,
                            String requestJson, int status, String responseJson, String errorType,
                            int itemsRead, int itemsReturned, double capacityUnits, Duration latency) {
    /** Whether DynamoDB would have answered with an error. */
    public boolean refused() {
        return errorType != null;
    }
}
