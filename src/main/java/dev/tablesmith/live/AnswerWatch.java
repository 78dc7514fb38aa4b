package dev.tablesmith.live;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttribute;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/**
 * Says that a client is waiting for an endpoint that does not answer, and how long it will still wait: an SDK
 * interceptor notes when each request starts and when each of its attempts is sent and answered; a daemon thread
 * looks several times a second while a request is open, and while some attempt has waited {@link #QUIET} or longer
 * (a sixth of the request's limit when that is shorter) it prints, at most every {@link #EVERY} (the same),
 * {@code waiting for http://127.0.0.1:8000 to answer... 20 s left}, where the time left is the oldest waiting
 * request's total limit ({@link LiveTimeouts#call()}) minus its age. Also keeps the longest answer
 * seen (from sending an attempt to its answer), for the numbers in docs/live.md.
 */
public final class AnswerWatch implements ExecutionInterceptor {
    /** How long an attempt is quiet before the first notice. */
    public static final Duration QUIET = Duration.ofSeconds(5);
    /** The pause between two notices. */
    public static final Duration EVERY = Duration.ofSeconds(5);
    private static final ExecutionAttribute<Long> ID = new ExecutionAttribute<>("tablesmith.request");

    private final String endpoint;
    private final Duration callLimit;
    private final Consumer<String> notice;
    private final Duration quiet;
    private final Duration every;
    private final AtomicLong ids = new AtomicLong();
    private final Map<Long, Long> deadlines = new ConcurrentHashMap<>();
    private final Map<Long, Long> sent = new ConcurrentHashMap<>();
    private final AtomicLong longest = new AtomicLong();
    private static final ScheduledExecutorService TICKER = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "tablesmith-answer-watch");
        t.setDaemon(true);
        return t;
    });
    private final long tickMillis;
    private ScheduledFuture<?> ticking;
    private volatile long lastNotice;

    /**
     * @param endpoint  what is waited for, as the notice names it (the endpoint URL or "DynamoDB in REGION")
     * @param callLimit a request's total limit unless the request sets its own
     * @param notice    where the notices go (standard error, the app's status)
     */
    public AnswerWatch(String endpoint, Duration callLimit, Consumer<String> notice) {
        this(endpoint, callLimit, notice, shorter(QUIET, callLimit.dividedBy(6)), shorter(EVERY,
                callLimit.dividedBy(6)));
    }

    private static Duration shorter(Duration a, Duration b) {
        return a.compareTo(b) <= 0 ? a : b;
    }

    AnswerWatch(String endpoint, Duration callLimit, Consumer<String> notice, Duration quiet, Duration every) {
        this.endpoint = endpoint;
        this.callLimit = callLimit;
        this.notice = notice;
        this.quiet = quiet;
        this.every = every;
        this.tickMillis = Math.max(20, Math.min(1000, quiet.toMillis() / 4));
    }

    @Override
    public void beforeExecution(Context.BeforeExecution context, ExecutionAttributes attributes) {
        long id = ids.incrementAndGet();
        attributes.putAttribute(ID, id);
        Duration limit = context.request().overrideConfiguration().flatMap(o -> o.apiCallTimeout())
                .orElse(callLimit);
        deadlines.put(id, System.nanoTime() + limit.toNanos());
        synchronized (this) {
            if (ticking == null) {
                ticking = TICKER.scheduleWithFixedDelay(this::look, tickMillis, tickMillis, TimeUnit.MILLISECONDS);
            }
        }
    }

    @Override
    public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
        Long id = attributes.getAttribute(ID);
        if (id != null) {
            sent.put(id, System.nanoTime());
        }
    }

    @Override
    public void afterTransmission(Context.AfterTransmission context, ExecutionAttributes attributes) {
        Long id = attributes.getAttribute(ID);
        Long at = id == null ? null : sent.remove(id);
        if (at != null) {
            longest.accumulateAndGet(System.nanoTime() - at, Math::max);
        }
    }

    @Override
    public void afterExecution(Context.AfterExecution context, ExecutionAttributes attributes) {
        done(attributes);
    }

    @Override
    public void onExecutionFailure(Context.FailedExecution context, ExecutionAttributes attributes) {
        done(attributes);
    }

    private void done(ExecutionAttributes attributes) {
        Long id = attributes.getAttribute(ID);
        if (id != null) {
            sent.remove(id);
            deadlines.remove(id);
        }
    }

    /** The longest time an attempt waited for its answer so far. */
    public Duration longestAnswer() {
        return Duration.ofNanos(longest.get());
    }

    void look() {
        synchronized (this) {
            if (deadlines.isEmpty() && ticking != null) {
                ticking.cancel(false);
                ticking = null;
                return;
            }
        }
        long now = System.nanoTime();
        long oldestId = -1;
        long oldestSent = Long.MAX_VALUE;
        for (Map.Entry<Long, Long> e : sent.entrySet()) {
            if (e.getValue() < oldestSent) {
                oldestSent = e.getValue();
                oldestId = e.getKey();
            }
        }
        if (oldestId < 0 || now - oldestSent < quiet.toNanos() || lastNotice != 0 && now - lastNotice < every
                .toNanos()) {
            return;
        }
        Long deadline = deadlines.get(oldestId);
        if (deadline == null) {
            return;
        }
        lastNotice = now;
        long left = Math.max(0, TimeUnit.NANOSECONDS.toSeconds(deadline - now + TimeUnit.MILLISECONDS.toNanos(999)));
        notice.accept("waiting for " + endpoint + " to answer... " + left + " s left");
    }
}
