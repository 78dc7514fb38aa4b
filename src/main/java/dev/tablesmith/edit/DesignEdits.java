package dev.tablesmith.edit;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/** Commands for the common edits of a table's entity chart and access-pattern list. */
public final class DesignEdits {
    private DesignEdits() {
    }

    /** A command with a description and a change to one table. */
    public static Command onTable(String tableName, String description, UnaryOperator<Table> change) {
        return new Command() {
            @Override
            public Design apply(Design design) {
                Table table = design.table(tableName).orElseThrow(() ->
                        new IllegalArgumentException("no table " + tableName));
                return design.withTable(tableName, change.apply(table));
            }

            @Override
            public String description() {
                return description;
            }
        };
    }

    /** Sets (or, with a blank template, removes) the template an entity writes into a key attribute. */
    public static Command setKeyTemplate(String tableName, String entity, String keyAttribute, String template,
                                         String when) {
        return onTable(tableName, "Set " + entity + " " + keyAttribute + " to " + template,
                table -> withKeyTemplate(table, entity, keyAttribute, template, when));
    }

    /**
     * Sets (or, with a blank {@code when}, removes) the sparse condition of the key an entity writes into a key
     * attribute, keeping its template. DynamoDB leaves an item out of a secondary index when the item lacks one of
     * the index's key attributes, so a key written only under a condition makes the index sparse. Refused when the
     * entity does not write the attribute: a condition says on which items a template is written.
     */
    public static Command setKeyCondition(String tableName, String entity, String keyAttribute, String when) {
        boolean removes = when == null || when.isBlank();
        return onTable(tableName, removes ? "Remove the condition of " + entity + " " + keyAttribute
                : "Set the condition of " + entity + " " + keyAttribute + " to " + when.strip(), table -> {
                    EntityKey key = table.entity(entity).orElseThrow(() -> new IllegalArgumentException(
                            "no entity named " + entity)).key(keyAttribute).orElseThrow(() ->
                            new IllegalArgumentException(entity + " does not write " + keyAttribute
                                    + ": a condition needs a key template"));
                    return withKeyTemplate(table, entity, keyAttribute, key.template(), removes ? null : when.strip());
                });
    }

    private static Table withKeyTemplate(Table table, String entity, String keyAttribute, String template,
                                         String when) {
        return table.withEntities(table.entities().stream().map(e -> {
            if (!e.name().equals(entity)) {
                return e;
            }
            // Replace the key where it is (a new key goes in table key-attribute order), so an edit that is
            // saved and reloaded gives back the same design.
            List<EntityKey> keys = new ArrayList<>();
            boolean placed = false;
            for (var attribute : table.keyAttributes()) {
                if (attribute.name().equals(keyAttribute)) {
                    if (template != null && !template.isBlank()) {
                        keys.add(new EntityKey(keyAttribute, template.trim(), when));
                    }
                    placed = true;
                } else {
                    e.key(attribute.name()).ifPresent(keys::add);
                }
            }
            e.keys().stream().filter(k -> !keys.contains(k) && !k.attribute().equals(keyAttribute)
                    && table.keyAttributes().stream().noneMatch(a -> a.name().equals(k.attribute())))
                    .forEach(keys::add);
            if (!placed && template != null && !template.isBlank()) {
                keys.add(new EntityKey(keyAttribute, template.trim(), when));
            }
            return e.withKeys(keys);
        }).toList());
    }

    /** Renames an entity; access patterns that name it, and copies and aggregates of its data, follow. */
    public static Command renameEntity(String tableName, String from, String to) {
        return onTable(tableName, "Rename entity " + from + " to " + to, table -> {
            if (table.entity(to).isPresent()) {
                throw new IllegalArgumentException("an entity named " + to + " already exists");
            }
            List<Entity> entities = WriteRuleRenames.entityRenamed(table.entities().stream()
                    .map(e -> e.name().equals(from) ? e.withName(to) : e).toList(), from, to);
            List<AccessPattern> patterns = table.accessPatterns().stream().map(p -> p.withEntities(
                    p.entities().stream().map(n -> n.equals(from) ? to : n).toList())).toList();
            return table.withEntities(entities).withAccessPatterns(patterns);
        });
    }

    /** Adds an entity at the end of the chart. */
    public static Command addEntity(String tableName, Entity entity) {
        return onTable(tableName, "Add entity " + entity.name(), table -> {
            if (table.entity(entity.name()).isPresent()) {
                throw new IllegalArgumentException("an entity named " + entity.name() + " already exists");
            }
            List<Entity> entities = new ArrayList<>(table.entities());
            entities.add(entity);
            return table.withEntities(entities);
        });
    }

    /** Removes an entity (access patterns that name it keep the name, and the validator reports them). */
    public static Command deleteEntity(String tableName, String entity) {
        return onTable(tableName, "Delete entity " + entity, table -> table.withEntities(table.entities().stream()
                .filter(e -> !e.name().equals(entity)).toList()));
    }

    /** Replaces the access pattern with the same id, or adds it at the end. */
    public static Command putAccessPattern(String tableName, AccessPattern pattern) {
        return onTable(tableName, "Edit access pattern " + pattern.id(), table -> {
            List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
            int at = -1;
            for (int i = 0; i < patterns.size(); i++) {
                if (patterns.get(i).id().equals(pattern.id())) {
                    at = i;
                }
            }
            if (at >= 0) {
                patterns.set(at, pattern);
            } else {
                patterns.add(pattern);
            }
            return table.withAccessPatterns(patterns);
        });
    }
}
