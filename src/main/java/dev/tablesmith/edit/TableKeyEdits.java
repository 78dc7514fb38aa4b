package dev.tablesmith.edit;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Edits the table's own key schema: the names and types (S, N or B) of its partition key and optional sort key.
 * DynamoDB fixes a table's key schema at CreateTable, so on a deployed table this means creating a new table.
 *
 * <p>A table key attribute is one attribute with one type wherever it is used as a key, so a renamed or retyped
 * table key attribute is renamed or retyped in every index that uses it too (an LSI's partition key always is the
 * table's; an inverted GSI may use the table's sort key). Entity key templates and explicit items follow the new
 * names ({@link KeyRewrite}). A new sort key is given to each entity that writes keys: the template it declares
 * under that name if any ({@code {name}}), otherwise a copy of its partition key template, which keeps each item
 * alone in its item collection, as before; edit it in the entity chart. Refused, like index edits, when the table
 * would break a validator rule (a table key has exactly one partition key attribute and at most one sort key
 * attribute; an LSI needs a sort key; explicit items must carry the whole primary key).
 */
public final class TableKeyEdits {
    private TableKeyEdits() {
    }

    /** Sets the table's key schema to {@code keySchema}. */
    public static Command setKeySchema(String tableName, KeySchema keySchema) {
        return IndexEdits.checked(tableName, "Edit the table's key schema", table -> plan(table, keySchema));
    }

    /** What setting the key schema does: the table afterwards and the consequences in words. */
    public static SchemaChange plan(Table table, KeySchema keySchema) {
        KeySchema old = table.keySchema();
        Map<String, KeyAttribute> replaced = new LinkedHashMap<>();
        pair(old.partitionKey(), keySchema.partitionKey(), replaced);
        pair(old.sortKey(), keySchema.sortKey(), replaced);
        Map<String, String> renames = new LinkedHashMap<>();
        replaced.forEach((from, to) -> {
            if (!from.equals(to.name())) {
                renames.put(from, to.name());
            }
        });
        List<SecondaryIndex> indexes = table.indexes().stream().map(i -> follow(i, replaced, keySchema)).toList();
        Table after = new Table(table.name(), keySchema, indexes, table.settings(), table.entities(),
                table.accessPatterns(), table.items());
        SchemaChange change = KeyRewrite.apply(table, after, renames, List.of());
        if (old.hasSortKey() || !keySchema.hasSortKey()) {
            return change;
        }
        return withNewSortKey(change, keySchema);
    }

    private static void pair(List<KeyAttribute> before, List<KeyAttribute> after, Map<String, KeyAttribute> out) {
        for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
            if (!before.get(i).name().isEmpty() && !after.get(i).name().isEmpty()) {
                out.put(before.get(i).name(), after.get(i));
            }
        }
    }

    private static SecondaryIndex follow(SecondaryIndex index, Map<String, KeyAttribute> replaced, KeySchema table) {
        List<KeyAttribute> partition = index.isGlobal() ? replace(index.keySchema().partitionKey(), replaced)
                : table.partitionKey();
        KeySchema schema = new KeySchema(partition, replace(index.keySchema().sortKey(), replaced));
        return index.withKeySchema(schema);
    }

    private static List<KeyAttribute> replace(List<KeyAttribute> parts, Map<String, KeyAttribute> replaced) {
        return parts.stream().map(a -> replaced.getOrDefault(a.name(), a)).toList();
    }

    /** Entities that write the partition key but not the new sort key get a copy of their partition key template. */
    private static SchemaChange withNewSortKey(SchemaChange change, KeySchema keySchema) {
        String partition = keySchema.partitionKeyAttribute().name();
        String sort = keySchema.sortKeyAttribute().orElseThrow().name();
        List<String> given = new ArrayList<>();
        List<Entity> entities = change.table().entities().stream().map(e -> {
            Optional<EntityKey> pk = e.key(partition);
            if (pk.isEmpty() || e.key(sort).isPresent()) {
                return e;
            }
            given.add(e.name());
            List<EntityKey> keys = new ArrayList<>(e.keys());
            keys.add(keys.indexOf(pk.get()) + 1, EntityKey.of(sort, pk.get().template()));
            return e.withKeys(keys);
        }).toList();
        if (given.isEmpty()) {
            return change;
        }
        List<String> effects = new ArrayList<>(change.effects());
        effects.add(String.join(", ", given) + ": " + sort + " template set to a copy of the " + partition
                + " template (each item stays alone in its item collection; edit it in the entity chart)");
        return new SchemaChange(change.table().withEntities(entities), effects);
    }
}
