package dev.tablesmith.io.interop;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A table being imported, with where each entity, access pattern and item came from in the source, so that
 * anything removed later is reported at its source location.
 */
final class TableDraft {
    final String path;
    String name;
    KeySchema keySchema;
    final List<SecondaryIndex> indexes = new ArrayList<>();
    TableSettings settings = TableSettings.onDemand();
    final List<Entity> entities = new ArrayList<>();
    final List<String> entityPaths = new ArrayList<>();
    final List<AccessPattern> patterns = new ArrayList<>();
    final List<String> patternPaths = new ArrayList<>();
    final List<Item> items = new ArrayList<>();

    TableDraft(String path, String name, KeySchema keySchema) {
        this.path = path;
        this.name = name;
        this.keySchema = keySchema;
    }

    void addEntity(Entity entity, String source) {
        entities.add(entity);
        entityPaths.add(source);
    }

    void addPattern(AccessPattern pattern, String source) {
        patterns.add(pattern);
        patternPaths.add(source);
    }

    /**
     * Adds a sample item if DynamoDB's PutItem would accept it: it has the table's whole primary key, and every
     * table or index key attribute it carries has the declared type, is not empty and (for N) is a number. An item
     * PutItem would reject is dropped with a warning that says why.
     */
    void addItem(Item item, String source, ImportWarnings warnings) {
        if (accepts(item, source, warnings)) {
            items.add(item);
        }
    }

    /** Whether PutItem would accept {@code item} (see {@link #addItem}); if not, warns why it is dropped. */
    boolean accepts(Item item, String source, ImportWarnings warnings) {
        Optional<String> rejection = rejection(item);
        rejection.ifPresent(r -> warnings.add(source, "sample item dropped: " + r));
        return rejection.isEmpty();
    }

    private Optional<String> rejection(Item item) {
        if (item.attributes().isEmpty()) {
            return Optional.of("it is empty (DynamoDB needs at least the primary key)");
        }
        for (KeyAttribute key : keySchema.attributes()) {
            if (!item.has(key.name())) {
                return Optional.of("it has no " + key.name() + ", part of table " + name + "'s primary key");
            }
        }
        for (KeyAttribute key : keyAttributes()) {
            Optional<AttributeValue> value = item.get(key.name());
            if (value.isEmpty() || key.type() == null) {
                continue;
            }
            Optional<String> problem = keyValueProblem(key, value.get());
            if (problem.isPresent()) {
                return problem;
            }
        }
        return Optional.empty();
    }

    private static Optional<String> keyValueProblem(KeyAttribute key, AttributeValue value) {
        if (value.type() != key.type().asAttributeType()) {
            return Optional.of("key attribute " + key.name() + " is declared " + key.type() + " but the item has "
                    + value.type());
        }
        if (value instanceof AttributeValue.S s && s.value().isEmpty()) {
            return Optional.of("key attribute " + key.name() + " is an empty string (DynamoDB rejects empty key"
                    + " values)");
        }
        if (key.type() == ScalarType.N && value instanceof AttributeValue.N n && !isNumber(n.value())) {
            return Optional.of("key attribute " + key.name() + " is N but holds '" + n.value() + "'");
        }
        return Optional.empty();
    }

    private static boolean isNumber(String text) {
        try {
            new BigDecimal(text.strip());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** The table's and its indexes' key attributes (each name once, the first declaration's type). */
    List<KeyAttribute> keyAttributes() {
        Map<String, KeyAttribute> byName = new LinkedHashMap<>();
        keySchema.attributes().forEach(k -> byName.putIfAbsent(k.name(), k));
        indexes.forEach(i -> i.keySchema().attributes().forEach(k -> byName.putIfAbsent(k.name(), k)));
        return List.copyOf(byName.values());
    }

    Table toTable() {
        return new Table(name, keySchema, indexes, settings, entities, patterns, items);
    }
}
