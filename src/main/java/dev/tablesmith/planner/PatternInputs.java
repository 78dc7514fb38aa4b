package dev.tablesmith.planner;

import dev.tablesmith.engine.DynamoNumber;
import dev.tablesmith.engine.KeyOrder;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.RangeOperator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The values a plan's request uses for a pattern's inputs: fixed values as the pattern states them, others from
 * the pattern's example inputs, else from the entity's sample records (so the request returns something on the
 * sample data), else a visible stand-in such as {@code <customerId>}. Values are typed by the entity attribute.
 */
final class PatternInputs {
    private final AccessPattern pattern;
    private final List<Entity> entities;
    private final Map<String, AttributeValue> equalities = new LinkedHashMap<>();
    private final Set<String> fixed = new LinkedHashSet<>();

    PatternInputs(AccessPattern pattern, List<Entity> entities) {
        this.pattern = pattern;
        this.entities = entities;
        for (Equality equality : pattern.equalities()) {
            String text = equality.isFixed() ? equality.value() : example(equality.attribute())
                    .orElse(null);
            if (equality.isFixed()) {
                fixed.add(equality.attribute());
            }
            AttributeValue value = text != null ? typed(equality.attribute(), text)
                    : sampleValue(equality.attribute(), false).orElse(typed(equality.attribute(),
                    "<" + equality.attribute() + ">"));
            equalities.put(equality.attribute(), value);
        }
    }

    /** Every equality attribute with its value, in the pattern's order. */
    Map<String, AttributeValue> equalities() {
        return equalities;
    }

    /** Whether the pattern fixes {@code attribute} to one value (e.g. status = PENDING). */
    boolean isFixed(String attribute) {
        return fixed.contains(attribute);
    }

    Optional<AttributeValue> equality(String attribute) {
        return Optional.ofNullable(equalities.get(attribute));
    }

    /** The values of the range condition: two for BETWEEN, one otherwise. */
    List<AttributeValue> rangeValues() {
        if (pattern.range() == null) {
            return List.of();
        }
        String attribute = pattern.range().attribute();
        if (pattern.range().operator() == RangeOperator.BETWEEN) {
            Optional<String> from = example("from").or(() -> example(attribute + "From"));
            Optional<String> to = example("to").or(() -> example(attribute + "To"));
            AttributeValue low = from.map(t -> typed(attribute, t)).or(() -> sampleValue(attribute, false))
                    .orElse(typed(attribute, "<from>"));
            AttributeValue high = to.map(t -> typed(attribute, t)).or(() -> sampleValue(attribute, true))
                    .orElse(typed(attribute, "<to>"));
            return List.of(low, high);
        }
        return List.of(example(attribute).or(() -> example("value")).map(t -> typed(attribute, t))
                .or(() -> sampleValue(attribute, false)).orElse(typed(attribute, "<" + attribute + ">")));
    }

    private Optional<String> example(String name) {
        return Optional.ofNullable(pattern.exampleInputs().get(name));
    }

    /** The declared type of an attribute on the pattern's entities (S when none declares it). */
    AttributeType typeOf(String attribute) {
        for (Entity entity : entities) {
            Optional<Attribute> declared = entity.attribute(attribute);
            if (declared.isPresent()) {
                return declared.get().type();
            }
        }
        return AttributeType.S;
    }

    private AttributeValue typed(String attribute, String text) {
        return switch (typeOf(attribute)) {
            case N -> AttributeValue.n(DynamoNumber.problem(text).isEmpty() ? text : "0");
            case BOOL -> AttributeValue.bool(Boolean.parseBoolean(text));
            default -> AttributeValue.s(text);
        };
    }

    /** The lowest (or highest) value of the attribute among the entities' sample records. */
    private Optional<AttributeValue> sampleValue(String attribute, boolean highest) {
        List<AttributeValue> found = new ArrayList<>();
        for (Entity entity : entities) {
            for (Item record : entity.records()) {
                record.get(attribute).ifPresent(found::add);
            }
        }
        if (found.isEmpty()) {
            return Optional.empty();
        }
        found.sort(KeyOrder.ASCENDING);
        return Optional.of(found.get(highest ? found.size() - 1 : 0));
    }
}
