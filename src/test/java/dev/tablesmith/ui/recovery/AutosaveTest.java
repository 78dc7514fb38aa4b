package dev.tablesmith.ui.recovery;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.SampleDesigns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Autosave scheduling with a hand-moved clock and file work run inline: no toolkit, no waiting. */
class AutosaveTest {
    private static final Duration INTERVAL = Duration.ofSeconds(30);
    private static final Path ORIGINAL = Path.of("/designs/commerce.tablesmith.json");

    @TempDir
    Path dir;

    private final MutableClock clock = new MutableClock(Instant.parse("2026-11-30T09:00:00Z"));
    private RecoveryStore store;
    private DesignSession session;
    private Autosave autosave;

    @BeforeEach
    void setUp() {
        store = new RecoveryStore(dir, new JsonDesignStore());
        session = new DesignSession(SampleDesigns.commerce(null), ORIGINAL, new InlineTaskRunner());
        autosave = new Autosave(session, store, "window-1", Runnable::run, Runnable::run, clock, INTERVAL);
    }

    private void editOrderSortKey(String template) {
        assertThat(session.push(DesignEdits.setKeyTemplate("commerce-main", "Order", "SK", template, null)))
                .isEmpty();
    }

    private Path recoveryFile() {
        return store.fileOf("window-1");
    }

    @Test
    void cleanDesignIsNeverAutosaved() {
        clock.advance(Duration.ofMinutes(5));
        autosave.tick();

        assertThat(autosave.isDue()).isFalse();
        assertThat(recoveryFile()).doesNotExist();
    }

    @Test
    void dirtyDesignIsAutosavedOnlyOnceTheIntervalHasPassed() {
        editOrderSortKey("ORDER#{orderId}");
        clock.advance(INTERVAL.minusSeconds(1));
        autosave.tick();
        assertThat(recoveryFile()).doesNotExist();

        clock.advance(Duration.ofSeconds(1));
        autosave.tick();

        assertThat(recoveryFile()).exists();
        RecoveryFile read = store.scan().found().get(0);
        assertThat(read.design()).isEqualTo(session.design());
        assertThat(read.originalFile()).isEqualTo(ORIGINAL.toAbsolutePath().normalize());
        assertThat(read.savedAt()).isEqualTo(clock.instant());
        assertThat(autosave.statusProperty().get()).isEqualTo("Autosaved 09:00:30");
    }

    @Test
    void unchangedDesignIsNotWrittenAgainButTheNextEditIsAfterAnotherInterval() throws Exception {
        editOrderSortKey("ORDER#{orderId}");
        clock.advance(INTERVAL);
        autosave.tick();
        Instant firstWrite = Files.getLastModifiedTime(recoveryFile()).toInstant();
        assertThat(autosave.isDue()).isFalse();

        clock.advance(INTERVAL);
        editOrderSortKey("ORDER#{orderDate}");
        assertThat(autosave.isDue()).isTrue();
        autosave.tick();

        assertThat(store.scan().found().get(0).design()).isEqualTo(session.design());
        assertThat(Files.getLastModifiedTime(recoveryFile()).toInstant()).isAfterOrEqualTo(firstWrite);
    }

    @Test
    void savingDeletesTheRecoveryFile() {
        editOrderSortKey("ORDER#{orderId}");
        clock.advance(INTERVAL);
        autosave.tick();
        assertThat(recoveryFile()).exists();

        session.saved(ORIGINAL);

        assertThat(recoveryFile()).doesNotExist();
        assertThat(autosave.isDue()).isFalse();
    }

    @Test
    void cleanCloseDeletesTheRecoveryFileAndStopsAutosaving() {
        editOrderSortKey("ORDER#{orderId}");
        clock.advance(INTERVAL);
        autosave.tick();

        autosave.closeCleanly();
        editOrderSortKey("ORDER#{orderDate}");
        clock.advance(INTERVAL);
        autosave.tick();

        assertThat(recoveryFile()).doesNotExist();
    }

    @Test
    void recoveredDesignIsDirtyFromTheStartAndAutosavedAfterTheInterval() {
        DesignSession recovered = new DesignSession(SampleDesigns.commerce(null), ORIGINAL, new InlineTaskRunner(),
                true);
        Autosave recovering = new Autosave(recovered, store, "window-2", Runnable::run, Runnable::run, clock,
                INTERVAL);

        assertThat(recovered.dirtyProperty().get()).isTrue();
        clock.advance(INTERVAL);
        recovering.tick();

        assertThat(store.fileOf("window-2")).exists();
    }

    @Test
    void aFailedAutosaveIsReportedAndRetried() throws Exception {
        Path blocked = Files.writeString(dir.resolve("not-a-folder"), "x");
        Autosave failing = new Autosave(session, new RecoveryStore(blocked, new JsonDesignStore()), "w",
                Runnable::run, Runnable::run, clock, INTERVAL);
        editOrderSortKey("ORDER#{orderId}");
        clock.advance(INTERVAL);

        failing.tick();

        assertThat(failing.statusProperty().get()).startsWith("Autosave failed");
        clock.advance(INTERVAL);
        assertThat(failing.isDue()).isTrue();
    }

    @Test
    void intervalMustBePositive() {
        assertThatThrownBy(() -> new Autosave(session, store, "w", Runnable::run, Runnable::run, clock,
                Duration.ZERO)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("positive");
    }
}
