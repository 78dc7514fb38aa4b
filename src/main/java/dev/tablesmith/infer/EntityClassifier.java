package dev.tablesmith.infer;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeySchema;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Decides which entity each sampled item belongs to.
 *
 * <ol>
 *   <li><b>Type attribute.</b> When at least half of the items carry a type attribute ({@code entity},
 *       {@code entityType}, {@code type}, {@code __typename}, {@code _type}, in any case) holding a name-like
 *       string, its value in PascalCase names the entity ({@code order_item} is {@code OrderItem}). When several
 *       such attributes exist, the one most items carry wins, then the one earlier in that list.</li>
 *   <li><b>Key prefixes</b>, for the other items. The partition key's prefix (the text before its first
 *       separator: {@code CUST} in {@code CUST#c1}) names the entity, unless the sort key carries a different
 *       label that is not a "self" label ({@code PROFILE}, {@code META}, {@code DETAILS}, {@code INFO},
 *       {@code ROOT}, {@code DATA}, {@code HEADER}, {@code SUMMARY}, {@code METADATA}): then the sort key's label
 *       names it. So PK {@code CUST#c1} with SK {@code ORDER#2026-01-02#o9} is an {@code Order}, with SK
 *       {@code PROFILE} a {@code Customer}, and PK {@code ORG#o1} with SK {@code ORG#o1} an
 *       {@code Organization}.</li>
 *   <li>When two key shapes would get the same name, the one named after its partition key keeps it and the
 *       other is qualified by its partition key ({@code CustomerOrder}); remaining clashes get a number.</li>
 *   <li><b>Fallback.</b> Items whose keys show no prefix and no label belong to one entity named after the
 *       table.</li>
 * </ol>
 */
final class EntityClassifier {
    static final List<String> TYPE_ATTRIBUTES =
            List.of("entity", "entitytype", "entity_type", "type", "__typename", "_type", "itemtype", "recordtype");
    private static final Set<String> SELF_LABELS =
            Set.of("PROFILE", "META", "METADATA", "DETAILS", "DETAIL", "INFO", "ROOT", "DATA", "HEADER", "SUMMARY");
    private static final Pattern NAME_LIKE = Pattern.compile("[A-Za-z_][A-Za-z0-9_ .-]{0,63}");

    /** Which entity each item belongs to, and the type attribute used, if any. */
    record Classification(List<String> entityOfItem, Optional<String> typeAttribute) {
    }

    /** A key shape: the partition key prefix and, for a child, the sort key label that names it. */
    private record Shape(String partitionPrefix, String childLabel) {
    }

    private EntityClassifier() {
    }

    static Classification classify(String tableName, KeySchema keySchema, List<Item> items) {
        Optional<String> typeAttribute = typeAttribute(items);
        Map<Item, Shape> shapes = new HashMap<>();
        Map<Shape, String> baseNames = new LinkedHashMap<>();
        for (Item item : items) {
            if (typeAttribute.isPresent() && typeName(item, typeAttribute.get()).isPresent()) {
                continue;
            }
            Shape shape = shape(keySchema, item);
            shapes.put(item, shape);
            baseNames.computeIfAbsent(shape, s -> baseName(tableName, s));
        }
        Map<Shape, String> names = resolveClashes(baseNames);
        List<String> entityOfItem = new ArrayList<>();
        for (Item item : items) {
            Optional<String> typed = typeAttribute.flatMap(attribute -> typeName(item, attribute));
            entityOfItem.add(typed.orElseGet(() -> names.get(shapes.get(item))));
        }
        return new Classification(entityOfItem, typeAttribute);
    }

    /** The type attribute at least half of the items carry with a name-like string, if there is one. */
    static Optional<String> typeAttribute(List<Item> items) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (Item item : items) {
            item.attributes().forEach((name, value) -> {
                if (TYPE_ATTRIBUTES.contains(name.toLowerCase(Locale.ROOT)) && value instanceof AttributeValue.S s
                        && NAME_LIKE.matcher(s.value()).matches()) {
                    counts.merge(name, 1, Integer::sum);
                }
            });
        }
        String best = null;
        for (Map.Entry<String, Integer> entry : counts.entrySet()) {
            if (entry.getValue() * 2 < items.size()) {
                continue;
            }
            if (best == null || entry.getValue() > counts.get(best) || (entry.getValue().equals(counts.get(best))
                    && rank(entry.getKey()) < rank(best))) {
                best = entry.getKey();
            }
        }
        return Optional.ofNullable(best);
    }

    private static int rank(String attribute) {
        return TYPE_ATTRIBUTES.indexOf(attribute.toLowerCase(Locale.ROOT));
    }

    private static Optional<String> typeName(Item item, String attribute) {
        return item.get(attribute).filter(AttributeValue.S.class::isInstance)
                .map(v -> ((AttributeValue.S) v).value()).filter(v -> NAME_LIKE.matcher(v).matches())
                .map(EntityNames::pascal).filter(name -> !name.isEmpty());
    }

    private static Shape shape(KeySchema keySchema, Item item) {
        String pk = text(item, keySchema.partitionKeyAttribute().name()).orElse("");
        String partitionPrefix = KeyParts.prefix(pk).orElse(null);
        Optional<String> label = keySchema.sortKeyAttribute().flatMap(k -> text(item, k.name()))
                .filter(sk -> !sk.equals(pk)).flatMap(KeyParts::label);
        boolean child = label.isPresent() && !SELF_LABELS.contains(label.get().toUpperCase(Locale.ROOT))
                && !label.get().equalsIgnoreCase(partitionPrefix);
        return new Shape(partitionPrefix, child ? label.get() : null);
    }

    private static Optional<String> text(Item item, String attribute) {
        return item.get(attribute).filter(AttributeValue.S.class::isInstance).map(v -> ((AttributeValue.S) v).value());
    }

    private static String baseName(String tableName, Shape shape) {
        if (shape.childLabel() != null) {
            return EntityNames.fromPrefix(shape.childLabel());
        }
        return shape.partitionPrefix() != null ? EntityNames.fromPrefix(shape.partitionPrefix())
                : EntityNames.fallback(tableName);
    }

    private static Map<Shape, String> resolveClashes(Map<Shape, String> baseNames) {
        Map<String, Integer> uses = new HashMap<>();
        baseNames.values().forEach(name -> uses.merge(name, 1, Integer::sum));
        Map<Shape, String> qualified = new LinkedHashMap<>();
        baseNames.forEach((shape, name) -> {
            boolean clash = uses.get(name) > 1 && shape.childLabel() != null && shape.partitionPrefix() != null;
            qualified.put(shape, clash ? EntityNames.fromPrefix(shape.partitionPrefix()) + name : name);
        });
        Map<String, Integer> seen = new HashMap<>();
        Map<Shape, String> unique = new LinkedHashMap<>();
        qualified.forEach((shape, name) -> {
            int n = seen.merge(name, 1, Integer::sum);
            unique.put(shape, n == 1 ? name : name + n);
        });
        return unique;
    }
}
