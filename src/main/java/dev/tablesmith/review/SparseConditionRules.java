package dev.tablesmith.review;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.template.Comparison;
import dev.tablesmith.template.ConditionValue;
import dev.tablesmith.template.SparseCondition;
import dev.tablesmith.template.SparseConditionParser;
import dev.tablesmith.template.TemplateSyntaxException;
import java.math.BigDecimal;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The sparse conditions ({@code /tables/N/entities/E/keys/ATTR/when}) that decide when an entity writes an
 * index key attribute, and so when its items appear in that index: the text parses, each attribute is one the
 * entity declares, and each value can equal the attribute (a number for N, true/false for BOOL, one of the
 * enum values when the attribute has an enum). A condition that can never hold makes an index nobody reads.
 */
final class SparseConditionRules implements TableRule {

    @Override
    public void check(TableContext context, List<Problem> problems) {
        List<Entity> entities = context.table().entities();
        for (int e = 0; e < entities.size(); e++) {
            Entity entity = entities.get(e);
            Set<String> seen = new HashSet<>();
            for (EntityKey key : entity.keys()) {
                if (key.when() != null && seen.add(key.attribute())) {
                    JsonPointer path = context.entityPath(e).child("keys").child(key.attribute()).child("when");
                    checkCondition(entity, key.when(), path.toString(), problems);
                }
            }
        }
    }

    private static void checkCondition(Entity entity, String text, String path, List<Problem> problems) {
        SparseCondition condition;
        try {
            condition = SparseConditionParser.parse(text);
        } catch (TemplateSyntaxException e) {
            problems.add(new Problem(path, e.column(), e.getMessage()));
            return;
        }
        List<String> declared = entity.attributes().stream().map(Attribute::name).toList();
        for (Comparison comparison : condition.comparisons()) {
            Optional<Attribute> attribute = entity.attribute(comparison.attribute());
            if (attribute.isEmpty()) {
                problems.add(new Problem(path, comparison.column(), "condition refers to unknown attribute '"
                        + comparison.attribute() + "'" + NameSuggestions.didYouMean(comparison.attribute(), declared)));
                continue;
            }
            for (ConditionValue value : comparison.values()) {
                valueProblem(attribute.get(), value)
                        .ifPresent(message -> problems.add(new Problem(path, value.column(), message)));
            }
        }
    }

    /** Why {@code value} can never equal a value of {@code attribute}, if it cannot. */
    static Optional<String> valueProblem(Attribute attribute, ConditionValue value) {
        String name = attribute.name();
        AttributeType type = attribute.type();
        if (type == AttributeType.N && !value.isNumber()) {
            return Optional.of("'" + value.text() + "' is not a number, but '" + name + "' is N");
        }
        if (type == AttributeType.BOOL && !value.text().equalsIgnoreCase("true")
                && !value.text().equalsIgnoreCase("false")) {
            return Optional.of("'" + value.text() + "' is not true or false, but '" + name + "' is BOOL");
        }
        if (type != AttributeType.S && type != AttributeType.N && type != AttributeType.BOOL) {
            return Optional.of("'" + name + "' is " + type + "; a condition compares only S, N and BOOL"
                    + " attributes with a value (use attribute_exists for others)");
        }
        if (!attribute.enumValues().isEmpty() && !inEnum(attribute, value.text())) {
            return Optional.of("'" + value.text() + "' is not one of the values of '" + name + "' ("
                    + String.join(", ", attribute.enumValues()) + ")");
        }
        return Optional.empty();
    }

    /** Whether {@code text} is one of the attribute's enum values (numerically for N). */
    static boolean inEnum(Attribute attribute, String text) {
        if (attribute.type() != AttributeType.N) {
            return attribute.enumValues().contains(text);
        }
        try {
            BigDecimal number = new BigDecimal(text.trim());
            return attribute.enumValues().stream().anyMatch(v -> {
                try {
                    return new BigDecimal(v.trim()).compareTo(number) == 0;
                } catch (NumberFormatException notANumber) {
                    return false;
                }
            });
        } catch (NumberFormatException notANumber) {
            return false;
        }
    }
}
