package dev.tablesmith.review;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.engine.IndexEntry;
import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.IndexView;
import dev.tablesmith.engine.ItemCollection;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.engine.WriteCost;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The effect of re-keying a GSI (composite strings to a native multi-attribute key), measured by the engine on the
 * table's sample items before and after: which items the index holds, the order of each item collection, the bytes
 * stored and the write units of putting every item.
 *
 * <p>DynamoDB puts an item into a GSI only when it has every key attribute of the index; an item collection is the
 * entries of one partition key value, ordered by the sort key: an S compares UTF-8 bytes, an N by numeric value,
 * and a multi-attribute sort key attribute by attribute, left to right. An item's size is the sum of its attribute
 * names and values ({@link ItemSize}); a write costs 1 WCU per 1 KB of the item, plus the same for each index entry
 * it writes ({@link WriteCost}).
 *
 * @param index           the GSI
 * @param membersBefore   the items (by primary key) in the index before, in index order
 * @param membersAfter    the items in the index after, in index order
 * @param collections     each item collection after, with the order of the same items before
 * @param sampleItems     the table's sample items measured
 * @param tableBytesBefore the sample items' total size before
 * @param tableBytesAfter the sample items' total size after
 * @param indexBytesBefore the index entries' total size before
 * @param indexBytesAfter the index entries' total size after
 * @param writeUnitsBefore the write units of putting every sample item, table and indexes, before
 * @param writeUnitsAfter the same after
 */
public record MultiAttributeConversion(String index, List<String> membersBefore, List<String> membersAfter,
                                       List<CollectionOrder> collections, int sampleItems, long tableBytesBefore,
                                       long tableBytesAfter, long indexBytesBefore, long indexBytesAfter,
                                       double writeUnitsBefore, double writeUnitsAfter) {

    /** One position of an item collection: the item (by primary key) and its sort key value there. */
    public record Entry(String item, String sortKey) {
    }

    /**
     * One item collection after the change and the same items' order before.
     *
     * @param partitionBefore the partition key value(s) the items had before
     * @param partitionAfter  the partition key value after ({@code T1 · EU} for a multi-attribute key)
     * @param before          the items in the order the index returned them before
     * @param after           the items in the order it returns them after
     */
    public record CollectionOrder(String partitionBefore, String partitionAfter, List<Entry> before,
                                  List<Entry> after) {
        /**
         * Whether a Query of this collection returns the items it held before in another order (items that join
         * the index are not counted: {@link MultiAttributeConversion#joined()} lists them).
         */
        public boolean orderChanged() {
            List<String> was = before.stream().map(Entry::item).toList();
            return !was.equals(after.stream().map(Entry::item).filter(was::contains).toList());
        }
    }

    public MultiAttributeConversion {
        membersBefore = List.copyOf(membersBefore);
        membersAfter = List.copyOf(membersAfter);
        collections = List.copyOf(collections);
    }

    /** Items in the index after that were not before. */
    public List<String> joined() {
        return membersAfter.stream().filter(m -> !membersBefore.contains(m)).toList();
    }

    /** Items in the index before that are not after. */
    public List<String> left() {
        return membersBefore.stream().filter(m -> !membersAfter.contains(m)).toList();
    }

    /** The collections whose order changed. */
    public List<CollectionOrder> reordered() {
        return collections.stream().filter(CollectionOrder::orderChanged).toList();
    }

    /** The bytes saved per sample item on the table (the synthetic key attributes no longer stored). */
    public double tableBytesSavedPerItem() {
        return sampleItems == 0 ? 0 : (tableBytesBefore - tableBytesAfter) / (double) sampleItems;
    }

    /** Compares GSI {@code indexName} of {@code before} with the same GSI of {@code after}, on their sample items. */
    public static MultiAttributeConversion compare(Table before, Table after, String indexName) {
        Side old = new Side(before, indexName);
        Side now = new Side(after, indexName);
        Map<String, Integer> positionBefore = new HashMap<>();
        for (int i = 0; i < old.members.size(); i++) {
            positionBefore.put(old.members.get(i), i);
        }
        List<CollectionOrder> collections = new ArrayList<>();
        for (ItemCollection collection : now.view.collections()) {
            List<Entry> afterOrder = collection.entries().stream().map(now::entry).toList();
            List<Entry> beforeOrder = afterOrder.stream().map(Entry::item).filter(positionBefore::containsKey)
                    .sorted(Comparator.comparing(positionBefore::get)).map(old.entries::get).toList();
            Set<String> partitions = new LinkedHashSet<>();
            beforeOrder.forEach(e -> partitions.add(old.partitions.get(e.item())));
            collections.add(new CollectionOrder(String.join(", ", partitions), parts(collection.partitionKey()
                    .parts()), beforeOrder, afterOrder));
        }
        return new MultiAttributeConversion(indexName, old.members, now.members, collections, now.items.size(),
                old.tableBytes, now.tableBytes, old.indexBytes, now.indexBytes, old.writeUnits, now.writeUnits);
    }

    private static String parts(List<AttributeValue> values) {
        return String.join(" · ", values.stream().map(AttributeValues::display).toList());
    }

    /** One table's side of the comparison. */
    private static final class Side {
        private final Table table;
        private final List<Item> items;
        private final IndexView view;
        private final List<String> members = new ArrayList<>();
        private final Map<String, Entry> entries = new HashMap<>();
        private final Map<String, String> partitions = new HashMap<>();
        private final Map<String, String> entities = new HashMap<>();
        private long tableBytes;
        private long indexBytes;
        private double writeUnits;

        Side(Table table, String indexName) {
            this.table = table;
            SecondaryIndex gsi = table.index(indexName).orElseThrow(() ->
                    new IllegalArgumentException("no index named " + indexName));
            SampleData sample = ItemMaterializer.materialize(table);
            this.items = sample.plainItems();
            for (SampleItem item : sample.items()) {
                entities.put(keyText(item.item()), item.entityLabel());
                tableBytes += ItemSize.of(item.item());
                writeUnits += WriteCost.of(table, null, item.item(), false).totalUnits();
            }
            this.view = IndexView.build(IndexSpec.of(table, gsi), items);
            for (ItemCollection collection : view.collections()) {
                String partition = parts(collection.partitionKey().parts());
                for (IndexEntry indexEntry : collection.entries()) {
                    Entry entry = entry(indexEntry);
                    members.add(entry.item());
                    entries.put(entry.item(), entry);
                    partitions.put(entry.item(), partition);
                    indexBytes += indexEntry.size();
                }
            }
        }

        Entry entry(IndexEntry indexEntry) {
            return new Entry(primaryKey(indexEntry.item()), parts(indexEntry.sortKey()));
        }

        /** {@code Player PK=PLAYER#p1 SK=PROFILE}: the entity and table key values that name the item. */
        private String primaryKey(Item item) {
            String key = keyText(item);
            String entity = entities.get(key);
            return entity == null ? key : entity + " " + key;
        }

        private String keyText(Item item) {
            StringBuilder text = new StringBuilder();
            for (KeyAttribute key : table.keySchema().attributes()) {
                text.append(text.length() == 0 ? "" : " ").append(key.name()).append('=')
                        .append(item.get(key.name()).map(AttributeValues::display).orElse("?"));
            }
            return text.toString();
        }
    }
}
