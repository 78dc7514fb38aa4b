package dev.tablesmith.review;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSegment;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Entity names and attribute declarations.
 *
 * <p>Entity names are unique within the table; attribute names are unique within an entity (one name, one
 * declaration, so one type).
 *
 * <p><b>An attribute named like a key attribute.</b> Key attributes ({@code PK}, {@code GSI1SK}) are not stored
 * from records: each item's key values are rendered from the entity's key templates. An entity attribute with a
 * key attribute's name would therefore be silently overwritten (or, if the entity writes no template for that key
 * attribute, would put the item into an index nobody designed it for). That is an error, with one exception that
 * multi-table and natural-key designs need: when the entity's template for that key attribute is exactly the
 * attribute itself ({@code userId} key, template {@code {userId}}) and the types agree, the attribute and the key
 * are the same value and nothing is overwritten.
 */
final class EntityRules implements TableRule {

    @Override
    public void check(TableContext context, List<Problem> problems) {
        Map<String, Integer> names = new HashMap<>();
        List<Entity> entities = context.table().entities();
        for (int e = 0; e < entities.size(); e++) {
            Entity entity = entities.get(e);
            JsonPointer path = context.entityPath(e);
            if (entity.name().isBlank()) {
                problems.add(Problem.at(path.child("name").toString(), "entity has no name"));
            } else {
                Integer earlier = names.putIfAbsent(entity.name(), e);
                if (earlier != null) {
                    problems.add(Problem.at(path.child("name").toString(), "entity name '" + entity.name()
                            + "' is already used by entities[" + earlier + "]"));
                }
            }
            checkAttributes(context, entity, path, problems);
        }
    }

    private static void checkAttributes(TableContext context, Entity entity, JsonPointer entityPath,
                                        List<Problem> problems) {
        Map<String, Integer> seen = new HashMap<>();
        for (int a = 0; a < entity.attributes().size(); a++) {
            Attribute attribute = entity.attributes().get(a);
            JsonPointer path = entityPath.child("attributes").child(a);
            if (attribute.name().isBlank()) {
                problems.add(Problem.at(path.child("name").toString(), "attribute has no name"));
                continue;
            }
            Integer earlier = seen.putIfAbsent(attribute.name(), a);
            if (earlier != null) {
                Attribute first = entity.attributes().get(earlier);
                if (first.type() == attribute.type()) {
                    problems.add(Problem.at(path.child("name").toString(), "attribute '" + attribute.name()
                            + "' is declared twice in " + entity.name() + " (also attributes[" + earlier + "])"));
                } else {
                    problems.add(Problem.at(path.child("type").toString(), "attribute '" + attribute.name()
                            + "' is declared twice in " + entity.name() + ", as " + first.type() + " and as "
                            + attribute.type()));
                }
                continue;
            }
            if (context.isKeyAttribute(attribute.name())) {
                checkKeyNamedAttribute(context, entity, attribute, path, problems);
            }
        }
    }

    private static void checkKeyNamedAttribute(TableContext context, Entity entity, Attribute attribute,
                                               JsonPointer path, List<Problem> problems) {
        String name = attribute.name();
        Optional<EntityKey> key = entity.key(name);
        if (key.isEmpty() || !isIdentity(key.get().template(), name)) {
            problems.add(Problem.at(path.child("name").toString(), "attribute '" + name + "' has the name of a key"
                    + " attribute, whose value is rendered from " + entity.name() + "'s key template; declare it"
                    + " only when that template is exactly {" + name + "}"));
            return;
        }
        Optional<ScalarType> keyType = context.keyType(name);
        if (keyType.isPresent() && keyType.get().asAttributeType() != attribute.type()) {
            problems.add(Problem.at(path.child("type").toString(), "attribute '" + name + "' is "
                    + attribute.type() + " but key attribute '" + name + "' is " + keyType.get()));
        }
    }

    /** Whether the template is {@code {name}}: one placeholder of the attribute itself, without filters. */
    static boolean isIdentity(String template, String name) {
        try {
            KeyTemplate parsed = KeyTemplate.parse(template);
            return parsed.isSinglePlaceholder()
                    && parsed.segments().get(0) instanceof TemplateSegment.Placeholder p
                    && p.attribute().equals(name) && p.filters().isEmpty();
        } catch (TemplateSyntaxException invalid) {
            return false;
        }
    }
}
