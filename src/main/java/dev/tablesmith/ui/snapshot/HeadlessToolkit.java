package dev.tablesmith.ui.snapshot;

import dev.tablesmith.ui.FontCheck;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.application.Platform;

/**
 * The JavaFX toolkit without a display: Monocle's headless platform with the software renderer. JavaFX 21 has no
 * headless platform of its own (see docs/decisions/0006-headless-snapshots-with-monocle.md). The system
 * properties must be set before the toolkit starts, which is why only the snapshot command calls this; the app
 * keeps the real platform. When the toolkit is already running (TestFX in the same JVM), it is used as it is.
 */
final class HeadlessToolkit {
    private static final long TIMEOUT_SECONDS = 60;

    private HeadlessToolkit() {
    }

    /**
     * Starts the toolkit headless; returns false when it was already running (then leave it running).
     *
     * @throws IllegalStateException with {@link FontCheck#NO_FONTS} when the system has no font to draw text with
     */
    static boolean start() {
        FontCheck.problem().ifPresent(problem -> {
            throw new IllegalStateException(problem);
        });
        if (running()) { // the app's own toolkit: its platform properties stay as they are
            return false;
        }
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("java.awt.headless", "true");
        CompletableFuture<Void> started = new CompletableFuture<>();
        try {
            Platform.startup(() -> started.complete(null));
        } catch (IllegalStateException alreadyRunning) {
            return false;
        }
        Platform.setImplicitExit(false);
        await(started);
        return true;
    }

    /** Whether the toolkit is running: only then does it take work ("Toolkit not initialized" otherwise). */
    private static boolean running() {
        try {
            Platform.runLater(() -> { });
            return true;
        } catch (IllegalStateException notStarted) {
            return false;
        }
    }

    /**
     * Runs {@code work} on the FX thread and waits for its result; rethrows what it threw. On the FX thread itself
     * (a test's inline task runner) it runs at once.
     */
    static <T> T onFxThread(Callable<T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        if (Platform.isFxApplicationThread()) { // waiting for the FX thread on itself would never end
            try {
                return work.call();
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException(e.getMessage(), e);
            }
        }
        Platform.runLater(() -> {
            try {
                result.complete(work.call());
            } catch (Exception | Error e) {
                result.completeExceptionally(e);
            }
        });
        return await(result);
    }

    /** Waits until every event queued on the FX thread so far has run. */
    static void drainEvents() {
        onFxThread(() -> null);
    }

    private static <T> T await(CompletableFuture<T> future) {
        try {
            return future.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause().getMessage(), e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the JavaFX thread", e);
        } catch (TimeoutException e) {
            throw new IllegalStateException("the JavaFX thread did not answer within " + TIMEOUT_SECONDS + " s", e);
        }
    }
}
