package dev.tablesmith.review;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * One table being validated, with the facts every rule needs: where things are in the file layout, and which
 * key attributes exist with which types.
 *
 * <p>The model keeps GSIs and LSIs in one list ({@link Table#indexes()}); the file has two arrays,
 * {@code globalSecondaryIndexes} and {@code localSecondaryIndexes}, so an index's path uses its position among
 * the indexes of its own kind.
 */
final class TableContext {
    private final Table table;
    private final JsonPointer path;
    private final List<JsonPointer> indexPaths = new ArrayList<>();
    private final Map<String, ScalarType> keyTypes = new LinkedHashMap<>();
    private final Set<String> keyNames = new LinkedHashSet<>();

    TableContext(Table table, int tableIndex) {
        this.table = table;
        this.path = JsonPointer.root().child("tables").child(tableIndex);
        int gsi = 0;
        int lsi = 0;
        for (SecondaryIndex index : table.indexes()) {
            indexPaths.add(index.isGlobal() ? path.child("globalSecondaryIndexes").child(gsi++)
                    : path.child("localSecondaryIndexes").child(lsi++));
        }
        collectKeys(table.keySchema());
        table.indexes().forEach(index -> collectKeys(index.keySchema()));
    }

    private void collectKeys(KeySchema schema) {
        for (KeyAttribute attribute : schema.attributes()) {
            keyNames.add(attribute.name());
            if (attribute.type() != null) {
                keyTypes.putIfAbsent(attribute.name(), attribute.type());
            }
        }
    }

    Table table() {
        return table;
    }

    /** {@code /tables/N}. */
    JsonPointer path() {
        return path;
    }

    /** {@code /tables/N/globalSecondaryIndexes/G} or {@code /tables/N/localSecondaryIndexes/L}. */
    JsonPointer indexPath(int positionInIndexes) {
        return indexPaths.get(positionInIndexes);
    }

    /** {@code /tables/N/entities/E}. */
    JsonPointer entityPath(int entityIndex) {
        return path.child("entities").child(entityIndex);
    }

    /** Whether {@code name} is a key attribute of the table or any of its indexes. */
    boolean isKeyAttribute(String name) {
        return keyNames.contains(name);
    }

    /** Whether {@code name} is one of the table's own (primary key) attributes. */
    boolean isTableKeyAttribute(String name) {
        return table.keySchema().attributeNames().contains(name);
    }

    /** All key attribute names: the table's, then each index's, without repeats. */
    Set<String> keyAttributeNames() {
        return keyNames;
    }

    /** The declared type of a key attribute (the first declaration that has one). */
    Optional<ScalarType> keyType(String name) {
        return Optional.ofNullable(keyTypes.get(name));
    }

    /** The first entity of that name. */
    Optional<Entity> entity(String name) {
        return table.entity(name);
    }

    /**
     * The path of one attribute of a key: {@code BASE/partitionKey} when the key has one attribute (the file
     * writes the object form), {@code BASE/partitionKey/K} for multi-attribute GSI keys (the array form).
     */
    static JsonPointer keyPartPath(JsonPointer base, String member, List<KeyAttribute> parts, int k) {
        return parts.size() > 1 ? base.child(member).child(k) : base.child(member);
    }
}
