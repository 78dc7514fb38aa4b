package dev.tablesmith.ui;

import java.util.concurrent.Callable;
import java.util.function.Consumer;

/** Runs work at once on the calling thread, so view-model tests see results without waiting. */
public final class InlineTaskRunner implements TaskRunner {
    private int started;

    @Override
    public <T> void run(Callable<T> work, Consumer<? super T> onSuccess, Consumer<? super Throwable> onFailure) {
        started++;
        T result;
        try {
            result = work.call();
        } catch (Exception e) {
            onFailure.accept(e);
            return;
        }
        onSuccess.accept(result);
    }

    /** How many pieces of work were handed to this runner. */
    public int started() {
        return started;
    }
}
