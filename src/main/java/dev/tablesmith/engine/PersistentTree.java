package dev.tablesmith.engine;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.BiConsumer;

/**
 * An immutable sorted map that shares structure between versions: {@link #put} and {@link #remove} copy only the
 * O(log n) nodes on the path to the key (a treap: a binary search tree by key that is a heap by a random priority,
 * which keeps it balanced in expectation), so the old version stays whole and readable. The engine keeps a table's
 * items in the order first written and an index's item collections in partition key order this way, so that a write
 * of k items costs O(k log n) rather than a copy of the table.
 *
 * @param <K> the key, ordered by the tree's comparator (keys the comparator finds equal are the same key)
 * @param <V> the value
 */
final class PersistentTree<K, V> {
    /** A node; no subtree size is kept, which saves 8 bytes a node (a table holds one node per item). */
    private record Node<K, V>(K key, V value, int priority, Node<K, V> left, Node<K, V> right) {
        Node<K, V> with(Node<K, V> newLeft, Node<K, V> newRight) {
            return new Node<>(key, value, priority, newLeft, newRight);
        }
    }

    /** Priorities of built trees sit above every random one, so inserted nodes go below the built skeleton. */
    private static final int RANDOM_PRIORITIES = 1 << 30;

    private final Comparator<? super K> order;
    private final Node<K, V> root;
    private final int size;

    private PersistentTree(Comparator<? super K> order, Node<K, V> root, int size) {
        this.order = order;
        this.root = root;
        this.size = size;
    }

    static <K, V> PersistentTree<K, V> empty(Comparator<? super K> order) {
        return new PersistentTree<>(order, null, 0);
    }

    /** The tree of {@code keys} (ascending, distinct) and their {@code values}, built balanced in O(n). */
    static <K, V> PersistentTree<K, V> ofSorted(Comparator<? super K> order, List<K> keys, List<V> values) {
        return new PersistentTree<>(order, balanced(keys, values, 0, keys.size(), 0), keys.size());
    }

    private static <K, V> Node<K, V> balanced(List<K> keys, List<V> values, int from, int to, int depth) {
        if (from >= to) {
            return null;
        }
        int mid = (from + to) >>> 1;
        return new Node<>(keys.get(mid), values.get(mid), Integer.MAX_VALUE - depth,
                balanced(keys, values, from, mid, depth + 1), balanced(keys, values, mid + 1, to, depth + 1));
    }

    int size() {
        return size;
    }

    /** The value of {@code key}, or null. */
    V get(K key) {
        Node<K, V> n = root;
        while (n != null) {
            int c = order.compare(key, n.key);
            if (c == 0) {
                return n.value;
            }
            n = c < 0 ? n.left : n.right;
        }
        return null;
    }

    /** This tree with {@code key} mapped to {@code value} (replacing its value, or inserted in key order). */
    PersistentTree<K, V> put(K key, V value) {
        int after = get(key) == null ? size + 1 : size;
        return new PersistentTree<>(order, put(root, key, value), after);
    }

    private Node<K, V> put(Node<K, V> n, K key, V value) {
        if (n == null) {
            return new Node<>(key, value, ThreadLocalRandom.current().nextInt(RANDOM_PRIORITIES), null, null);
        }
        int c = order.compare(key, n.key);
        if (c == 0) {
            return new Node<>(n.key, value, n.priority, n.left, n.right);
        }
        if (c < 0) {
            Node<K, V> left = put(n.left, key, value);
            return left.priority > n.priority
                    ? left.with(left.left, n.with(left.right, n.right)) // rotate right
                    : n.with(left, n.right);
        }
        Node<K, V> right = put(n.right, key, value);
        return right.priority > n.priority
                ? right.with(n.with(n.left, right.left), right.right) // rotate left
                : n.with(n.left, right);
    }

    /** This tree without {@code key} (the same tree when it has no such key). */
    PersistentTree<K, V> remove(K key) {
        Node<K, V> after = remove(root, key);
        return after == root ? this : new PersistentTree<>(order, after, size - 1);
    }

    private Node<K, V> remove(Node<K, V> n, K key) {
        if (n == null) {
            return null;
        }
        int c = order.compare(key, n.key);
        if (c == 0) {
            return merge(n.left, n.right);
        }
        if (c < 0) {
            Node<K, V> left = remove(n.left, key);
            return left == n.left ? n : n.with(left, n.right);
        }
        Node<K, V> right = remove(n.right, key);
        return right == n.right ? n : n.with(n.left, right);
    }

    /** Joins two treaps whose keys are all of {@code a} before all of {@code b}. */
    private static <K, V> Node<K, V> merge(Node<K, V> a, Node<K, V> b) {
        if (a == null) {
            return b;
        }
        if (b == null) {
            return a;
        }
        return a.priority > b.priority ? a.with(a.left, merge(a.right, b)) : b.with(merge(a, b.left), b.right);
    }

    /** Visits every entry in key order. */
    void forEach(BiConsumer<? super K, ? super V> visitor) {
        List<Node<K, V>> stack = new ArrayList<>();
        Node<K, V> n = root;
        while (n != null || !stack.isEmpty()) {
            while (n != null) {
                stack.add(n);
                n = n.left;
            }
            n = stack.remove(stack.size() - 1);
            visitor.accept(n.key, n.value);
            n = n.right;
        }
    }

    /** The values in key order, in a new unmodifiable list. */
    List<V> values() {
        List<V> values = new ArrayList<>(size());
        forEach((k, v) -> values.add(v));
        return java.util.Collections.unmodifiableList(values);
    }
}
