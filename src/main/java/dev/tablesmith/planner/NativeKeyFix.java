package dev.tablesmith.planner;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The rung of the cheapest-fix ladder that avoids a backfill: a new GSI with a native multi-attribute key on
 * attributes the entity already has. DynamoDB builds a new GSI from the table's existing items itself (the index is
 * CREATING, then ACTIVE, once every item with its key attributes is indexed), so when the key is the entity's own
 * attributes no item needs rewriting; a GSI keyed by a new synthetic attribute ({@code GSI3PK = CARRIER#{carrier}})
 * holds nothing until every item has been rewritten with it.
 *
 * <p>The partition key is the pattern's equality attributes in order (at most
 * {@value KeySchema#MAX_MULTI_ATTRIBUTE_KEY_PARTS}, DynamoDB's limit per side), the sort key the attribute of its
 * range or its order, each typed as the entity declares it (S, N or B: numbers sort as numbers, with no padding).
 * Not offered when an attribute has another type, is already a key attribute of another type, or is both an
 * equality and the sort attribute, nor when an equality is a fixed value ({@code status = PUBLISHED}): such a
 * pattern is best served by a sparse index, whose key is written only on the items with that value, and only a
 * synthetic key attribute written under a condition can be sparse that way (a native key indexes every item that
 * has the attribute).
 */
final class NativeKeyFix {
    private NativeKeyFix() {
    }

    /** A fix adding GSI {@code index} keyed natively for {@code pattern}, if its attributes allow one. */
    static Optional<Fix> forNewIndex(Table table, AccessPattern pattern, Entity entity, String index) {
        Set<String> equalities = new LinkedHashSet<>();
        pattern.equalities().stream().map(Equality::attribute).forEach(equalities::add);
        String sort = pattern.range() != null ? pattern.range().attribute()
                : pattern.sort() != null ? pattern.sort().attribute() : null;
        if (equalities.isEmpty() || equalities.size() > KeySchema.MAX_MULTI_ATTRIBUTE_KEY_PARTS
                || equalities.contains(sort) || pattern.equalities().stream().anyMatch(Equality::isFixed)) {
            return Optional.empty();
        }
        List<KeyAttribute> partition = new ArrayList<>();
        for (String name : equalities) {
            Optional<KeyAttribute> key = typed(table, entity, name);
            if (key.isEmpty()) {
                return Optional.empty();
            }
            partition.add(key.get());
        }
        List<KeyAttribute> sortKey = new ArrayList<>();
        if (sort != null) {
            Optional<KeyAttribute> key = typed(table, entity, sort);
            if (key.isEmpty()) {
                return Optional.empty();
            }
            sortKey.add(key.get());
        }
        KeySchema schema = new KeySchema(partition, sortKey);
        Map<String, String> templates = new LinkedHashMap<>();
        schema.attributeNames().forEach(name -> templates.put(name, "{" + name + "}"));
        String summary = "add a new " + index + " with a native multi-attribute key on attributes " + entity.name()
                + " already has: partition " + describe(partition) + (sortKey.isEmpty() ? "" : ", sort "
                + describe(sortKey)) + "; no backfill: DynamoDB indexes the existing " + String.format(Locale.ROOT,
                "%,d", Fixes.existingItems(entity)) + " " + entity.name() + " items itself when it creates the GSI";
        return Optional.of(new Fix(ChangeCost.NEW_INDEX_OR_TEMPLATE, summary, index, templates, 0, schema));
    }

    private static Optional<KeyAttribute> typed(Table table, Entity entity, String name) {
        Optional<ScalarType> type = entity.attribute(name).map(Attribute::type).flatMap(t -> switch (t) {
            case S -> Optional.of(ScalarType.S);
            case N -> Optional.of(ScalarType.N);
            case B -> Optional.of(ScalarType.B);
            default -> Optional.empty();
        });
        if (type.isEmpty()) {
            return Optional.empty();
        }
        boolean conflict = table.keyAttributes().stream().anyMatch(k -> k.name().equals(name) && k.type() != null
                && k.type() != type.get());
        return conflict ? Optional.empty() : Optional.of(new KeyAttribute(name, type.get()));
    }

    private static String describe(List<KeyAttribute> keys) {
        return keys.stream().map(k -> k.name() + " (" + k.type() + ")").toList().toString();
    }
}
