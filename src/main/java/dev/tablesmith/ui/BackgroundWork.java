package dev.tablesmith.ui;

import java.util.Objects;

/**
 * One piece of background work the status bar shows while it runs (see {@link DesignSession#runWork}): a
 * description such as "Planning access patterns…" and, when the work supports it, a way to cancel it. Cancelling
 * only asks: cancellable work checks {@link #isCancelled()} between steps and stops early; its result is then
 * dropped. Background work only reads the (immutable) design, so cancelling it never leaves the design half
 * changed.
 */
public final class BackgroundWork {
    private final String description;
    private final boolean cancellable;
    private volatile boolean cancelled;

    BackgroundWork(String description, boolean cancellable) {
        this.description = Objects.requireNonNull(description, "description");
        this.cancellable = cancellable;
    }

    /** What is being done, in words, ending with "…". */
    public String description() {
        return description;
    }

    /** Whether the work checks {@link #isCancelled()}, so the status bar offers Cancel. */
    public boolean isCancellable() {
        return cancellable;
    }

    /** Asks the work to stop; its result will not be delivered. Safe from any thread. */
    public void cancel() {
        cancelled = true;
    }

    /** Whether Cancel was asked for; long cancellable work checks this between steps. Safe from any thread. */
    public boolean isCancelled() {
        return cancelled;
    }
}
