package dev.tablesmith.engine;

import java.lang.ref.SoftReference;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.function.Supplier;

/**
 * The last few results of an expensive function of an immutable value, looked up by identity ({@code ==}), not by
 * {@code equals}: comparing two designs of 100,000 items for equality costs as much as recomputing. Results are
 * held softly, so the garbage collector may drop them under memory pressure. Thread-safe; a result may be computed
 * twice when two threads ask at once, which is harmless for a pure function.
 *
 * @param <K> the immutable key
 * @param <V> the result
 */
final class IdentityMemo<K, V> {
    private record Entry<K, V>(K key, SoftReference<V> value) {
    }

    private final int capacity;
    private final Deque<Entry<K, V>> entries = new ArrayDeque<>();

    IdentityMemo(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1");
        }
        this.capacity = capacity;
    }

    /** The remembered result for exactly {@code key}, or {@code compute}'s, remembered as the newest. */
    V computeIfAbsent(K key, Supplier<V> compute) {
        V known = lookup(key);
        if (known != null) {
            return known;
        }
        V value = compute.get();
        synchronized (entries) {
            entries.removeIf(e -> e.key() == key);
            entries.addFirst(new Entry<>(key, new SoftReference<>(value)));
            while (entries.size() > capacity) {
                entries.removeLast();
            }
        }
        return value;
    }

    private V lookup(K key) {
        synchronized (entries) {
            for (Iterator<Entry<K, V>> it = entries.iterator(); it.hasNext(); ) {
                Entry<K, V> entry = it.next();
                if (entry.key() == key) {
                    V value = entry.value().get();
                    if (value == null) {
                        it.remove();
                    }
                    return value;
                }
            }
            return null;
        }
    }
}
