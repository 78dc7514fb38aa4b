package dev.tablesmith.live;

import java.time.Duration;
import java.util.Objects;

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
     * Every request but the load's writes: 10 s per attempt, 30 s in all. moto_server's slowest answer measured
     * in a 10,000-item load, verify and count check was well under that (docs/live.md).
     */
    public static final LiveTimeouts REQUESTS = new LiveTimeouts(Duration.ofSeconds(10), Duration.ofSeconds(30));
    /**
     * A load's BatchWriteItem requests: 30 s per attempt, 90 s in all. A load keeps up to 50 requests in flight,
     * which a single-threaded local endpoint answers one after the other, so one answer may legitimately take
     * many seconds; a 10 s attempt limit failed a 10,000-item load into a busy moto_server.
     */
    public static final LiveTimeouts LOAD = new LiveTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(90));

    public LiveTimeouts {
        Objects.requireNonNull(attempt, "attempt");
        Objects.requireNonNull(call, "call");
        if (attempt.isNegative() || attempt.isZero() || call.compareTo(attempt) < 0) {
            throw new IllegalArgumentException("need 0 < attempt <= call, not " + attempt + " and " + call);
        }
    }
}
