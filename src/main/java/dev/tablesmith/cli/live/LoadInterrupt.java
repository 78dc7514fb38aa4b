package dev.tablesmith.cli.live;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Ctrl+C (SIGINT) or SIGTERM during {@code live load}: a JVM shutdown hook sets the load's cancel flag and holds
 * the JVM until the command has printed its last lines ({@code written X of Y items ...} and {@code load cancelled
 * after X of Y items}), so the report is never cut off. No new batch starts after the signal; the batches in flight
 * finish, and X counts exactly the items DynamoDB confirmed.
 *
 * <p>The wait is bounded ({@link #WAIT}): a request to an endpoint that stops answering must not keep the JVM
 * alive. When the load has not reported by then, the hook prints the same two lines itself with the count confirmed
 * so far and says that the requests still without an answer are not counted (their items may or may not be
 * written). The lines are printed once, by whichever side gets there first.
 */
final class LoadInterrupt {
    /** How long the shutdown hook waits for the load to finish its report before printing it itself. */
    static final Duration WAIT = Duration.ofSeconds(20);

    private final AtomicBoolean cancel;
    private final PrintWriter out;
    private final PrintWriter err;
    private final String commandName;
    private final Duration wait;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final AtomicLong written = new AtomicLong();
    private final Object lock = new Object();
    private volatile long total;
    private boolean reported;
    private Thread hook;

    LoadInterrupt(AtomicBoolean cancel, PrintWriter out, PrintWriter err, String commandName, Duration wait) {
        this.cancel = cancel;
        this.out = out;
        this.err = err;
        this.commandName = commandName;
        this.wait = wait;
    }

    /** Registers the shutdown hook for a load of {@code total} items. */
    void install(long total) {
        this.total = total;
        hook = new Thread(this::onShutdown, "tablesmith-load-cancel");
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /** The items confirmed so far (from the load's progress), for the hook's own report. */
    void confirmed(long count) {
        written.accumulateAndGet(count, Math::max);
    }

    /**
     * Prints the load's final lines unless the hook already printed them; false when it did (the JVM is about to
     * exit).
     */
    boolean report(Runnable print) {
        synchronized (lock) {
            if (reported) {
                return false;
            }
            print.run();
            out.flush();
            err.flush();
            reported = true;
            return true;
        }
    }

    /** The command has printed everything: the hook (if running) lets the JVM go, else it is removed. */
    void finished() {
        finished.countDown();
        if (hook != null) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running and returns now that the report is out
            }
        }
    }

    /** Whether a signal asked the load to stop. */
    boolean cancelled() {
        return cancel.get();
    }

    void onShutdown() {
        cancel.set(true);
        boolean done;
        try {
            done = finished.await(wait.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            done = false;
        }
        if (!done) {
            report(() -> {
                long count = written.get();
                out.println(String.format(Locale.ROOT, "written %,d of %,d items (the requests without an answer "
                        + "after %d s are not counted)", count, total, wait.toSeconds()));
                err.println(commandName + ": " + String.format(Locale.ROOT, "load cancelled after %,d of %,d items; "
                        + "requests still unanswered %d s after the signal were abandoned, their items may or may "
                        + "not be written", count, total, wait.toSeconds()));
            });
        }
    }
}
