package dev.tablesmith.ui.snapshot;

import dev.tablesmith.ui.TaskRunner;
import java.util.concurrent.Callable;
import java.util.function.Consumer;

/**
 * Runs each piece of work at once on the calling thread (the FX thread while a snapshot is built), so that every
 * view has its final content before the scene is rendered: a snapshot has no user waiting on an interactive UI.
 */
final class SynchronousTaskRunner implements TaskRunner {
    @Override
    public <T> void run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        T result;
        try {
            result = work.call();
        } catch (Exception e) {
            onFailure.accept(e);
            return;
        }
        onSuccess.accept(result);
    }
}
