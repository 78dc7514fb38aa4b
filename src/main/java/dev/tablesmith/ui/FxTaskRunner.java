package dev.tablesmith.ui;

import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.concurrent.Task;

/**
 * The app's {@link TaskRunner}: each piece of work becomes a {@link Task} on a small pool of daemon threads, so
 * open work never keeps the app from exiting; {@code Task} delivers the result on the FX thread.
 */
public final class FxTaskRunner implements TaskRunner {
    private static final int THREADS = 2;

    private final ExecutorService executor;

    public FxTaskRunner() {
        AtomicInteger count = new AtomicInteger();
        executor = Executors.newFixedThreadPool(THREADS, runnable -> {
            Thread thread = new Thread(runnable, "tablesmith-worker-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    @Override
    public <T> void run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        Task<T> task = new Task<>() {
            @Override
            protected T call() throws Exception {
                return work.call();
            }
        };
        task.setOnSucceeded(event -> onSuccess.accept(task.getValue()));
        task.setOnFailed(event -> onFailure.accept(task.getException()));
        executor.execute(task);
    }

    /** Stops taking work; work already running finishes on its daemon thread or ends with the JVM. */
    public void shutdown() {
        executor.shutdown();
    }
}
