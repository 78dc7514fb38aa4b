package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class IdentityMemoTest {
    private final AtomicInteger computed = new AtomicInteger();

    private String compute(List<String> key) {
        computed.incrementAndGet();
        return String.join(",", key);
    }

    @Test
    void theSameInstanceIsComputedOnce() {
        IdentityMemo<List<String>, String> memo = new IdentityMemo<>(2);
        List<String> key = List.of("a", "b");

        assertThat(memo.computeIfAbsent(key, () -> compute(key))).isEqualTo("a,b");
        assertThat(memo.computeIfAbsent(key, () -> compute(key))).isEqualTo("a,b");
        assertThat(computed).hasValue(1);
    }

    @Test
    void anEqualButDifferentInstanceIsComputedAgain() {
        IdentityMemo<List<String>, String> memo = new IdentityMemo<>(2);
        List<String> first = new ArrayList<>(List.of("a"));
        List<String> equal = new ArrayList<>(List.of("a"));

        memo.computeIfAbsent(first, () -> compute(first));
        memo.computeIfAbsent(equal, () -> compute(equal));

        assertThat(computed).hasValue(2);
    }

    @Test
    void theOldestIsForgottenPastTheCapacity() {
        IdentityMemo<List<String>, String> memo = new IdentityMemo<>(2);
        List<String> a = List.of("a");
        List<String> b = List.of("b");
        List<String> c = List.of("c");

        memo.computeIfAbsent(a, () -> compute(a));
        memo.computeIfAbsent(b, () -> compute(b));
        memo.computeIfAbsent(c, () -> compute(c));
        memo.computeIfAbsent(b, () -> compute(b));
        memo.computeIfAbsent(a, () -> compute(a));

        assertThat(computed).hasValue(4);
    }

    @Test
    void aSecondThreadAskingWhileTheFirstComputesWaitsForThatResult() throws Exception {
        IdentityMemo<List<String>, String> memo = new IdentityMemo<>(2);
        List<String> key = List.of("a");
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        String[] results = new String[2];
        Thread first = new Thread(() -> results[0] = memo.computeIfAbsent(key, () -> {
            started.countDown();
            await(release);
            return compute(key);
        }));
        first.start();
        assertThat(started.await(10, TimeUnit.SECONDS)).isTrue();
        Thread second = new Thread(() -> results[1] = memo.computeIfAbsent(key, () -> compute(key)));
        second.start();
        // the second either parks waiting for the first, or (if it computed on its own) finishes
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (second.getState() != Thread.State.WAITING && second.getState() != Thread.State.TERMINATED
                && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        release.countDown();
        first.join(10_000);
        second.join(10_000);

        assertThat(results).containsExactly("a", "a");
        assertThat(computed).hasValue(1);
    }

    @Test
    void peekAnswersOnlyWhatIsRememberedAndComputesNothing() {
        IdentityMemo<List<String>, String> memo = new IdentityMemo<>(2);
        List<String> key = List.of("a");

        assertThat(memo.peek(key)).isNull();
        memo.computeIfAbsent(key, () -> compute(key));

        assertThat(memo.peek(key)).isEqualTo("a");
        assertThat(memo.peek(new ArrayList<>(key))).isNull();
        assertThat(computed).hasValue(1);
    }

    @Test
    void aComputationThatFailsIsNotRemembered() {
        IdentityMemo<List<String>, String> memo = new IdentityMemo<>(2);
        List<String> key = List.of("a");

        assertThatThrownBy(() -> memo.computeIfAbsent(key, () -> {
            throw new IllegalStateException("template does not parse");
        })).isInstanceOf(IllegalStateException.class).hasMessage("template does not parse");

        assertThat(memo.computeIfAbsent(key, () -> compute(key))).isEqualTo("a");
        assertThat(computed).hasValue(1);
    }

    @Test
    void rememberingAResultDoesNotKeepItsKeyAlive() throws InterruptedException {
        IdentityMemo<List<String>, String> memo = new IdentityMemo<>(2);
        java.lang.ref.WeakReference<List<String>> watched = rememberOnce(memo);

        for (int i = 0; i < 20 && watched.get() != null; i++) {
            System.gc();
            Thread.sleep(10);
        }

        assertThat(watched.get()).isNull();
    }

    private java.lang.ref.WeakReference<List<String>> rememberOnce(IdentityMemo<List<String>, String> memo) {
        List<String> key = new ArrayList<>(List.of("old design version"));
        memo.computeIfAbsent(key, () -> compute(key));
        return new java.lang.ref.WeakReference<>(key);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
