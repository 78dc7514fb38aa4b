package dev.tablesmith.ui.recovery;

import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Autosaves one window's design to its recovery file while it has unsaved changes: at most once per
 * {@link #DEFAULT_INTERVAL} (injectable), only when the design changed since the last autosave. The recovery file
 * is deleted when the design becomes clean (saved, or undone back to the saved state) and when the window closes
 * cleanly ({@link #closeCleanly()}). Nothing here touches the FX scene: a timer in the window calls {@link #tick()}
 * on the FX thread, and the file work runs in order on {@code io} (one background thread), with results posted
 * back through {@code uiThread}.
 */
public final class Autosave {
    /** How often a dirty design is autosaved. */
    public static final Duration DEFAULT_INTERVAL = Duration.ofSeconds(30);

    private final DesignSession session;
    private final RecoveryStore store;
    private final String id;
    private final Executor io;
    private final Consumer<Runnable> uiThread;
    private final Clock clock;
    private final Duration interval;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private Instant nextDue;
    private Design lastWritten;
    private boolean closed;

    /**
     * @param id       the window's recovery id (a recovered window keeps its old id so its file stays until saved)
     * @param io       runs the file work in submission order, off the FX thread
     * @param uiThread posts a result back to the FX thread ({@code Platform::runLater})
     */
    public Autosave(DesignSession session, RecoveryStore store, String id, Executor io, Consumer<Runnable> uiThread,
            Clock clock, Duration interval) {
        this.session = Objects.requireNonNull(session, "session");
        this.store = Objects.requireNonNull(store, "store");
        this.id = Objects.requireNonNull(id, "id");
        this.io = Objects.requireNonNull(io, "io");
        this.uiThread = Objects.requireNonNull(uiThread, "uiThread");
        this.clock = Objects.requireNonNull(clock, "clock");
        if (interval.isNegative() || interval.isZero()) {
            throw new IllegalArgumentException("autosave interval must be positive: " + interval);
        }
        this.interval = interval;
        if (session.dirtyProperty().get()) {
            nextDue = clock.instant().plus(interval);
        }
        session.dirtyProperty().addListener((obs, was, dirty) -> {
            if (dirty) {
                nextDue = clock.instant().plus(interval);
            } else {
                nextDue = null;
                discard();
            }
        });
    }

    /** A fresh recovery id for a new window. */
    public static String newId() {
        return UUID.randomUUID().toString();
    }

    public String id() {
        return id;
    }

    public Duration interval() {
        return interval;
    }

    /** "Autosaved 09:12:04", or why the last autosave failed; empty before the first one. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Whether {@link #tick()} would write now: dirty, changed since the last autosave, and the interval is up. */
    public boolean isDue() {
        return !closed && nextDue != null && session.dirtyProperty().get()
                && !session.design().equals(lastWritten) && !clock.instant().isBefore(nextDue);
    }

    /** Called periodically on the FX thread: writes the recovery file when {@link #isDue()}. */
    public void tick() {
        if (!isDue()) {
            return;
        }
        Design design = session.design();
        Path original = session.fileProperty().get();
        Instant now = clock.instant();
        lastWritten = design;
        nextDue = now.plus(interval);
        io.execute(() -> {
            try {
                store.write(id, design, original, now);
                uiThread.accept(() -> status.set("Autosaved " + java.time.format.DateTimeFormatter.ofPattern(
                        "HH:mm:ss").format(now.atZone(clock.getZone()))));
            } catch (IOException | RuntimeException e) {
                uiThread.accept(() -> {
                    lastWritten = null; // try again next time
                    status.set("Autosave failed: " + e.getMessage());
                });
            }
        });
    }

    /** The window closed without unsaved work (saved, or the user chose not to save): deletes the recovery file. */
    public void closeCleanly() {
        closed = true;
        discard();
    }

    private void discard() {
        lastWritten = null;
        status.set("");
        io.execute(() -> {
            try {
                store.delete(id);
            } catch (IOException e) {
                uiThread.accept(() -> status.set("The recovery file could not be deleted: " + e.getMessage()));
            }
        });
    }
}
