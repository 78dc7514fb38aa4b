package dev.tablesmith.live;

/**
 * How a load ended. {@code written} counts exactly the items DynamoDB confirmed (sent minus unprocessed), so after
 * a cancel or a failure it says what the table holds from this load.
 *
 * @param total     items to write
 * @param written   items written
 * @param requests  BatchWriteItem requests sent, resends of unprocessed items included
 * @param resent    unprocessed items sent again
 * @param seconds   wall time
 * @param cancelled whether the load was cancelled before the end
 * @param failure   the one-line reason it stopped, or null
 */
public record LoadReport(long total, long written, long requests, long resent, double seconds, boolean cancelled,
                         String failure) {
    /** Written items per second of wall time. */
    public double itemsPerSecond() {
        return seconds <= 0 ? 0 : written / seconds;
    }

    /** Whether every item was written. */
    public boolean complete() {
        return written == total && !cancelled && failure == null;
    }
}
