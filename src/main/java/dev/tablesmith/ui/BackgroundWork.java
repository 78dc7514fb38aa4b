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
    private final boolean quiet;
    private volatile boolean cancelled;

    BackgroundWork(String description, boolean cancellable) {
        this(description, cancellable, false);
    }

    BackgroundWork(String description, boolean cancellable, boolean quiet) {
        this.description = Objects.requireNonNull(description, "description");
        this.cancellable = cancellable;
        this.quiet = quiet;
    }

    /**
     * Whether the status bar shows this work only once it has lasted a moment: the analyses the views redo after
     * every edit (planning, the review, item collections) finish unseen on a small design, and say what they are
     * doing on a large one.
     */
    public boolean isQuiet() {
        return quiet;
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
