package dev.tablesmith.edit;

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

    /** The records of every entity of {@code table}, by entity name (for {@link #setRecords}). */
    public static Map<String, List<Item>> recordsOf(Table table) {
        Map<String, List<Item>> records = new LinkedHashMap<>();
        table.entities().forEach(e -> records.put(e.name(), e.records()));
        return records;
    }
}
