package dev.tablesmith.ui;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Runs blocking work (file I/O, loading a design, engine work) away from the JavaFX application thread and hands
 * the result back on it. View models take a {@code TaskRunner} so that they never block the UI and so that
 * tests can run the work inline.
 */
public interface TaskRunner {
    /**
     * Starts {@code work} in the background; when it finishes, calls {@code onSuccess} with its result or
     * {@code onFailure} with what it threw, on the thread the UI is updated from.
     */
    <T> void run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure);
}
