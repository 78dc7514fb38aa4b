package dev.tablesmith.review;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import dev.tablesmith.template.RenderResult.Reason;
import dev.tablesmith.template.SparseCondition;
import dev.tablesmith.template.TemplateSyntaxException;
import java.math.BigDecimal;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An entity's sample records ({@code /tables/N/entities/E/records/R}): the values the engine renders items
 * from. Each value belongs to a declared attribute and has its declared type (an N value is a number), every
 * required attribute is present, enum attributes hold one of their values, and the record renders every key it
 * must: its table keys always, an index key whenever its condition holds. A record that cannot render its table
 * key would be an item DynamoDB refuses; one whose pad or date filter refuses a value would be an item whose
 * index key cannot be written.
 */
final class RecordRules implements TableRule {
    /** Render failures already reported by the type checks of attributes and templates. */
    private static final Set<Reason> REPORTED_ELSEWHERE =
            EnumSet.of(Reason.UNSUPPORTED_TYPE, Reason.NOT_A_SINGLE_PLACEHOLDER, Reason.NOT_A_NUMBER);

    @Override
    public void check(TableContext context, List<Problem> problems) {
        List<Entity> entities = context.table().entities();
        for (int e = 0; e < entities.size(); e++) {
            Entity entity = entities.get(e);
            List<String> declared = entity.attributes().stream().map(Attribute::name).toList();
            for (int r = 0; r < entity.records().size(); r++) {
                Item record = entity.records().get(r);
                JsonPointer path = context.entityPath(e).child("records").child(r);
                checkValues(context, entity, declared, record, path, problems);
                checkRequired(entity, record, path, problems);
                checkKeysRender(context, entity, record, path, problems);
            }
        }
    }

    private static void checkValues(TableContext context, Entity entity, List<String> declared, Item record,
                                    JsonPointer path, List<Problem> problems) {
        for (Map.Entry<String, AttributeValue> entry : record.attributes().entrySet()) {
            String name = entry.getKey();
            AttributeValue value = entry.getValue();
            String at = path.child(name).toString();
            Optional<Attribute> attribute = entity.attribute(name);
            if (attribute.isEmpty()) {
                problems.add(Problem.at(at, context.isKeyAttribute(name)
                        ? "'" + name + "' is a key attribute; records hold attribute values only, and keys are"
                                + " rendered from " + entity.name() + "'s key templates"
                        : "record attribute '" + name + "' is not declared by " + entity.name()
                                + NameSuggestions.didYouMean(name, declared)));
                continue;
            }
            Attribute declaration = attribute.get();
            if (value.type() != declaration.type()) {
                problems.add(Problem.at(at, "'" + name + "' is declared " + declaration.type()
                        + " but the record has " + value.type()));
                continue;
            }
            if (value instanceof AttributeValue.N n && !isNumber(n.value())) {
                problems.add(Problem.at(at, "'" + name + "' is N but '" + n.value() + "' is not a number"));
                continue;
            }
            enumText(value).filter(text -> !declaration.enumValues().isEmpty())
                    .filter(text -> !SparseConditionRules.inEnum(declaration, text))
                    .ifPresent(text -> problems.add(Problem.at(at, "'" + text + "' is not one of the values of '"
                            + name + "' (" + String.join(", ", declaration.enumValues()) + ")")));
        }
    }

    private static void checkRequired(Entity entity, Item record, JsonPointer path, List<Problem> problems) {
        for (Attribute attribute : entity.attributes()) {
            if (attribute.required() && !record.has(attribute.name())) {
                problems.add(Problem.at(path.toString(), "record lacks required attribute '" + attribute.name()
                        + "'"));
            }
        }
    }

    private static void checkKeysRender(TableContext context, Entity entity, Item record, JsonPointer path,
                                        List<Problem> problems) {
        for (EntityKey key : entity.keys()) {
            Optional<ScalarType> type = context.keyType(key.attribute());
            Optional<KeyTemplate> template = parse(key.template());
            if (type.isEmpty() || template.isEmpty() || !appliesTo(key, record)) {
                continue;
            }
            RenderResult result = template.get().renderAs(type.get(), record::get);
            if (!(result instanceof RenderResult.Unrenderable failure)
                    || REPORTED_ELSEWHERE.contains(failure.reason())) {
                continue;
            }
            boolean tableKey = context.isTableKeyAttribute(key.attribute());
            if (failure.reason() == Reason.MISSING_ATTRIBUTE) {
                boolean required = entity.attribute(failure.attribute()).map(Attribute::required).orElse(true);
                if (tableKey && !required) {
                    problems.add(Problem.at(path.toString(), "record has no '" + failure.attribute() + "', which "
                            + key.attribute() + "'s template needs; every item needs the table's primary key"));
                }
                continue;
            }
            problems.add(Problem.at(path.child(failure.attribute()).toString(),
                    "record cannot render " + key.attribute() + ": " + failure.message()));
        }
    }

    /** Whether the key is written for this record: always, or when its condition holds. */
    private static boolean appliesTo(EntityKey key, Item record) {
        if (key.when() == null) {
            return true;
        }
        try {
            return SparseCondition.parse(key.when()).test(record::get);
        } catch (TemplateSyntaxException invalid) {
            return false;
        }
    }

    private static Optional<KeyTemplate> parse(String text) {
        try {
            return Optional.of(KeyTemplate.parse(text));
        } catch (TemplateSyntaxException invalid) {
            return Optional.empty();
        }
    }

    private static Optional<String> enumText(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return Optional.of(s.value());
        }
        if (value instanceof AttributeValue.N n) {
            return Optional.of(n.value());
        }
        return Optional.empty();
    }

    static boolean isNumber(String text) {
        try {
            new BigDecimal(text.trim());
            return true;
        } catch (NumberFormatException notANumber) {
            return false;
        }
    }
}
