package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ProjectionType;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;

/**
 * The contents of the table or one index over a set of items: which items it holds, grouped into item
 * collections (one per partition key value) and sorted by sort key, and which items it leaves out and why.
 *
 * <p>Membership: an item is in an index only if it has every key attribute of the index, each with the declared
 * type. Entries: the table's key attributes and the index's key attributes always; then ALL other attributes,
 * none (KEYS_ONLY), or the INCLUDE list.
 *
 * <p>Order: within a collection, entries are in ascending sort key order (multi-attribute sort keys compare
 * attribute by attribute). DynamoDB does not define the order of GSI entries with equal index keys; Tablesmith
 * breaks such ties by the table's primary key (partition key, then sort key, in key order), so previews are
 * stable. Collections themselves are listed in ascending partition key order for display: DynamoDB stores them
 * by the hash of the partition key, which no Query exposes.
 */
public final class IndexView {
    private final IndexSpec spec;
    private final HashTrie<KeyValue, ItemCollection> byPartitionKey;
    /** Every item of the table, in order: the ones this index leaves out are listed from it on first use. */
    private final List<Item> allItems;
    private final int entryCount;
    private volatile List<Exclusion> excluded;
    /** Sorted on first use: a Query only needs the hash lookup, so building a view does not pay for this sort. */
    private volatile PersistentTree<KeyValue, ItemCollection> sortedTree;
    private volatile List<ItemCollection> sortedCollections;
    private final ExclusionReasons reasons;

    private IndexView(IndexSpec spec, HashTrie<KeyValue, ItemCollection> collections,
                      PersistentTree<KeyValue, ItemCollection> sorted, List<Item> allItems, int entryCount,
                      ExclusionReasons reasons) {
        this.spec = spec;
        this.byPartitionKey = collections;
        this.sortedTree = sorted;
        this.allItems = allItems;
        this.entryCount = entryCount;
        this.reasons = reasons;
    }

    /** Builds the view of {@code spec} over {@code items}; an excluded item's reason names only what is missing. */
    public static IndexView build(IndexSpec spec, List<Item> items) {
        return build(spec, items, null);
    }

    /**
     * Builds the view of {@code spec} over {@code items}; an excluded item's reason also says why the item lacks a
     * key attribute (its entity's template or sparse condition, see {@link ExclusionReasons}).
     */
    public static IndexView build(IndexSpec spec, List<Item> items, ExclusionReasons reasons) {
        Map<KeyValue, List<IndexEntry>> groups = new HashMap<>();
        Set<String> projectedNames = projectedNames(spec);
        List<KeyAttribute> keys = spec.keySchema().attributes();
        int count = 0;
        for (Item item : items) {
            if (!isMember(keys, item)) {
                continue;
            }
            IndexEntry entry = entry(spec, item, projectedNames);
            groups.computeIfAbsent(entry.partitionKey(), k -> new ArrayList<>()).add(entry);
            count++;
        }
        Comparator<IndexEntry> order = entryOrder(spec);
        Map<KeyValue, ItemCollection> collections = new HashMap<>(groups.size() * 4 / 3 + 1);
        groups.forEach((key, entries) -> {
            entries.sort(order);
            collections.put(key, new ItemCollection(key, entries));
        });
        return new IndexView(spec, HashTrie.of(collections), null, items, count, reasons);
    }

    /**
     * This view after the table's writes {@code changes} (in order): each old item's entry leaves its item
     * collection, each new item's entry enters its collection in entry order (or the item joins the exclusions), as
     * DynamoDB updates an index with the table. Collections no change touches are shared with this view, which is
     * left as it was; {@code newItems} are the table's items after the writes, and the new view's exclusion reasons
     * come from {@code newReasons}.
     */
    IndexView with(List<ItemStore.Change> changes, List<Item> newItems, ExclusionReasons newReasons) {
        List<KeyAttribute> keys = spec.keySchema().attributes();
        Set<String> projectedNames = projectedNames(spec);
        CollectionEdits edits = new CollectionEdits(entryOrder(spec), pk -> byPartitionKey.get(pk));
        int count = entryCount;
        for (ItemStore.Change change : changes) {
            if (change.before() != null && isMember(keys, change.before())) {
                edits.remove(keyOnly(spec, change.before()));
                count--;
            }
            if (change.after() != null && isMember(keys, change.after())) {
                edits.insert(entry(spec, change.after(), projectedNames));
                count++;
            }
        }
        HashTrie<KeyValue, ItemCollection> trie = byPartitionKey;
        PersistentTree<KeyValue, ItemCollection> sorted = sortedTree;
        for (ItemCollection collection : edits.results()) {
            KeyValue pk = collection.partitionKey();
            trie = collection.size() == 0 ? trie.remove(pk) : trie.put(pk, collection);
            if (sorted != null) {
                sorted = collection.size() == 0 ? sorted.remove(pk) : sorted.put(pk, collection);
            }
        }
        return new IndexView(spec, trie, sorted, newItems, count, newReasons);
    }

    /**
     * Measures entries of {@code spec} without building the view: the function gives the size in bytes of an item's
     * entry after the index's projection (all attributes; keys only, that is the table's and the index's key
     * attributes; or those plus the included ones), as {@link ItemSize} counts it, or -1 when the item is not in the
     * index (a key attribute missing or of the wrong type, as for {@link #build}).
     */
    public static ToLongFunction<Item> entrySizer(IndexSpec spec) {
        List<KeyAttribute> keys = spec.keySchema().attributes();
        if (spec.projection().type() == ProjectionType.ALL) {
            return item -> isMember(keys, item) ? ItemSize.of(item) : -1;
        }
        Set<String> names = projectedNames(spec);
        return item -> {
            if (!isMember(keys, item)) {
                return -1;
            }
            long bytes = 0;
            for (Map.Entry<String, AttributeValue> e : item.attributes().entrySet()) {
                if (names.contains(e.getKey())) {
                    bytes += ItemSize.utf8Length(e.getKey()) + ItemSize.ofValue(e.getValue());
                }
            }
            return bytes;
        };
    }

    /**
     * Whether {@code item} has an entry in the index of {@code spec}: every key attribute of the index present,
     * of its declared type, not an empty string and a valid number (the fast form of {@link #exclusionReason}).
     * Ask {@link #membership(IndexSpec)} for a test to apply to many items.
     */
    public static Predicate<Item> membership(IndexSpec spec) {
        List<KeyAttribute> keys = spec.keySchema().attributes();
        return item -> isMember(keys, item);
    }

    /** Whether the item has every key attribute of the index with its declared type (the fast path of the reason). */
    private static boolean isMember(List<KeyAttribute> keys, Item item) {
        for (KeyAttribute key : keys) {
            AttributeValue value = item.attributes().get(key.name());
            if (value == null || (key.type() != null && value.type() != key.type().asAttributeType())
                    || (value instanceof AttributeValue.S s && s.value().isEmpty())
                    || (value instanceof AttributeValue.N n && DynamoNumber.problem(n.value()).isPresent())) {
                return false;
            }
        }
        return true;
    }

    /** Why {@code item} is not in this index, or empty when it is. */
    public static Optional<String> exclusionReason(IndexSpec spec, Item item) {
        return exclusionReason(spec, item, missing -> "missing " + String.join(", ", missing));
    }

    /** As {@link #exclusionReason(IndexSpec, Item)}, the missing key attributes described by {@code missingText}. */
    static Optional<String> exclusionReason(IndexSpec spec, Item item,
                                            java.util.function.Function<List<String>, String> missingText) {
        List<String> missing = new ArrayList<>();
        List<String> wrongType = new ArrayList<>();
        for (KeyAttribute key : spec.keySchema().attributes()) {
            AttributeValue value = item.attributes().get(key.name());
            if (value == null) {
                missing.add(key.name());
            } else if (key.type() != null && value.type() != key.type().asAttributeType()) {
                wrongType.add(key.name() + " is " + value.type() + ", " + (spec.isTable() ? "table" : "index")
                        + " declares " + key.type());
            } else if (value instanceof AttributeValue.N n && DynamoNumber.problem(n.value()).isPresent()) {
                wrongType.add(key.name() + " '" + n.value() + "' is not a valid number: "
                        + DynamoNumber.problem(n.value()).get());
            } else if (value instanceof AttributeValue.S s && s.value().isEmpty()) {
                wrongType.add(key.name() + " is an empty string (DynamoDB refuses empty key values)");
            }
        }
        List<String> reasons = new ArrayList<>();
        if (!missing.isEmpty()) {
            reasons.add(missingText.apply(missing));
        }
        reasons.addAll(wrongType);
        return reasons.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", reasons));
    }

    private static Set<String> projectedNames(IndexSpec spec) {
        return new HashSet<>(spec.projectedAttributeNames());
    }

    /** The item's entry with only its keys worked out (to find the entry in its collection). */
    static IndexEntry keyOnly(IndexSpec spec, Item item) {
        return keyed(spec, item, item, 0);
    }

    private static IndexEntry entry(IndexSpec spec, Item item, Set<String> projectedNames) {
        Item projected = item;
        if (spec.projection().type() != ProjectionType.ALL) {
            Map<String, AttributeValue> kept = new LinkedHashMap<>();
            item.attributes().forEach((name, value) -> {
                if (projectedNames.contains(name)) {
                    kept.put(name, value);
                }
            });
            projected = new Item(kept);
        }
        return keyed(spec, item, projected, ItemSize.of(projected));
    }

    private static IndexEntry keyed(IndexSpec spec, Item item, Item projected, long size) {
        List<AttributeValue> pk = new ArrayList<>();
        spec.keySchema().partitionKey().forEach(k -> pk.add(item.attributes().get(k.name())));
        List<AttributeValue> sk = new ArrayList<>();
        spec.keySchema().sortKey().forEach(k -> sk.add(item.attributes().get(k.name())));
        return new IndexEntry(item, projected, new KeyValue(pk), List.copyOf(sk), size);
    }

    /** The order of entries within an item collection: sort key, then (for ties in an index) table key. */
    static Comparator<IndexEntry> entryOrder(IndexSpec spec) {
        Comparator<IndexEntry> bySortKey = (a, b) -> compareParts(a.sortKey(), b.sortKey());
        if (spec.isTable()) {
            return bySortKey;
        }
        List<String> tableKeys = spec.tableKeys().attributeNames();
        return bySortKey.thenComparing((a, b) -> {
            for (String name : tableKeys) {
                AttributeValue x = a.item().attributes().get(name);
                AttributeValue y = b.item().attributes().get(name);
                if (x != null && y != null) {
                    int c = KeyOrder.compare(x, y);
                    if (c != 0) {
                        return c;
                    }
                }
            }
            return 0;
        });
    }

    static int compareParts(List<AttributeValue> a, List<AttributeValue> b) {
        int n = Math.min(a.size(), b.size());
        for (int i = 0; i < n; i++) {
            int c = KeyOrder.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    public IndexSpec spec() {
        return spec;
    }

    /** Item collections in ascending partition key order. */
    public List<ItemCollection> collections() {
        List<ItemCollection> sorted = sortedCollections;
        if (sorted == null) {
            sorted = sortedTree().values();
            sortedCollections = sorted;
        }
        return sorted;
    }

    private PersistentTree<KeyValue, ItemCollection> sortedTree() {
        PersistentTree<KeyValue, ItemCollection> tree = sortedTree;
        if (tree == null) {
            List<ItemCollection> list = new ArrayList<>(byPartitionKey.size());
            byPartitionKey.forEach((k, c) -> list.add(c));
            list.sort((a, b) -> a.partitionKey().compareTo(b.partitionKey()));
            tree = PersistentTree.ofSorted(KeyValue::compareTo, list.stream().map(ItemCollection::partitionKey)
                    .toList(), list);
            sortedTree = tree;
        }
        return tree;
    }

    /** The collection with this partition key value, if the index holds any item with it. */
    public Optional<ItemCollection> collection(KeyValue partitionKey) {
        return Optional.ofNullable(byPartitionKey.get(partitionKey));
    }

    /** Items the index leaves out, with the reason, in input order (reasons are worked out on first use). */
    public List<Exclusion> excluded() {
        List<Exclusion> result = excluded;
        if (result == null) {
            List<Exclusion> list = new ArrayList<>(excludedCount());
            List<KeyAttribute> keys = spec.keySchema().attributes();
            for (Item item : allItems) {
                if (isMember(keys, item)) {
                    continue;
                }
                Optional<String> reason = reasons == null ? exclusionReason(spec, item) : reasons.reason(spec, item);
                list.add(new Exclusion(item, reason.orElse("not in the index")));
            }
            result = List.copyOf(list);
            excluded = result;
        }
        return result;
    }

    /** How many items the index leaves out. */
    public int excludedCount() {
        return allItems.size() - entryCount;
    }

    /** Number of entries in the index. */
    public int entryCount() {
        return entryCount;
    }
}
