package dev.tablesmith.ui;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Background work as the status bar sees it, and a recovered session's dirty flag; no toolkit. */
class DesignSessionWorkTest {
    private final DeferredTaskRunner tasks = new DeferredTaskRunner();
    private final DesignSession session = new DesignSession(SampleDesigns.commerce(null), null, tasks);
    private final List<Object> delivered = new ArrayList<>();

    @Test
    void workIsListedWhileItRunsAndItsResultDelivered() {
        BackgroundWork work = session.runWork("Planning access patterns…", false, w -> 42, delivered::add,
                delivered::add);

        assertThat(session.work()).containsExactly(work);
        assertThat(work.description()).isEqualTo("Planning access patterns…");
        tasks.runAll();

        assertThat(session.work()).isEmpty();
        assertThat(delivered).containsExactly(42);
    }

    @Test
    void cancelledWorkLeavesTheListAtOnceAndItsResultIsDropped() {
        List<Boolean> sawCancel = new ArrayList<>();
        BackgroundWork work = session.runWork("Generating sample items…", true, w -> {
            sawCancel.add(w.isCancelled());
            return "items";
        }, delivered::add, delivered::add);
        var before = session.design();

        session.cancel(work);
        tasks.runAll();

        assertThat(session.work()).isEmpty();
        assertThat(sawCancel).containsExactly(true);
        assertThat(delivered).isEmpty();
        assertThat(session.design()).isSameAs(before);
    }

    @Test
    void failureIsDeliveredAndTheWorkEnds() {
        session.runWork("Reading…", false, w -> {
            throw new IllegalStateException("boom");
        }, delivered::add, e -> delivered.add(e.getMessage()));

        tasks.runAll();

        assertThat(session.work()).isEmpty();
        assertThat(delivered).containsExactly("boom");
    }

    @Test
    void recoveredSessionStaysDirtyAfterUndoUntilSaved() {
        DesignSession recovered = new DesignSession(SampleDesigns.commerce(null), Path.of("c.tablesmith.json"),
                tasks, true);
        recovered.push(DesignEdits.setKeyTemplate("commerce-main", "Order", "SK", "ORDER#{orderId}", null));
        recovered.undo();

        assertThat(recovered.dirtyProperty().get()).isTrue();
        recovered.saved(Path.of("c.tablesmith.json"));
        assertThat(recovered.dirtyProperty().get()).isFalse();
    }
}
