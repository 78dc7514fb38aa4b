package dev.tablesmith.edit;

import dev.tablesmith.engine.ItemRules;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Commands on a table's sample data: the records of its entities (from which the engine renders items through the
 * key templates) and its explicit items.
 */
public final class ItemEdits {
    private ItemEdits() {
    }

    /**
     * Replaces the records of the named entities in one step (one undo restores them all), as "Generate sample
     * data…" does; entities not named keep theirs.
     *
     * @param records     the new records, by entity name
     * @param description what the change does, for the Edit menu ("Generate sample data (60 records)")
     * @throws IllegalArgumentException when applied to a table without one of the entities (it was deleted or
     *                                  renamed meanwhile)
     */
    public static Command setRecords(String tableName, Map<String, List<Item>> records, String description) {
        Map<String, List<Item>> copy = new LinkedHashMap<>();
        records.forEach((entity, items) -> copy.put(entity, List.copyOf(items)));
        return DesignEdits.onTable(tableName, description, table -> {
            for (String name : copy.keySet()) {
                if (table.entity(name).isEmpty()) {
                    throw new IllegalArgumentException("table " + table.name() + " has no entity " + name
                            + " any more: it was renamed or deleted; generate again");
                }
            }
            List<Entity> entities = new ArrayList<>(table.entities().size());
            for (Entity entity : table.entities()) {
                List<Item> now = copy.get(entity.name());
                entities.add(now == null ? entity : entity.withRecords(now));
            }
            return table.withEntities(entities);
        });
    }

    /**
     * Adds an explicit item at the end of the table's items, checked as DynamoDB checks a PutItem
     * ({@link ItemRules}); an item whose primary key another explicit item has is refused, since a second PutItem
     * with the same key replaces the first.
     */
    public static Command addItem(String tableName, Item item) {
        return DesignEdits.onTable(tableName, "Add item " + keyText(item), table -> {
            check(table, item, -1);
            List<Item> items = new ArrayList<>(table.items());
            items.add(item);
            return table.withItems(items);
        });
    }

    /**
     * Replaces explicit item {@code index} (which must still be {@code before}) with {@code after}, checked as
     * {@link #addItem} checks.
     */
    public static Command replaceItem(String tableName, int index, Item before, Item after) {
        return DesignEdits.onTable(tableName, "Edit item " + keyText(before), table -> {
            expect(table, index, before);
            check(table, after, index);
            List<Item> items = new ArrayList<>(table.items());
            items.set(index, after);
            return table.withItems(items);
        });
    }

    /** Deletes explicit item {@code index}, which must still be {@code before}. */
    public static Command deleteItem(String tableName, int index, Item before) {
        return DesignEdits.onTable(tableName, "Delete item " + keyText(before), table -> {
            expect(table, index, before);
            List<Item> items = new ArrayList<>(table.items());
            items.remove(index);
            return table.withItems(items);
        });
    }

    private static void expect(Table table, int index, Item before) {
        if (index < 0 || index >= table.items().size() || !table.items().get(index).equals(before)) {
            throw new IllegalArgumentException("the item is no longer in table " + table.name()
                    + " as it was (it was changed or deleted meanwhile)");
        }
    }

    private static void check(Table table, Item item, int replacing) {
        ItemRules.check(table, item).ifPresent(p -> {
            throw new IllegalArgumentException(p.attribute() == null || p.attribute().isEmpty() ? p.message()
                    : p.attribute() + ": " + p.message());
        });
        List<String> keys = table.keySchema().attributeNames();
        for (int i = 0; i < table.items().size(); i++) {
            Item other = table.items().get(i);
            if (i != replacing && keys.stream().allMatch(k -> item.get(k).equals(other.get(k)))) {
                throw new IllegalArgumentException("item " + (i + 1) + " of table " + table.name() + " already has "
                        + "this primary key (" + keyText(keys, item) + "): a PutItem with the same key replaces "
                        + "the item; change the key or edit that item");
            }
        }
    }

    /** "PK = USER#u1, SK = PROFILE" from whatever key-like attributes the item has (for descriptions). */
    private static String keyText(Item item) {
        return item.attributes().keySet().stream().findFirst()
                .map(first -> first + " = " + dev.tablesmith.engine.AttributeValues.display(item.attributes()
                        .get(first))).orElse("(empty)");
    }

    private static String keyText(List<String> keys, Item item) {
        return keys.stream().map(k -> k + " = " + item.get(k).map(dev.tablesmith.engine.AttributeValues::display)
                .orElse("(missing)")).collect(java.util.stream.Collectors.joining(", "));
    }

    /** The records of every entity of {@code table}, by entity name (for {@link #setRecords}). */
    public static Map<String, List<Item>> recordsOf(Table table) {
        Map<String, List<Item>> records = new LinkedHashMap<>();
        table.entities().forEach(e -> records.put(e.name(), e.records()));
        return records;
    }
}
