package dev.tablesmith.review;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Each key template an entity writes ({@code /tables/N/entities/E/keys/ATTR/template}).
 *
 * <ul>
 *   <li>It is bound to a key attribute of the table or one of its indexes, once.</li>
 *   <li>It parses, and every placeholder names one of the entity's attributes.</li>
 *   <li>Into an S key attribute, each placeholder renders text: filters suit their input (pad needs N), and
 *       the value type is S, N or BOOL.</li>
 *   <li>An N or B key attribute holds the number or bytes themselves, so its template is one placeholder of an
 *       attribute of that type, without literal text or filters.</li>
 *   <li>A table key attribute has no {@code when}: every item carries the full primary key. Conditions are
 *       checked by {@link SparseConditionRules}.</li>
 * </ul>
 */
final class EntityKeyRules implements TableRule {

    @Override
    public void check(TableContext context, List<Problem> problems) {
        List<Entity> entities = context.table().entities();
        for (int e = 0; e < entities.size(); e++) {
            Entity entity = entities.get(e);
            Set<String> written = new HashSet<>();
            for (EntityKey key : entity.keys()) {
                JsonPointer path = context.entityPath(e).child("keys").child(key.attribute());
                if (!written.add(key.attribute())) {
                    problems.add(Problem.at(path.toString(),
                            entity.name() + " writes '" + key.attribute() + "' more than once"));
                    continue;
                }
                if (!context.isKeyAttribute(key.attribute())) {
                    problems.add(Problem.at(path.toString(), "'" + key.attribute() + "' is not a key attribute of"
                            + " table " + context.table().name() + " or its indexes"));
                    continue;
                }
                checkTemplate(context, entity, key, path.child("template"), problems);
                if (key.when() != null && context.isTableKeyAttribute(key.attribute())) {
                    problems.add(Problem.at(path.child("when").toString(), "'" + key.attribute() + "' is part of"
                            + " the table's primary key, which every item has; only index keys can have a"
                            + " 'when' condition"));
                }
            }
        }
    }

    private static void checkTemplate(TableContext context, Entity entity, EntityKey key, JsonPointer path,
                                      List<Problem> problems) {
        KeyTemplate template;
        try {
            template = KeyTemplate.parse(key.template());
        } catch (TemplateSyntaxException e) {
            problems.add(new Problem(path.toString(), e.column(), e.getMessage()));
            return;
        }
        List<String> declared = entity.attributes().stream().map(Attribute::name).toList();
        Set<String> reported = new HashSet<>();
        for (Placeholder placeholder : template.placeholders()) {
            String name = placeholder.attribute();
            if (entity.attribute(name).isEmpty() && reported.add(name)) {
                problems.add(new Problem(path.toString(), placeholder.column(), "template refers to unknown"
                        + " attribute '" + name + "'" + NameSuggestions.didYouMean(name, declared)));
            }
        }
        Optional<ScalarType> keyType = context.keyType(key.attribute());
        if (keyType.isEmpty()) {
            return;
        }
        if (keyType.get() == ScalarType.S) {
            template.typeProblems(name -> entity.attribute(name).map(Attribute::type)).forEach(problem ->
                    problems.add(new Problem(path.toString(), problem.column(), problem.message())));
        } else {
            checkScalarKeyTemplate(entity, key.attribute(), keyType.get(), template, path, problems);
        }
    }

    private static void checkScalarKeyTemplate(Entity entity, String keyAttribute, ScalarType keyType,
                                               KeyTemplate template, JsonPointer path, List<Problem> problems) {
        if (!template.isSinglePlaceholder() || !template.placeholders().get(0).filters().isEmpty()) {
            problems.add(new Problem(path.toString(), 1, "'" + keyAttribute + "' is " + withArticle(keyType) + " key"
                    + " attribute, so its template must be one placeholder of " + withArticle(keyType) + " attribute,"
                    + " without literal text or filters"));
            return;
        }
        Placeholder only = template.placeholders().get(0);
        Optional<AttributeType> type = entity.attribute(only.attribute()).map(Attribute::type);
        if (type.isPresent() && type.get() != keyType.asAttributeType()) {
            problems.add(new Problem(path.toString(), only.column(), "'" + keyAttribute + "' is " + withArticle(keyType)
                    + " key attribute but '" + only.attribute() + "' is " + type.get()));
        }
    }

    /** "an N", "a B": how the messages name a key type. */
    static String withArticle(ScalarType type) {
        return (type == ScalarType.B ? "a " : "an ") + type;
    }
}
