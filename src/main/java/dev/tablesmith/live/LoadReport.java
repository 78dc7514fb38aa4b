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
 * @param cause     the exception that stopped it (for {@link LiveErrors#describe}), or null
 */
public record LoadReport(long total, long written, long requests, long resent, double seconds, boolean cancelled,
                         String failure, RuntimeException cause) {
    /** A report without the stopping exception. */
    public LoadReport(long total, long written, long requests, long resent, double seconds, boolean cancelled,
                      String failure) {
        this(total, written, requests, resent, seconds, cancelled, failure, null);
    }

    /** The failure in words over {@code connection} ({@link LiveErrors}), or null when the load did not fail. */
    public String failureOver(Connection connection) {
        return cause != null ? LiveErrors.describe(cause, connection) : failure;
    }

    /** Written items per second of wall time. */
    public double itemsPerSecond() {
        return seconds <= 0 ? 0 : written / seconds;
    }

    /** Whether every item was written. */
    public boolean complete() {
        return written == total && !cancelled && failure == null;
    }
}
