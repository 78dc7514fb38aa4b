package dev.tablesmith.live;

import java.time.Duration;
import java.util.Objects;
import software.amazon.awssdk.awscore.AwsRequestOverrideConfiguration;

/**
 * How long a live request may go unanswered. {@code attempt} bounds one HTTP attempt (the SDK's
 * {@code apiCallAttemptTimeout}): an attempt that gets no answer in time is abandoned and retried like a
 * connection reset. {@code call} bounds the whole request, every attempt and every backoff between them included
 * (the SDK's {@code apiCallTimeout}), so an endpoint that accepts connections and never answers is given up on
 * after {@code call} at most.
 *
 * @param attempt one attempt's limit
 * @param call    the limit of the request with all its retries
 */
public record LiveTimeouts(Duration attempt, Duration call) {
    /**
     * Every request that is not a load's write or a paged read (ListTables, DescribeTable, CreateTable, ...): 10 s
     * per attempt, 30 s in all. moto_server's slowest such answer in a 10,000-item deploy, load and verify was
     * DescribeTable's 1.1 s (docs/live.md).
     */
    public static final LiveTimeouts REQUESTS = new LiveTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(30));
    /**
     * A load's BatchWriteItem requests: 30 s per attempt, 90 s in all. A load keeps up to 50 requests in flight,
     * which a single-threaded local endpoint answers one after the other, so one answer may take seconds (the
     * longest of a 10,000-item load into moto_server with 8 in flight: 0.5 s).
     */
    public static final LiveTimeouts LOAD = new LiveTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(90));

    /**
     * Reads that page through a table (the load's count check, run, verify, import's Scan): 60 s per attempt,
     * 120 s in all. moto_server answered the count check's Scan over 10,000 items after 10.3 s, a verify Scan
     * after 7.7 s; a 10 s attempt limit failed that count check, and retrying a slow page only repeats its work.
     */
    public static final LiveTimeouts READS = new LiveTimeouts(Duration.ofSeconds(60), Duration.ofSeconds(120));

    public LiveTimeouts {
        Objects.requireNonNull(attempt, "attempt");
        Objects.requireNonNull(call, "call");
        if (attempt.isNegative() || attempt.isZero() || call.compareTo(attempt) < 0) {
            throw new IllegalArgumentException("need 0 < attempt <= call, not " + attempt + " and " + call);
        }
    }

    /** These limits for one request, overriding the client's. */
    public AwsRequestOverrideConfiguration override() {
        return AwsRequestOverrideConfiguration.builder().apiCallAttemptTimeout(attempt).apiCallTimeout(call).build();
    }
}
