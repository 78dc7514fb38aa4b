package dev.tablesmith.edit;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.Comparison;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.SparseCondition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Commands on one entity's attributes, and duplicating an entity. An entity's key templates build DynamoDB key
 * values from its attributes, so an attribute a template uses cannot be removed, and renaming an attribute rewrites
 * the templates, sparse conditions, sample records and the access patterns on that entity that name it. The same
 * holds for the copies, aggregates, unique values and expiry that name the attribute (on any entity).
 */
public final class EntityEdits {
    private EntityEdits() {
    }

    /** Adds an attribute at the end of the entity's attribute list; refuses an empty or duplicate name. */
    public static Command addAttribute(String tableName, String entityName, Attribute attribute) {
        return DesignEdits.onTable(tableName, "Add attribute " + attribute.name() + " to " + entityName, table -> {
            Entity entity = entity(table, entityName);
            checkName(entity, attribute.name(), null);
            List<Attribute> attributes = new ArrayList<>(entity.attributes());
            attributes.add(attribute);
            return replace(table, entityName, entity.withAttributes(attributes));
        });
    }

    /**
     * Replaces attribute {@code from} with {@code attribute} in place. When the name changes, the entity's key
     * templates and sparse conditions, its sample records, and the equalities, range, sort and example inputs of
     * the access patterns that return the entity follow the new name.
     */
    public static Command updateAttribute(String tableName, String entityName, String from, Attribute attribute) {
        String to = attribute.name();
        String description = from.equals(to) ? "Edit attribute " + from + " of " + entityName
                : "Rename attribute " + from + " of " + entityName + " to " + to;
        return DesignEdits.onTable(tableName, description, table -> {
            Entity entity = entity(table, entityName);
            if (entity.attribute(from).isEmpty()) {
                throw new IllegalArgumentException(entityName + " has no attribute " + from);
            }
            checkName(entity, to, from);
            List<Attribute> attributes = entity.attributes().stream().map(a -> a.name().equals(from) ? attribute : a)
                    .toList();
            Entity changed = entity.withAttributes(attributes);
            if (from.equals(to)) {
                return replace(table, entityName, changed);
            }
            changed = changed.withKeys(entity.keys().stream().map(k -> new EntityKey(k.attribute(),
                    renameInTemplate(k.template(), from, to), k.when() == null ? null
                    : renameInCondition(k.when(), from, to))).toList());
            changed = changed.withRecords(entity.records().stream().map(r -> renameInItem(r, from, to)).toList());
            Table renamed = replace(table, entityName, changed);
            renamed = renamed.withEntities(WriteRuleRenames.attributeRenamed(renamed.entities(), entityName, from, to));
            return renamed.withAccessPatterns(table.accessPatterns().stream().map(p -> p.entities()
                    .contains(entityName) ? renameInPattern(p, from, to) : p).toList());
        });
    }

    /** Removes an attribute; refuses when a key template or sparse condition of the entity uses it. */
    public static Command removeAttribute(String tableName, String entityName, String name) {
        return DesignEdits.onTable(tableName, "Remove attribute " + name + " from " + entityName, table -> {
            Entity entity = entity(table, entityName);
            if (entity.attribute(name).isEmpty()) {
                throw new IllegalArgumentException(entityName + " has no attribute " + name);
            }
            for (EntityKey key : entity.keys()) {
                if (templateNames(key.template()).contains(name)) {
                    throw new IllegalArgumentException("cannot remove " + name + ": the " + key.attribute()
                            + " template " + key.template() + " of " + entityName + " uses it");
                }
                if (key.when() != null && conditionNames(key.when()).contains(name)) {
                    throw new IllegalArgumentException("cannot remove " + name + ": the " + key.attribute()
                            + " condition " + key.when() + " of " + entityName + " uses it");
                }
            }
            WriteRuleRenames.use(table, entityName, name).ifPresent(reason -> {
                throw new IllegalArgumentException(reason);
            });
            return replace(table, entityName, entity.withAttributes(entity.attributes().stream()
                    .filter(a -> !a.name().equals(name)).toList()));
        });
    }

    /**
     * Copies an entity (attributes, key templates, estimate; not its sample records, whose key values would collide
     * with the original's) under a new name, right after the original; the copy gets an automatic colour.
     */
    public static Command duplicateEntity(String tableName, String entityName, String newName) {
        return DesignEdits.onTable(tableName, "Duplicate entity " + entityName + " as " + newName, table -> {
            Entity original = entity(table, entityName);
            if (newName == null || newName.isBlank()) {
                throw new IllegalArgumentException("an entity needs a name");
            }
            if (table.entity(newName).isPresent()) {
                throw new IllegalArgumentException("an entity named " + newName + " already exists");
            }
            Entity copy = new Entity(newName, original.description(), EntityColours.unused(table),
                    original.attributes(), original.keys(),
                    original.estimatedItemCount(), List.of());
            List<Entity> entities = new ArrayList<>(table.entities());
            entities.add(entities.indexOf(original) + 1, copy);
            return table.withEntities(entities);
        });
    }

    /** The template text with every placeholder of {@code from} naming {@code to}; unparsable text is unchanged. */
    static String renameInTemplate(String template, String from, String to) {
        Optional<KeyTemplate> parsed = parse(template);
        if (parsed.isEmpty() || !parsed.get().attributeNames().contains(from)) {
            return template;
        }
        return parsed.get().segments().stream().map(s -> s instanceof
                dev.tablesmith.template.TemplateSegment.Placeholder p && p.attribute().equals(from)
                ? new dev.tablesmith.template.TemplateSegment.Placeholder(to, p.filters(), p.column()).source()
                : s.source()).collect(Collectors.joining());
    }

    /** The condition text with every comparison on {@code from} testing {@code to}; unparsable text is unchanged. */
    static String renameInCondition(String condition, String from, String to) {
        SparseCondition parsed;
        try {
            parsed = SparseCondition.parse(condition);
        } catch (IllegalArgumentException e) {
            return condition;
        }
        if (!parsed.attributes().contains(from)) {
            return condition;
        }
        return parsed.comparisons().stream().map(c -> c.attribute().equals(from)
                ? new Comparison(to, c.operator(), c.values(), c.column()) : c).map(Comparison::source)
                .collect(Collectors.joining(" AND "));
    }

    private static AccessPattern renameInPattern(AccessPattern p, String from, String to) {
        List<Equality> equalities = p.equalities().stream().map(e -> e.attribute().equals(from)
                ? new Equality(to, e.value()) : e).toList();
        RangeCondition range = p.range() != null && p.range().attribute().equals(from)
                ? new RangeCondition(to, p.range().operator()) : p.range();
        SortOrder sort = p.sort() != null && p.sort().attribute().equals(from)
                ? new SortOrder(to, p.sort().direction()) : p.sort();
        Map<String, String> inputs = new LinkedHashMap<>();
        p.exampleInputs().forEach((k, v) -> inputs.put(k.equals(from) ? to : k, v));
        return new AccessPattern(p.id(), p.name(), p.description(), p.kind(), p.entities(), equalities, range, sort,
                p.limit(), p.requestsPerSecond(), p.consistency(), p.index(), p.keyCondition(), inputs, p.write());
    }

    private static Item renameInItem(Item item, String from, String to) {
        if (!item.has(from)) {
            return item;
        }
        Map<String, dev.tablesmith.model.AttributeValue> renamed = new LinkedHashMap<>();
        item.attributes().forEach((k, v) -> renamed.put(k.equals(from) ? to : k, v));
        return new Item(renamed);
    }

    private static List<String> templateNames(String template) {
        return parse(template).map(KeyTemplate::attributeNames).orElse(List.of());
    }

    private static List<String> conditionNames(String condition) {
        try {
            return SparseCondition.parse(condition).attributes();
        } catch (IllegalArgumentException e) {
            return List.of();
        }
    }

    private static Optional<KeyTemplate> parse(String template) {
        try {
            return Optional.of(KeyTemplate.parse(template));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static void checkName(Entity entity, String name, String except) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("an attribute needs a name");
        }
        if (!name.equals(name.strip())) {
            throw new IllegalArgumentException("attribute name '" + name + "' has spaces around it");
        }
        dev.tablesmith.template.AttributeNames.problem(name).ifPresent(problem -> {
            throw new IllegalArgumentException(problem); // decision 0012: templates must be able to name it
        });
        if (!name.equals(except) && entity.attribute(name).isPresent()) {
            throw new IllegalArgumentException(entity.name() + " already has an attribute named " + name);
        }
    }

    private static Entity entity(Table table, String name) {
        return table.entity(name).orElseThrow(() -> new IllegalArgumentException("no entity named " + name));
    }

    private static Table replace(Table table, String name, Entity replacement) {
        return table.withEntities(table.entities().stream().map(e -> e.name().equals(name) ? replacement : e)
                .toList());
    }
}
