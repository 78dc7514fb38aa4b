package dev.tablesmith.engine;

import java.lang.ref.SoftReference;
import java.lang.ref.WeakReference;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/**
 * The last few results of an expensive function of an immutable value, looked up by identity ({@code ==}), not by
 * {@code equals}: comparing two designs of 100,000 items for equality costs as much as recomputing. Results are
 * held softly, so the garbage collector may drop them under memory pressure, and keys weakly, so remembering a
 * result never keeps an old design version (or its 100,000 items) alive.
 *
 * <p>Thread-safe, and each result is computed once: when a second thread asks for a key whose result is being
 * computed, it waits for that computation instead of starting its own (the designer's views all ask for the same
 * design version at the same moment, right after an edit or an open). A computation that throws is not remembered;
 * each waiting caller gets the same exception.
 *
 * @param <K> the immutable key
 * @param <V> the result
 */
public final class IdentityMemo<K, V> {
    private static final class Entry<K, V> {
        final WeakReference<K> key;
        final CompletableFuture<V> pending;
        SoftReference<V> value;

        Entry(K key) {
            this.key = new WeakReference<>(key);
            this.pending = new CompletableFuture<>();
        }
    }

    private final int capacity;
    private final Deque<Entry<K, V>> entries = new ArrayDeque<>();

    /** A memo that keeps the {@code capacity} most recently computed results. */
    public IdentityMemo(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1");
        }
        this.capacity = capacity;
    }

    /** The remembered result for exactly {@code key}, or {@code compute}'s, remembered as the newest. */
    public V computeIfAbsent(K key, Supplier<V> compute) {
        Entry<K, V> entry;
        boolean mine = false;
        synchronized (entries) {
            entry = find(key);
            if (entry != null && entry.value != null) {
                V known = entry.value.get();
                if (known != null) {
                    return known;
                }
                entries.remove(entry); // collected: compute again
                entry = null;
            }
            if (entry == null) {
                entry = new Entry<>(key);
                entries.addFirst(entry);
                mine = true;
            }
        }
        return mine ? computeInto(entry, compute) : await(entry);
    }

    /** The remembered result for exactly {@code key}, or null when there is none (nothing is computed). */
    public V peek(K key) {
        synchronized (entries) {
            Entry<K, V> entry = find(key);
            return entry == null || entry.value == null ? null : entry.value.get();
        }
    }

    private V computeInto(Entry<K, V> entry, Supplier<V> compute) {
        V value;
        try {
            value = compute.get();
        } catch (RuntimeException | Error e) {
            synchronized (entries) {
                entries.remove(entry);
            }
            entry.pending.completeExceptionally(e);
            throw e;
        }
        synchronized (entries) {
            entry.value = new SoftReference<>(value);
            trim();
        }
        entry.pending.complete(value);
        return value;
    }

    private V await(Entry<K, V> entry) {
        try {
            return entry.pending.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error err) {
                throw err;
            }
            throw e;
        }
    }

    private Entry<K, V> find(K key) {
        Entry<K, V> found = null;
        for (Iterator<Entry<K, V>> it = entries.iterator(); it.hasNext(); ) {
            Entry<K, V> entry = it.next();
            K held = entry.key.get();
            if (held == null && entry.value != null) {
                it.remove(); // the key is gone: nobody can ask for this result again
            } else if (held == key && found == null) {
                found = entry;
            }
        }
        return found;
    }

    /** Drops the oldest finished results beyond the capacity (computations in flight stay). */
    private void trim() {
        int finished = 0;
        for (Iterator<Entry<K, V>> it = entries.iterator(); it.hasNext(); ) {
            Entry<K, V> entry = it.next();
            if (entry.value == null) {
                continue;
            }
            if (++finished > capacity) {
                it.remove();
            }
        }
    }
}
