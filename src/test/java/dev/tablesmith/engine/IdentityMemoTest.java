package dev.tablesmith.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
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
}
