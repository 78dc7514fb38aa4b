package dev.tablesmith.io.items;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.KeyValue;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.io.interop.FacetRecords;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The writes of an import to one table, applied as DynamoDB applies PutItem and DeleteItem in order: a put of a
 * primary key the table holds replaces that item (whether it was an entity record, an explicit item or imported
 * earlier), a delete removes it, a delete of a key the table does not hold does nothing.
 *
 * <p>The result keeps the table's other sample data exactly as it was. Each imported item becomes a record of the
 * entity the engine attributes it to when rendering that record through the entity's key templates gives back
 * exactly the item ({@link FacetRecords}, as the Workbench importer does); otherwise it is an explicit item.
 * Imported items come after the existing ones, in the order of their first put.
 */
final class TableImport {
    /** An item of the table before the import: a record of an entity, or an explicit item (entity null). */
    private record Origin(String entity, int index) {
    }

    private final Table table;
    private final List<String> keyNames;
    private Map<KeyValue, List<Origin>> existing;
    private final Set<Origin> removed = new HashSet<>();
    private final LinkedHashMap<KeyValue, Item> imported = new LinkedHashMap<>();
    private long added;
    private long replaced;
    private long deleted;
    private long deletesOfNothing;

    TableImport(Table table) {
        this.table = table;
        this.keyNames = table.keySchema().attributeNames();
    }

    Table table() {
        return table;
    }

    /** A checked PutItem. */
    void put(Item item) {
        KeyValue key = key(item);
        if (imported.containsKey(key)) {
            replaced++;
        } else if (removeExisting(key)) {
            replaced++;
        } else {
            added++;
        }
        imported.put(key, item);
    }

    /** A checked DeleteItem of {@code keyItem} (the key attributes only). */
    void delete(Item keyItem) {
        KeyValue key = key(keyItem);
        if (imported.remove(key) != null || removeExisting(key)) {
            deleted++;
        } else {
            deletesOfNothing++;
        }
    }

    private boolean removeExisting(KeyValue key) {
        List<Origin> origins = existing().getOrDefault(key, List.of());
        boolean any = false;
        for (Origin origin : origins) {
            any |= removed.add(origin);
        }
        return any;
    }

    private Map<KeyValue, List<Origin>> existing() {
        if (existing == null) {
            existing = new HashMap<>();
            for (SampleItem s : ItemMaterializer.materialize(table).items()) {
                Origin origin = new Origin(s.origin() == SampleItem.Origin.RECORD ? s.entity() : null,
                        s.sourceIndex());
                existing.computeIfAbsent(key(s.item()), k -> new ArrayList<>(1)).add(origin);
            }
        }
        return existing;
    }

    private KeyValue key(Item item) {
        List<AttributeValue> parts = new ArrayList<>(keyNames.size());
        for (String name : keyNames) {
            parts.add(item.attributes().get(name));
        }
        return new KeyValue(parts);
    }

    /** The table after the import, with what happened to it. */
    ItemImportResult.TableCounts apply(Map<String, Table> into) {
        FacetRecords facets = new FacetRecords(table);
        ItemMaterializer attribution = new ItemMaterializer(table);
        Map<String, List<Item>> records = new LinkedHashMap<>();
        Set<String> changed = new HashSet<>();
        for (Origin origin : removed) {
            if (origin.entity() != null) {
                changed.add(origin.entity());
            }
        }
        for (Entity entity : table.entities()) {
            List<Item> kept = new ArrayList<>(entity.records().size());
            for (int i = 0; i < entity.records().size(); i++) {
                if (!removed.contains(new Origin(entity.name(), i))) {
                    kept.add(entity.records().get(i));
                }
            }
            records.put(entity.name(), kept);
        }
        List<Item> items = new ArrayList<>(table.items().size() + imported.size());
        for (int i = 0; i < table.items().size(); i++) {
            if (!removed.contains(new Origin(null, i))) {
                items.add(table.items().get(i));
            }
        }
        long asRecords = 0;
        for (Item item : imported.values()) {
            Optional<Entity> entity = attribution.attribute(item).flatMap(table::entity);
            Optional<Item> record = entity.flatMap(e -> facets.record(e, item));
            if (record.isPresent()) {
                records.get(entity.get().name()).add(record.get());
                changed.add(entity.get().name());
                asRecords++;
            } else {
                items.add(item);
            }
        }
        List<Entity> entities = new ArrayList<>(table.entities().size());
        for (Entity entity : table.entities()) {
            List<Item> now = records.get(entity.name());
            entities.add(changed.contains(entity.name()) ? entity.withRecords(now) : entity);
        }
        into.put(table.name(), table.withEntities(entities).withItems(items));
        return new ItemImportResult.TableCounts(table.name(), added, replaced, deleted, deletesOfNothing, asRecords,
                imported.size() - asRecords);
    }
}
