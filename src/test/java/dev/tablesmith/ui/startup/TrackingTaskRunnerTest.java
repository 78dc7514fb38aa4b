package dev.tablesmith.ui.startup;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.DeferredTaskRunner;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TrackingTaskRunnerTest {
    private final DeferredTaskRunner deferred = new DeferredTaskRunner();
    private final TrackingTaskRunner tasks = new TrackingTaskRunner(deferred);
    private final List<String> events = new ArrayList<>();

    @Test
    void anIdleRunnerRunsTheWaiterAtOnce() {
        tasks.whenIdle(() -> events.add("idle"));

        assertThat(events).containsExactly("idle");
    }

    @Test
    void theWaiterRunsAfterTheLastResultWasDelivered() {
        tasks.run(() -> "a", r -> events.add("got " + r), e -> { });
        tasks.run(() -> "b", r -> events.add("got " + r), e -> { });
        tasks.whenIdle(() -> events.add("idle"));
        assertThat(tasks.running()).isEqualTo(2);

        deferred.runFirst();
        assertThat(events).containsExactly("got a");
        deferred.runFirst();

        assertThat(events).containsExactly("got a", "got b", "idle");
        assertThat(tasks.running()).isZero();
    }

    @Test
    void workStartedByACallbackKeepsTheRunnerBusy() {
        tasks.run(() -> "load", r -> tasks.run(() -> "rebuild", r2 -> events.add("rebuilt"), e -> { }), e -> { });
        tasks.whenIdle(() -> events.add("idle"));

        deferred.runFirst();
        assertThat(events).isEmpty();
        deferred.runFirst();

        assertThat(events).containsExactly("rebuilt", "idle");
    }

    @Test
    void aFailedTaskCountsAsFinished() {
        tasks.run(() -> {
            throw new IllegalStateException("boom");
        }, r -> { }, e -> events.add("failed: " + e.getMessage()));
        tasks.whenIdle(() -> events.add("idle"));

        deferred.runAll();

        assertThat(events).containsExactly("failed: boom", "idle");
    }
}
