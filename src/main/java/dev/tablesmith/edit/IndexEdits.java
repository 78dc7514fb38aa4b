package dev.tablesmith.edit;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.review.Problem;
import dev.tablesmith.review.TableChangeCheck;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Commands on a table's secondary indexes: add, edit or delete a GSI or LSI. Each is one undoable command.
 *
 * <p>An add or an edit is refused, with the message of the first problem, when the changed table would break a
 * rule the validator holds a loaded file to ({@link TableChangeCheck}): DynamoDB's naming rule for index names
 * (3 to 255 characters of {@code [a-zA-Z0-9_.-]}, unique within the table, and {@code table} is reserved for the
 * base table in access patterns), at most 20 GSIs (the default quota) and 5 LSIs, an LSI on a table with a sort
 * key, with the table's partition key and a different sort key, GSI keys of at most 4 partition key and 4 sort key
 * attributes ({@link KeySchema#MAX_MULTI_ATTRIBUTE_KEY_PARTS}), key types S, N or B with one type per attribute
 * name across the table and its indexes, at most 100 INCLUDE attributes over all indexes, and a GSI's provisioned
 * throughput of at least 1 RCU and 1 WCU. An LSI always gets the table's partition key and no throughput of its
 * own (it shares the table's).
 *
 * <p>Entity key templates are kept by key attribute name, so they follow the key attributes (see
 * {@link KeyRewrite}): a key attribute renamed in place is renamed in the templates that write it (copied when
 * another key still uses the old name), the templates of a key attribute no key uses any more are removed, and an
 * entity that declares an attribute named like a new key attribute writes it as {@code {name}}. Access patterns
 * pinned to a renamed index follow it; those pinned to a deleted index are unpinned and planned again. A
 * pattern's explicit key condition text is left as written.
 *
 * <p>The table's own key schema is edited by {@link TableKeyEdits}.
 */
public final class IndexEdits {
    private IndexEdits() {
    }

    /** Adds {@code index} after the other indexes. */
    public static Command addIndex(String tableName, SecondaryIndex index) {
        return checked(tableName, "Add " + index.kind() + " " + index.name(), table -> planAdd(table, index));
    }

    /** Replaces index {@code indexName} in place with {@code edited} (which may have another name or kind). */
    public static Command updateIndex(String tableName, String indexName, SecondaryIndex edited) {
        String description = edited.name().equals(indexName) ? "Edit index " + indexName
                : "Rename index " + indexName + " to " + edited.name();
        return checked(tableName, description, table -> planUpdate(table, indexName, edited));
    }

    /**
     * Deletes index {@code indexName}: the key templates of its key attributes that no other key uses go with it,
     * and access patterns pinned to it are unpinned. Never refused for an index that exists.
     */
    public static Command deleteIndex(String tableName, String indexName) {
        return DesignEdits.onTable(tableName, "Delete index " + indexName,
                table -> planDelete(table, indexName).table());
    }

    /** What adding {@code index} does: the table afterwards, and the templates it gives entities. */
    public static SchemaChange planAdd(Table table, SecondaryIndex index) {
        List<SecondaryIndex> indexes = new ArrayList<>(table.indexes());
        indexes.add(normalized(table, index));
        return KeyRewrite.apply(table, table.withIndexes(indexes), Map.of(), List.of());
    }

    /** What replacing index {@code indexName} with {@code edited} does. */
    public static SchemaChange planUpdate(Table table, String indexName, SecondaryIndex edited) {
        SecondaryIndex old = existing(table, indexName);
        SecondaryIndex replacement = normalized(table, edited);
        List<SecondaryIndex> indexes = table.indexes().stream().map(i -> i == old ? replacement : i).toList();
        Map<String, String> renames = new LinkedHashMap<>();
        renamedInPlace(old.keySchema().partitionKey(), replacement.keySchema().partitionKey(), renames);
        renamedInPlace(old.keySchema().sortKey(), replacement.keySchema().sortKey(), renames);
        List<String> patternEffects = new ArrayList<>();
        Table after = table.withIndexes(indexes);
        if (!indexName.equals(replacement.name())) {
            after = repin(after, indexName, replacement.name(), patternEffects);
        }
        return KeyRewrite.apply(table, after, renames, patternEffects);
    }

    /** What deleting index {@code indexName} does: templates removed, patterns unpinned. */
    public static SchemaChange planDelete(Table table, String indexName) {
        SecondaryIndex old = existing(table, indexName);
        List<String> patternEffects = new ArrayList<>();
        Table after = repin(table.withIndexes(table.indexes().stream().filter(i -> i != old).toList()), indexName,
                null, patternEffects);
        return KeyRewrite.apply(table, after, Map.of(), patternEffects);
    }

    /** Positional pairs whose name changed: the attribute in that place of the key was renamed. */
    static void renamedInPlace(List<KeyAttribute> before, List<KeyAttribute> after, Map<String, String> renames) {
        for (int i = 0; i < Math.min(before.size(), after.size()); i++) {
            String from = before.get(i).name();
            String to = after.get(i).name();
            if (!from.equals(to) && !from.isEmpty() && !to.isEmpty()) {
                renames.put(from, to);
            }
        }
    }

    /** Patterns pinned to {@code from} pinned to {@code to} instead (null: unpinned). */
    private static Table repin(Table table, String from, String to, List<String> effects) {
        List<String> moved = new ArrayList<>();
        List<AccessPattern> patterns = table.accessPatterns().stream().map(p -> {
            if (!from.equals(p.index())) {
                return p;
            }
            moved.add(p.id());
            return p.withIndex(to);
        }).toList();
        if (!moved.isEmpty()) {
            effects.add(String.join(", ", moved) + (to == null ? ": pinned to " + from + ", now unpinned and planned"
                    + " again" : ": pinned to " + from + ", now to " + to));
        }
        return table.withAccessPatterns(patterns);
    }

    /** An LSI uses the table's partition key and shares the table's throughput. */
    private static SecondaryIndex normalized(Table table, SecondaryIndex index) {
        if (index.isGlobal()) {
            return index;
        }
        return SecondaryIndex.lsi(index.name(), new KeySchema(table.keySchema().partitionKey(),
                index.keySchema().sortKey()), index.projection());
    }

    private static SecondaryIndex existing(Table table, String indexName) {
        return table.index(indexName).orElseThrow(() -> new IllegalArgumentException("no index named " + indexName));
    }

    /** A command that makes the planned change unless it adds a problem, refused with the first one's message. */
    static Command checked(String tableName, String description, Function<Table, SchemaChange> plan) {
        UnaryOperator<Table> change = table -> {
            Table after = plan.apply(table).table();
            List<Problem> added = TableChangeCheck.newProblems(table, after);
            if (!added.isEmpty()) {
                throw new IllegalArgumentException(added.get(0).message());
            }
            return after;
        };
        return DesignEdits.onTable(tableName, description, change);
    }
}
