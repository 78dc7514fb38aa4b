package dev.tablesmith.planner;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Whether a key value a request sends is one an entity's key template renders: {@code CUST#c1} fits
 * {@code CUST#{customerId}} (capturing customerId = c1), {@code PROFILE} fits only the constant {@code PROFILE}. Key
 * attributes are S or N (DynamoDB allows B too; a B key fits only a template that renders nothing, so never here).
 */
final class KeyFit {
    private KeyFit() {
    }

    /** The key value as template text: the string of an S, the digits of an N, empty for any other type. */
    static Optional<String> text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return Optional.of(s.value());
        }
        if (value instanceof AttributeValue.N n) {
            return Optional.of(n.value());
        }
        return Optional.empty();
    }

    /** The entity's template for a key attribute, parsed, or empty when it writes none (or it does not parse). */
    static Optional<KeyTemplate> template(Entity entity, String attribute) {
        Optional<EntityKey> key = entity.key(attribute);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        try {
            return Optional.of(KeyTemplate.parse(key.get().template()));
        } catch (TemplateSyntaxException e) {
            return Optional.empty();
        }
    }

    /**
     * The placeholder values read back from {@code value} through the entity's template for {@code attribute}, or
     * empty when the value does not fit it.
     */
    static Optional<Map<String, String>> capture(Entity entity, String attribute, AttributeValue value) {
        Optional<String> text = text(value);
        Optional<KeyTemplate> template = template(entity, attribute);
        if (text.isEmpty() || template.isEmpty()) {
            return Optional.empty();
        }
        return template.get().match(text.get());
    }

    /**
     * Values for every named key attribute captured together (one placeholder must read the same in all of them),
     * or empty when one of them does not fit.
     */
    static Optional<Map<String, String>> captureAll(Entity entity, Map<String, AttributeValue> key) {
        Map<String, String> all = new LinkedHashMap<>();
        for (Map.Entry<String, AttributeValue> e : key.entrySet()) {
            Optional<Map<String, String>> captured = capture(entity, e.getKey(), e.getValue());
            if (captured.isEmpty()) {
                return Optional.empty();
            }
            for (Map.Entry<String, String> c : captured.get().entrySet()) {
                String earlier = all.putIfAbsent(c.getKey(), c.getValue());
                if (earlier != null && !earlier.equals(c.getValue())) {
                    return Optional.empty();
                }
            }
        }
        return Optional.of(all);
    }

    /** The pattern's fixed equality a captured value contradicts ({@code status = PENDING}), if any. */
    static Optional<Equality> contradicted(AccessPattern pattern, Map<String, String> captured) {
        for (Equality equality : pattern.equalities()) {
            String value = captured.get(equality.attribute());
            if (equality.isFixed() && value != null && !value.equals(equality.value())) {
                return Optional.of(equality);
            }
        }
        return Optional.empty();
    }

    /** The pattern's entities that exist in the table, in the pattern's order. */
    static List<Entity> entities(Table table, AccessPattern pattern) {
        List<Entity> entities = new ArrayList<>();
        pattern.entities().forEach(name -> table.entity(name).ifPresent(entities::add));
        return entities;
    }

    /** The entities of the table whose table key templates render exactly this primary key. */
    static List<Entity> owners(Table table, Map<String, AttributeValue> primaryKey) {
        List<Entity> owners = new ArrayList<>();
        for (Entity entity : table.entities()) {
            if (captureAll(entity, primaryKey).isPresent()) {
                owners.add(entity);
            }
        }
        return owners;
    }

    /** The templates the entities write into one key attribute, for messages: {@code CUST#{customerId}}. */
    static String templates(List<Entity> entities, String attribute) {
        List<String> texts = new ArrayList<>();
        for (Entity entity : entities) {
            entity.key(attribute).map(EntityKey::template).filter(t -> !texts.contains(t)).ifPresent(texts::add);
        }
        return texts.isEmpty() ? "no template" : String.join(" or ", texts);
    }

    /** A value for messages: strings quoted, numbers as they are. */
    static String show(AttributeValue value) {
        return value instanceof AttributeValue.S s ? "\"" + s.value() + "\"" : text(value).orElse("(binary)");
    }
}
