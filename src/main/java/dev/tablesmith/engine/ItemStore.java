package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The items of a table, one per primary key, in the order first written, kept so that a write of k items costs
 * O(k log n) and leaves the old store as it was.
 *
 * <p>DynamoDB's rule: an item is identified by its primary key (numbers compared by value, so {@code 1E2} and
 * {@code 100} are one key); a PutItem, UpdateItem or DeleteItem of a key replaces or removes the one item with it.
 * The order is Tablesmith's (DynamoDB has none): each item has a sequence number given when its key is first
 * written; a replaced item keeps it, a deleted one drops out, a new one gets the next. Items that lack a table key
 * attribute (possible only in sample data, never written) follow all keyed items, in input order.
 */
final class ItemStore {
    /** Sequence numbers of items without a complete table key start here, after every keyed item's. */
    private static final long UNKEYED = 1L << 62;

    /** What a write did to one sequence number: {@code before} or {@code after} is null for an insert or a delete. */
    record Change(long seq, Item before, Item after) {
    }

    /** A store after a write, with the changes the indexes apply. */
    record Written(ItemStore store, List<Change> changes) {
    }

    private final PersistentTree<Long, Item> order;
    private final HashTrie<List<AttributeValue>, Long> seqByKey;
    private final long nextSeq;
    /** The items in order, listed on first use. */
    private volatile List<Item> listed;

    private ItemStore(PersistentTree<Long, Item> order, HashTrie<List<AttributeValue>, Long> seqByKey,
                      long nextSeq) {
        this.order = order;
        this.seqByKey = seqByKey;
        this.nextSeq = nextSeq;
    }

    /**
     * The store of {@code items}: numbers made canonical ({@link CanonicalNumbers}); of items with the same
     * primary key the last is kept, in the place of the first.
     */
    static ItemStore of(Table table, List<Item> items) {
        List<String> keyNames = table.keySchema().attributeNames();
        Map<List<AttributeValue>, Item> byKey = new LinkedHashMap<>();
        List<Item> unkeyed = new ArrayList<>();
        for (Item raw : items) {
            Item item = CanonicalNumbers.of(raw);
            List<AttributeValue> key = key(keyNames, item);
            if (key == null) {
                unkeyed.add(item);
            } else {
                byKey.put(key, item);
            }
        }
        List<Long> seqs = new ArrayList<>(byKey.size() + unkeyed.size());
        List<Item> ordered = new ArrayList<>(byKey.size() + unkeyed.size());
        Map<List<AttributeValue>, Long> keyed = new java.util.HashMap<>(byKey.size() * 4 / 3 + 1);
        long seq = 0;
        for (Map.Entry<List<AttributeValue>, Item> e : byKey.entrySet()) {
            Long boxed = seq++; // one Long shared by the trie and the tree
            keyed.put(e.getKey(), boxed);
            seqs.add(boxed);
            ordered.add(e.getValue());
        }
        byKey.clear();
        for (int i = 0; i < unkeyed.size(); i++) {
            seqs.add(UNKEYED + i);
            ordered.add(unkeyed.get(i));
        }
        ItemStore store = new ItemStore(PersistentTree.ofSorted(Long::compare, seqs, ordered), HashTrie.of(keyed),
                seq);
        store.listed = java.util.Collections.unmodifiableList(ordered);
        return store;
    }

    /** The item's primary key (numbers canonical), or null when it lacks a table key attribute. */
    private static List<AttributeValue> key(List<String> keyNames, Item item) {
        AttributeValue[] key = new AttributeValue[keyNames.size()];
        for (int i = 0; i < key.length; i++) {
            AttributeValue v = item.attributes().get(keyNames.get(i));
            if (v == null) {
                return null;
            }
            key[i] = (KeyValue.normalise(v instanceof AttributeValue.N n && DynamoNumber.problem(n.value()).isPresent()
                    ? AttributeValue.s("invalid number " + n.value()) : v));
        }
        return List.of(key); // compact: a million keys are held
    }

    /**
     * The store after writing {@code writes}: each primary key (numbers canonical, in table key order) mapped to
     * the item written, or null for a delete, in the order first written within the request.
     */
    Written with(Map<List<AttributeValue>, Item> writes) {
        PersistentTree<Long, Item> items = order;
        HashTrie<List<AttributeValue>, Long> seqs = seqByKey;
        long next = nextSeq;
        List<Change> changes = new ArrayList<>(writes.size());
        for (Map.Entry<List<AttributeValue>, Item> w : writes.entrySet()) {
            Long seq = seqs.get(w.getKey());
            Item before = seq == null ? null : items.get(seq);
            Item after = w.getValue() == null ? null : CanonicalNumbers.of(w.getValue());
            if (seq == null && after == null) {
                continue;
            }
            if (seq == null) {
                seq = next++;
                seqs = seqs.put(w.getKey(), seq);
                items = items.put(seq, after);
            } else if (after == null) {
                seqs = seqs.remove(w.getKey());
                items = items.remove(seq);
            } else {
                items = items.put(seq, after);
            }
            changes.add(new Change(seq, before, after));
        }
        return new Written(new ItemStore(items, seqs, next), changes);
    }

    int size() {
        return order.size();
    }

    /** The items in order (listed on first use: O(n) once per store). */
    private List<Item> listed() {
        List<Item> items = listed;
        if (items == null) {
            items = order.values();
            listed = items;
        }
        return items;
    }

    /** The items in order, as a list whose size is known without listing them. */
    List<Item> items() {
        return new ItemList();
    }

    /** The items in order; the size is known without listing them. */
    private final class ItemList extends AbstractList<Item> implements java.util.RandomAccess {
        @Override
        public Item get(int index) {
            return listed().get(index);
        }

        @Override
        public int size() {
            return order.size();
        }

        @Override
        public java.util.Iterator<Item> iterator() {
            return listed().iterator();
        }
    }
}
