package dev.tablesmith.edit;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;

/**
 * Commands on one access pattern of a table: replace it with an edited version, delete it, or duplicate it under a
 * new id, or add a new one (with the entity it names, when asked). Ids are unique within a table, so each command
 * refuses an id that is missing or already taken.
 */
public final class PatternEdits {
    private PatternEdits() {
    }

    /** Replaces the pattern with the same id (which must exist); {@code what} names the change for the Edit menu ("Set limit" gives "Set limit of AP2"). */
    public static Command edit(String tableName, String what, AccessPattern edited) {
        return DesignEdits.onTable(tableName, what + " of " + edited.id(), table -> {
            List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
            int at = indexOf(patterns, edited.id());
            if (at < 0) {
                throw new IllegalArgumentException("no access pattern " + edited.id());
            }
            patterns.set(at, edited);
            return table.withAccessPatterns(patterns);
        });
    }

    /** Removes the pattern with the given id; its place in the list comes back on undo. */
    public static Command delete(String tableName, String id) {
        return DesignEdits.onTable(tableName, "Delete access pattern " + id, table -> {
            List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
            if (indexOf(patterns, id) < 0) {
                throw new IllegalArgumentException("no access pattern " + id);
            }
            patterns.remove(indexOf(patterns, id));
            return table.withAccessPatterns(patterns);
        });
    }

    /** Copies the pattern {@code id} as {@code newId}, named "... (copy)", right after the original. */
    public static Command duplicate(String tableName, String id, String newId) {
        return DesignEdits.onTable(tableName, "Duplicate access pattern " + id + " as " + newId, table -> {
            List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
            int at = indexOf(patterns, id);
            if (at < 0) {
                throw new IllegalArgumentException("no access pattern " + id);
            }
            if (newId == null || newId.isBlank()) {
                throw new IllegalArgumentException("the copy needs an id");
            }
            if (indexOf(patterns, newId) >= 0) {
                throw new IllegalArgumentException("an access pattern with id " + newId + " already exists");
            }
            AccessPattern p = patterns.get(at);
            patterns.add(at + 1, new AccessPattern(newId, p.name() + " (copy)", p.description(), p.kind(),
                    p.entities(), p.equalities(), p.range(), p.sort(), p.limit(), p.requestsPerSecond(),
                    p.consistency(), p.index(), p.keyCondition(), p.exampleInputs(), p.write()));
            return table.withAccessPatterns(patterns);
        });
    }

    /**
     * Adds a new pattern at the end of the list and, in the same command (one undo step), gives {@code entity} the
     * {@code attributes} it lacks: the entity is created (no keys yet) when the table does not have it. With a null
     * {@code entity}, only the pattern is added (it may name an entity the table does not have yet).
     */
    public static Command add(String tableName, AccessPattern pattern, String entity, List<Attribute> attributes) {
        return DesignEdits.onTable(tableName, addDescription(pattern.id(), entity, attributes), table -> {
            if (indexOf(table.accessPatterns(), pattern.id()) >= 0) {
                throw new IllegalArgumentException("an access pattern with id " + pattern.id() + " already exists");
            }
            List<AccessPattern> patterns = new ArrayList<>(table.accessPatterns());
            patterns.add(pattern);
            return withAttributes(table, entity, attributes).withAccessPatterns(patterns);
        });
    }

    /**
     * Creates each of {@code entities} with {@code attributes} (or adds those it lacks to an existing one), for a
     * pattern that names them: "Create entity Post" in the pattern editor. One command, so one undo step.
     */
    public static Command createEntities(String tableName, List<String> entities, List<Attribute> attributes) {
        String names = String.join(", ", entities);
        return DesignEdits.onTable(tableName, (entities.size() == 1 ? "Create entity " : "Create entities ") + names,
                table -> {
                    Table result = table;
                    for (String entity : entities) {
                        result = withAttributes(result, entity, attributes);
                    }
                    return result;
                });
    }

    private static Table withAttributes(Table table, String entity, List<Attribute> attributes) {
        if (entity == null || entity.isBlank()) {
            return table;
        }
        List<Entity> entities = new ArrayList<>(table.entities());
        int at = -1;
        for (int i = 0; i < entities.size(); i++) {
            if (entities.get(i).name().equals(entity)) {
                at = i;
            }
        }
        if (at < 0) {
            entities.add(new Entity(entity, "", null, attributes, List.of(), 0, List.of()));
            return table.withEntities(entities);
        }
        Entity existing = entities.get(at);
        List<Attribute> merged = new ArrayList<>(existing.attributes());
        attributes.stream().filter(a -> existing.attribute(a.name()).isEmpty()).forEach(merged::add);
        if (merged.size() == existing.attributes().size()) {
            return table;
        }
        entities.set(at, existing.withAttributes(merged));
        return table.withEntities(entities);
    }

    private static String addDescription(String id, String entity, List<Attribute> attributes) {
        if (entity == null || entity.isBlank()) {
            return "Add access pattern " + id;
        }
        return "Add access pattern " + id + " with entity " + entity + (attributes.isEmpty() ? "" : " ("
                + String.join(", ", attributes.stream().map(Attribute::name).toList()) + ")");
    }

    private static int indexOf(List<AccessPattern> patterns, String id) {
        for (int i = 0; i < patterns.size(); i++) {
            if (patterns.get(i).id().equals(id)) {
                return i;
            }
        }
        return -1;
    }
}
