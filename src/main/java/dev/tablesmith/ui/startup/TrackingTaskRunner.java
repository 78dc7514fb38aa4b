package dev.tablesmith.ui.startup;

import dev.tablesmith.ui.TaskRunner;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * A {@link TaskRunner} that knows when no work is in flight: a task counts from the moment it is started until its
 * result has been handed to its callback, so a callback that starts follow-up work (a view rebuilding after a load)
 * keeps the runner busy. The startup report uses it to tell when every background build started by opening a
 * window has reached the screen.
 */
public final class TrackingTaskRunner implements TaskRunner {
    private final TaskRunner delegate;
    private final List<Runnable> idleWaiters = new ArrayList<>();
    private int running;

    public TrackingTaskRunner(TaskRunner delegate) {
        this.delegate = Objects.requireNonNull(delegate, "delegate");
    }

    @Override
    public <T> void run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        synchronized (this) {
            running++;
        }
        delegate.run(work, result -> {
            try {
                onSuccess.accept(result);
            } finally {
                finished();
            }
        }, failure -> {
            try {
                onFailure.accept(failure);
            } finally {
                finished();
            }
        });
    }

    /** How many tasks are started and have not yet delivered their result. */
    public synchronized int running() {
        return running;
    }

    /**
     * Runs {@code action} once no task is in flight: at once when idle, else on the thread that delivers the last
     * running task's result (the FX thread in the app).
     */
    public void whenIdle(Runnable action) {
        Objects.requireNonNull(action, "action");
        synchronized (this) {
            if (running > 0) {
                idleWaiters.add(action);
                return;
            }
        }
        action.run();
    }

    private void finished() {
        List<Runnable> ready;
        synchronized (this) {
            running--;
            if (running > 0 || idleWaiters.isEmpty()) {
                return;
            }
            ready = List.copyOf(idleWaiters);
            idleWaiters.clear();
        }
        ready.forEach(Runnable::run);
    }
}
