package dev.tablesmith.engine;

import java.util.Arrays;
import java.util.Objects;

/**
 * An immutable hash map that shares structure between versions (a hash array mapped trie): {@link #put} and
 * {@link #remove} copy only the O(log32 n) nodes on the path to the key, so the old version stays whole and
 * readable. Keys are compared with {@code equals}; the engine finds an item by its primary key and an index's item
 * collection by its partition key this way, without copying the table on every write.
 *
 * @param <K> the key
 * @param <V> the value
 */
final class HashTrie<K, V> {
    private static final int BITS = 5;
    private static final int MASK = (1 << BITS) - 1;

    private record Entry(int hash, Object key, Object value) {
    }

    /** Slots for the hash digits in {@code bitmap}: an {@link Entry}, a deeper {@link Node} or a collision list. */
    private record Node(int bitmap, Object[] slots) {
    }

    /** Entries whose whole hashes are equal. */
    private record Collision(int hash, Entry[] entries) {
    }

    private static final Node EMPTY_NODE = new Node(0, new Object[0]);
    private static final HashTrie<?, ?> EMPTY = new HashTrie<>(EMPTY_NODE, 0);

    private final Node root;
    private final int size;

    private HashTrie(Node root, int size) {
        this.root = root;
        this.size = size;
    }

    @SuppressWarnings("unchecked")
    static <K, V> HashTrie<K, V> empty() {
        return (HashTrie<K, V>) EMPTY;
    }

    int size() {
        return size;
    }

    /** The map holding {@code map}'s entries, built in one pass per trie level. */
    static <K, V> HashTrie<K, V> of(java.util.Map<K, V> map) {
        java.util.List<Entry> entries = new java.util.ArrayList<>(map.size());
        map.forEach((k, v) -> entries.add(new Entry(hash(k), k, Objects.requireNonNull(v))));
        return new HashTrie<>(node(entries, 0), entries.size());
    }

    /** The node for entries whose hash digits before {@code shift} are equal. */
    private static Node node(java.util.List<Entry> entries, int shift) {
        @SuppressWarnings("unchecked")
        java.util.List<Entry>[] byDigit = new java.util.List[1 << BITS];
        int bitmap = 0;
        for (Entry e : entries) {
            int digit = (e.hash >>> shift) & MASK;
            if (byDigit[digit] == null) {
                byDigit[digit] = new java.util.ArrayList<>(2);
                bitmap |= 1 << digit;
            }
            byDigit[digit].add(e);
        }
        Object[] slots = new Object[Integer.bitCount(bitmap)];
        int at = 0;
        for (java.util.List<Entry> group : byDigit) {
            if (group != null) {
                slots[at++] = slot(group, shift + BITS);
            }
        }
        return new Node(bitmap, slots);
    }

    private static Object slot(java.util.List<Entry> group, int shift) {
        if (group.size() == 1) {
            return group.get(0);
        }
        int hash = group.get(0).hash;
        if (group.stream().allMatch(e -> e.hash == hash)) {
            return new Collision(hash, group.toArray(new Entry[0]));
        }
        return node(group, shift);
    }

    private static int hash(Object key) {
        int h = key.hashCode();
        return h ^ (h >>> 16);
    }

    /** The value of {@code key}, or null. */
    @SuppressWarnings("unchecked")
    V get(K key) {
        int hash = hash(key);
        Object slot = root;
        for (int shift = 0; ; shift += BITS) {
            if (slot instanceof Node node) {
                int bit = 1 << ((hash >>> shift) & MASK);
                if ((node.bitmap & bit) == 0) {
                    return null;
                }
                slot = node.slots[Integer.bitCount(node.bitmap & (bit - 1))];
            } else if (slot instanceof Entry e) {
                return e.hash == hash && e.key.equals(key) ? (V) e.value : null;
            } else {
                Collision c = (Collision) slot;
                for (Entry e : c.entries) {
                    if (e.key.equals(key)) {
                        return (V) e.value;
                    }
                }
                return null;
            }
        }
    }

    /** This map with {@code key} mapped to {@code value}. */
    HashTrie<K, V> put(K key, V value) {
        Objects.requireNonNull(value);
        boolean[] added = {false};
        Node after = (Node) put(root, new Entry(hash(key), key, value), 0, added);
        return new HashTrie<>(after, added[0] ? size + 1 : size);
    }

    private static Object put(Object slot, Entry entry, int shift, boolean[] added) {
        if (slot instanceof Node node) {
            int bit = 1 << ((entry.hash >>> shift) & MASK);
            int at = Integer.bitCount(node.bitmap & (bit - 1));
            if ((node.bitmap & bit) == 0) {
                added[0] = true;
                Object[] slots = new Object[node.slots.length + 1];
                System.arraycopy(node.slots, 0, slots, 0, at);
                slots[at] = entry;
                System.arraycopy(node.slots, at, slots, at + 1, node.slots.length - at);
                return new Node(node.bitmap | bit, slots);
            }
            Object[] slots = node.slots.clone();
            slots[at] = put(node.slots[at], entry, shift + BITS, added);
            return new Node(node.bitmap, slots);
        }
        if (slot instanceof Entry e) {
            if (e.hash == entry.hash && e.key.equals(entry.key)) {
                return entry;
            }
            added[0] = true;
            if (e.hash == entry.hash) {
                return new Collision(e.hash, new Entry[] {e, entry});
            }
            boolean[] ignored = {false};
            return put(put(EMPTY_NODE, e, shift, ignored), entry, shift, ignored);
        }
        Collision c = (Collision) slot;
        for (int i = 0; i < c.entries.length; i++) {
            if (c.entries[i].key.equals(entry.key)) {
                Entry[] entries = c.entries.clone();
                entries[i] = entry;
                return new Collision(c.hash, entries);
            }
        }
        added[0] = true;
        Entry[] entries = Arrays.copyOf(c.entries, c.entries.length + 1);
        entries[c.entries.length] = entry;
        return new Collision(c.hash, entries);
    }

    /** This map without {@code key} (the same map when it has no such key). */
    HashTrie<K, V> remove(K key) {
        Object after = remove(root, hash(key), key, 0);
        if (after == root) {
            return this;
        }
        return new HashTrie<>(after == null ? EMPTY_NODE : (Node) after, size - 1);
    }

    /** The slot without the key: the same slot when absent, null when nothing is left. */
    private static Object remove(Object slot, int hash, Object key, int shift) {
        if (slot instanceof Node node) {
            int bit = 1 << ((hash >>> shift) & MASK);
            if ((node.bitmap & bit) == 0) {
                return node;
            }
            int at = Integer.bitCount(node.bitmap & (bit - 1));
            Object child = remove(node.slots[at], hash, key, shift + BITS);
            if (child == node.slots[at]) {
                return node;
            }
            if (child != null) {
                Object[] slots = node.slots.clone();
                slots[at] = child;
                return new Node(node.bitmap, slots);
            }
            if (node.slots.length == 1) {
                return null;
            }
            Object[] slots = new Object[node.slots.length - 1];
            System.arraycopy(node.slots, 0, slots, 0, at);
            System.arraycopy(node.slots, at + 1, slots, at, slots.length - at);
            return new Node(node.bitmap & ~bit, slots);
        }
        if (slot instanceof Entry e) {
            return e.hash == hash && e.key.equals(key) ? null : e;
        }
        Collision c = (Collision) slot;
        for (int i = 0; i < c.entries.length; i++) {
            if (c.entries[i].key.equals(key)) {
                if (c.entries.length == 2) {
                    return c.entries[1 - i];
                }
                Entry[] entries = new Entry[c.entries.length - 1];
                System.arraycopy(c.entries, 0, entries, 0, i);
                System.arraycopy(c.entries, i + 1, entries, i, entries.length - i);
                return new Collision(c.hash, entries);
            }
        }
        return c;
    }

    /** Visits every entry, in no particular order. */
    @SuppressWarnings("unchecked")
    void forEach(java.util.function.BiConsumer<? super K, ? super V> visitor) {
        forEach(root, (java.util.function.BiConsumer<Object, Object>) visitor);
    }

    private static void forEach(Object slot, java.util.function.BiConsumer<Object, Object> visitor) {
        if (slot instanceof Node node) {
            for (Object child : node.slots) {
                forEach(child, visitor);
            }
        } else if (slot instanceof Entry e) {
            visitor.accept(e.key, e.value);
        } else {
            for (Entry e : ((Collision) slot).entries) {
                visitor.accept(e.key, e.value);
            }
        }
    }
}
