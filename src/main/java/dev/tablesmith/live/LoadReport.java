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
 * @param unconfirmed items of requests that failed without an answer from DynamoDB (a timeout, a connection
 *                  dropped after sending): they are not in {@code written}, but DynamoDB may have written them before
 *                  the answer was lost, so the table may hold up to this many more
 */
public record LoadReport(long total, long written, long requests, long resent, double seconds, boolean cancelled,
                         String failure, RuntimeException cause, long unconfirmed) {
    /** A report without the stopping exception. */
    public LoadReport(long total, long written, long requests, long resent, double seconds, boolean cancelled,
                      String failure) {
        this(total, written, requests, resent, seconds, cancelled, failure, null, 0);
    }

    /** A report in which every request got an answer. */
    public LoadReport(long total, long written, long requests, long resent, double seconds, boolean cancelled,
                      String failure, RuntimeException cause) {
        this(total, written, requests, resent, seconds, cancelled, failure, cause, 0);
    }

    /**
     * " (up to N more may be written: their requests got no answer)" when some requests failed without an answer,
     * else the empty text; said after the written count of a load that stopped.
     */
    public String unconfirmedNote() {
        if (unconfirmed <= 0) {
            return "";
        }
        return String.format(java.util.Locale.ROOT, " (up to %,d more may be written: %s no answer)", unconfirmed,
                unconfirmed == 1 ? "its request got" : "their requests got");
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
