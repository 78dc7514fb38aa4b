package dev.tablesmith.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * A task runner for view-model tests that holds work back until the test runs it, in the order the test chooses:
 * to look at the state while work is running, or to deliver an older result after a newer one.
 */
public final class DeferredTaskRunner implements TaskRunner {
    private final List<Runnable> pending = new ArrayList<>();
    private int ran;

    @Override
    public <T> void run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        pending.add(() -> {
            ran++;
            new InlineTaskRunner().run(work, onSuccess, onFailure);
        });
    }

    /** Runs the oldest waiting piece of work. */
    public void runFirst() {
        pending.remove(0).run();
    }

    /** Runs the newest waiting piece of work. */
    public void runLast() {
        pending.remove(pending.size() - 1).run();
    }

    /** Runs everything waiting, oldest first (including work queued while running). */
    public void runAll() {
        while (!pending.isEmpty()) {
            runFirst();
        }
    }

    /** Runs everything waiting, newest first, so older results arrive last. */
    public void runNewestFirst() {
        while (!pending.isEmpty()) {
            runLast();
        }
    }

    /** How many pieces of work have run. */
    public int ran() {
        return ran;
    }
}
