package dev.tablesmith.edit;

import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.AggregateRule;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.UniqueValue;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.Objects;
import java.util.Optional;

/**
 * What an entity's write-side declarations must be before an edit writes them, each refusal at the field it is
 * about. A copy holds another entity's data in one of this entity's attributes of the same type (or is a whole
 * item of another entity); an aggregate is a Number (DynamoDB has no COUNT or SUM at read time, so the value is
 * an N attribute kept by {@code ADD}); a unique value is an S, N or B attribute, because its guard item's partition
 * key is built from the value; the TTL attribute is a Number of epoch seconds (TTL skips an item whose attribute is
 * not a number).
 */
public final class EntityRelationRules {
    private EntityRelationRules() {
    }

    /** Why {@code copy} cannot be declared on {@code holder} (replacing {@code replacing}, or null when added). */
    public static Optional<FieldRefusal> copy(Table table, String holder, DenormalizedCopy copy,
                                              DenormalizedCopy replacing) {
        Entity entity = table.entity(holder).orElse(null);
        if (entity == null) {
            return refuse("entity", "there is no entity named " + holder);
        }
        if (!copy.wholeItem()) {
            Optional<FieldRefusal> target = holderAttribute(entity, copy.attribute(), "the copy");
            if (target.isPresent()) {
                return target;
            }
            Optional<String> taken = takenBy(entity, copy.attribute(), replacing, null);
            if (taken.isPresent()) {
                return refuse("attribute", taken.get());
            }
        }
        String sourceName = blankToNull(copy.sourceEntity());
        if (sourceName == null) {
            return refuse("sourceEntity", "choose the entity the copied data belongs to");
        }
        Optional<Entity> source = table.entity(sourceName);
        if (source.isEmpty()) {
            return refuse("sourceEntity", "the source entity " + sourceName + " does not exist in this table");
        }
        if (sourceName.equals(holder)) {
            return refuse("sourceEntity", holder + " cannot copy from itself: a copy holds another entity's data");
        }
        if (copy.wholeItem()) {
            if (blankToNull(copy.sourceAttribute()) != null) {
                return refuse("sourceAttribute", "a whole-item copy copies the whole " + sourceName
                        + " item: leave the source attribute empty");
            }
            boolean twice = entity.copies().stream().anyMatch(c -> !c.equals(replacing) && c.wholeItem()
                    && c.sourceEntity().equals(sourceName));
            return twice ? refuse("sourceEntity", holder + " is already a whole-item copy of " + sourceName)
                    : Optional.empty();
        }
        String sourceAttribute = blankToNull(copy.sourceAttribute());
        if (sourceAttribute == null) {
            return refuse("sourceAttribute", "choose the attribute of " + sourceName + " that " + copy.attribute()
                    + " copies");
        }
        Optional<Attribute> copied = source.get().attribute(sourceAttribute);
        if (copied.isEmpty()) {
            return refuse("sourceAttribute", sourceName + " has no attribute " + sourceAttribute);
        }
        AttributeType holds = entity.attribute(copy.attribute()).orElseThrow().type();
        if (holds != copied.get().type()) {
            return refuse("sourceAttribute", holder + "." + copy.attribute() + " is " + holds + ", but "
                    + sourceName + "." + sourceAttribute + " is " + copied.get().type()
                    + ": a copy has the type of its source");
        }
        return Optional.empty();
    }

    /** Why {@code aggregate} cannot be declared on {@code holder} (replacing {@code replacing}, or null). */
    public static Optional<FieldRefusal> aggregate(Table table, String holder, Aggregate aggregate,
                                                   Aggregate replacing) {
        Entity entity = table.entity(holder).orElse(null);
        if (entity == null) {
            return refuse("entity", "there is no entity named " + holder);
        }
        String verb = aggregate.rule() == AggregateRule.SUM ? "sum" : "count";
        Optional<FieldRefusal> target = holderAttribute(entity, aggregate.attribute(), "the " + verb);
        if (target.isPresent()) {
            return target;
        }
        AttributeType type = entity.attribute(aggregate.attribute()).orElseThrow().type();
        if (type != AttributeType.N) {
            return refuse("attribute", holder + "." + aggregate.attribute() + " holds a " + aggregate.rule()
                    + ", so it must be a number (N), not " + type);
        }
        Optional<String> taken = takenBy(entity, aggregate.attribute(), null, replacing);
        if (taken.isPresent()) {
            return refuse("attribute", taken.get());
        }
        String sourceName = blankToNull(aggregate.sourceEntity());
        if (sourceName == null) {
            return refuse("sourceEntity", "choose the entity whose items it " + verb + "s");
        }
        Optional<Entity> source = table.entity(sourceName);
        if (source.isEmpty()) {
            return refuse("sourceEntity", "the source entity " + sourceName + " does not exist in this table");
        }
        String summed = blankToNull(aggregate.sourceAttribute());
        if (aggregate.rule() == AggregateRule.COUNT) {
            return summed == null ? Optional.empty() : refuse("sourceAttribute", "a COUNT counts " + sourceName
                    + " items and adds up no attribute: leave the summed attribute empty");
        }
        if (summed == null) {
            return refuse("sourceAttribute", "a SUM needs a numeric source attribute: choose the attribute of "
                    + sourceName + " it adds up");
        }
        Optional<Attribute> added = source.get().attribute(summed);
        if (added.isEmpty()) {
            return refuse("sourceAttribute", sourceName + " has no attribute " + summed);
        }
        if (added.get().type() != AttributeType.N) {
            return refuse("sourceAttribute", "a SUM needs a numeric source attribute: " + sourceName + "." + summed
                    + " is " + added.get().type() + ", not N");
        }
        return Optional.empty();
    }

    /** Why {@code unique} cannot be declared on {@code holder} (replacing {@code replacing}, or null). */
    public static Optional<FieldRefusal> uniqueValue(Table table, String holder, UniqueValue unique,
                                                     UniqueValue replacing) {
        Entity entity = table.entity(holder).orElse(null);
        if (entity == null) {
            return refuse("entity", "there is no entity named " + holder);
        }
        String name = blankToNull(unique.attribute());
        if (name == null) {
            return refuse("attribute", "choose the attribute of " + holder + " whose values must be unique");
        }
        Optional<Attribute> attribute = entity.attribute(name);
        if (attribute.isEmpty()) {
            return refuse("attribute", holder + " has no attribute " + name);
        }
        if (!attribute.get().type().isKeyType()) {
            return refuse("attribute", holder + "." + name + " is " + attribute.get().type() + ", but a guard item's"
                    + " key holds the value, so a unique attribute must be S, N or B");
        }
        Optional<UniqueValue> already = entity.uniqueValues().stream()
                .filter(u -> !u.equals(replacing) && u.attribute().equals(name)).findFirst();
        if (already.isPresent()) {
            return refuse("attribute", holder + "." + name + " is already unique (guard key "
                    + already.get().keyTemplate() + ")");
        }
        return guardKey(table, entity, name, unique.keyTemplate());
    }

    /** Why {@code attribute} cannot be {@code holder}'s expiry; null (no expiry) is always fine. */
    public static Optional<FieldRefusal> ttlAttribute(Table table, String holder, String attribute) {
        Entity entity = table.entity(holder).orElse(null);
        if (entity == null) {
            return refuse("entity", "there is no entity named " + holder);
        }
        if (attribute == null) {
            return Optional.empty();
        }
        Optional<Attribute> found = entity.attribute(attribute);
        if (found.isEmpty()) {
            return refuse("ttlAttribute", holder + " has no attribute " + attribute);
        }
        if (found.get().type() != AttributeType.N) {
            return refuse("ttlAttribute", "the TTL attribute must be a number (N) of epoch seconds: " + holder + "."
                    + attribute + " is " + found.get().type() + ", and TTL skips items whose attribute is not a"
                    + " number");
        }
        return Optional.empty();
    }

    /** A suggested guard key for a unique attribute: {@code EMAIL#{email}} for {@code email}. */
    public static String suggestedGuardKey(String attribute) {
        String prefix = attribute.replaceAll("([a-z0-9])([A-Z])", "$1_$2").toUpperCase(java.util.Locale.ROOT);
        return prefix + "#{" + attribute + "}";
    }

    private static Optional<FieldRefusal> guardKey(Table table, Entity entity, String attribute, String text) {
        String template = blankToNull(text);
        if (template == null) {
            return refuse("keyTemplate", "the guard item needs a partition key template, e.g. "
                    + suggestedGuardKey(attribute));
        }
        KeyTemplate parsed;
        try {
            parsed = KeyTemplate.parse(template.strip());
        } catch (TemplateSyntaxException e) {
            return refuse("keyTemplate", "guard key " + e.describe() + " in " + template.strip());
        }
        for (String name : parsed.attributeNames()) {
            if (entity.attribute(name).isEmpty()) {
                return refuse("keyTemplate", "{" + name + "} is not an attribute of " + entity.name());
            }
        }
        if (!parsed.attributeNames().contains(attribute)) {
            return refuse("keyTemplate", "the guard key " + parsed.source() + " must contain {" + attribute
                    + "}, so each value gets a guard item of its own");
        }
        var typeProblems = parsed.typeProblems(n -> entity.attribute(n).map(Attribute::type));
        if (!typeProblems.isEmpty()) {
            return refuse("keyTemplate", "guard key column " + typeProblems.get(0).column() + ": "
                    + typeProblems.get(0).message());
        }
        String partitionKey = table.keySchema().partitionKeyAttribute().name();
        for (Entity other : table.entities()) {
            Optional<KeyTemplate> own = other.key(partitionKey).flatMap(k -> parse(k.template()));
            if (own.isPresent() && own.get().equals(parsed)) {
                return refuse("keyTemplate", "the guard key " + parsed.source() + " is " + other.name() + "'s own "
                        + partitionKey + " template: guard items would overwrite " + other.name() + " items");
            }
        }
        return Optional.empty();
    }

    /** The entity's attribute that holds a copy or an aggregate: chosen, and declared on the entity. */
    private static Optional<FieldRefusal> holderAttribute(Entity entity, String attribute, String what) {
        String name = blankToNull(attribute);
        if (name == null) {
            return refuse("attribute", "choose the attribute of " + entity.name() + " that holds " + what);
        }
        if (entity.attribute(name).isEmpty()) {
            return refuse("attribute", entity.name() + " has no attribute " + name
                    + ": add it under Attributes first");
        }
        return Optional.empty();
    }

    /** Whether another copy or aggregate (not the ones being replaced) already holds {@code attribute}. */
    private static Optional<String> takenBy(Entity entity, String attribute, DenormalizedCopy copyReplaced,
                                            Aggregate aggregateReplaced) {
        String where = entity.name() + "." + attribute;
        for (DenormalizedCopy copy : entity.copies()) {
            if (!copy.equals(copyReplaced) && Objects.equals(copy.attribute(), attribute)) {
                return Optional.of(where + " already holds a copy of " + copy.sourceText());
            }
        }
        for (Aggregate aggregate : entity.aggregates()) {
            if (!aggregate.equals(aggregateReplaced) && aggregate.attribute().equals(attribute)) {
                return Optional.of(where + " already holds an aggregate (" + describe(aggregate) + ")");
            }
        }
        return Optional.empty();
    }

    /** {@code COUNT of Order}, {@code SUM of OrderItem.qty}. */
    public static String describe(Aggregate aggregate) {
        return aggregate.rule() + " of " + aggregate.sourceEntity()
                + (aggregate.sourceAttribute() == null ? "" : "." + aggregate.sourceAttribute());
    }

    private static Optional<KeyTemplate> parse(String template) {
        try {
            return Optional.of(KeyTemplate.parse(template));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }

    private static Optional<FieldRefusal> refuse(String field, String message) {
        return Optional.of(new FieldRefusal(field, message));
    }
}
