package dev.tablesmith.serve;

import dev.tablesmith.model.Design;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Tells the endpoint's owner about the design after writes, debounced: the first write schedules one notice
 * {@link #DELAY_MILLIS} later, on this notifier's own thread, which reports every write made until then. A burst of
 * requests therefore costs one save, and a request never waits for one. {@link #close()} reports what is still
 * pending before it returns.
 */
final class ChangeNotifier implements AutoCloseable {
    static final long DELAY_MILLIS = 250;

    private final Supplier<Design> design;
    private final Consumer<Design> onChange;
    private final AtomicBoolean pending = new AtomicBoolean();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "tablesmith-serve-save");
        t.setDaemon(true);
        return t;
    });

    ChangeNotifier(Supplier<Design> design, Consumer<Design> onChange) {
        this.design = design;
        this.onChange = onChange;
    }

    /** A write happened. */
    void changed() {
        if (pending.compareAndSet(false, true)) {
            try {
                timer.schedule(this::flush, DELAY_MILLIS, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException e) {
                // closing: close() flushes
            }
        }
    }

    private synchronized void flush() {
        if (pending.compareAndSet(true, false)) {
            try {
                onChange.accept(design.get());
            } catch (RuntimeException e) {
                // the owner's failure (a save that cannot be written) is reported by the owner
            }
        }
    }

    @Override
    public void close() {
        timer.shutdown();
        try {
            timer.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        flush();
    }
}
