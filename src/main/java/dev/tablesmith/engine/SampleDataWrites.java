package dev.tablesmith.engine;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Carries the items a write changed back into a table's sample data, so that a design can be saved (or an edit
 * undone) with them.
 *
 * <p>Sample data is entity records (attribute values that key templates render into items) plus explicit items
 * (DynamoDB JSON, taken as they are). A written item is stored as an explicit item, because after an UpdateItem or
 * PutItem it need not match its entity's templates any more (a fulfilled order has no GSI2PK, which its record
 * could not express if the template renders it from other attributes). So: every record and explicit item that
 * rendered to the written key is dropped, and the item after the write (none for a delete) takes the place of the
 * first explicit one, or is appended to the explicit items. Records and items the write did not touch stay exactly
 * as they were.
 */
public final class SampleDataWrites {
    private SampleDataWrites() {
    }

    /** The table with its sample data changed by {@code writes} (the table is not changed). */
    public static Table apply(Table table, List<ItemWrite> writes) {
        List<String> keyNames = table.keySchema().attributeNames();
        Map<List<AttributeValue>, Item> written = new HashMap<>();
        for (ItemWrite w : writes) {
            written.put(key(keyNames, w.key()), w.after());
        }
        Set<String> droppedRecords = new HashSet<>();
        for (SampleItem s : ItemMaterializer.materialize(table).items()) {
            if (s.origin() == SampleItem.Origin.RECORD && written.containsKey(key(keyNames, s.item().attributes()))) {
                droppedRecords.add(s.entity() + "\u0000" + s.sourceIndex());
            }
        }
        List<Entity> entities = new ArrayList<>();
        for (Entity e : table.entities()) {
            List<Item> records = new ArrayList<>();
            for (int i = 0; i < e.records().size(); i++) {
                if (!droppedRecords.contains(e.name() + "\u0000" + i)) {
                    records.add(e.records().get(i));
                }
            }
            entities.add(records.size() == e.records().size() ? e : e.withRecords(records));
        }
        Set<List<AttributeValue>> placed = new HashSet<>();
        List<Item> items = new ArrayList<>();
        for (Item item : table.items()) {
            List<AttributeValue> k = key(keyNames, item.attributes());
            if (!written.containsKey(k)) {
                items.add(item);
            } else if (placed.add(k) && written.get(k) != null) {
                items.add(written.get(k));
            }
        }
        for (ItemWrite w : writes) {
            List<AttributeValue> k = key(keyNames, w.key());
            if (placed.add(k) && w.after() != null) {
                items.add(w.after());
            }
        }
        return new Table(table.name(), table.keySchema(), table.indexes(), table.settings(), entities,
                table.accessPatterns(), items);
    }

    private static List<AttributeValue> key(List<String> names, Map<String, AttributeValue> attributes) {
        List<AttributeValue> parts = new ArrayList<>(names.size());
        for (String name : names) {
            AttributeValue v = attributes.get(name);
            parts.add(v == null ? null : KeyValue.normalise(v));
        }
        return parts;
    }
}
