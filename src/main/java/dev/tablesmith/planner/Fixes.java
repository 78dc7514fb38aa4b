package dev.tablesmith.planner;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.SecondaryIndex;
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
 * The cheapest fix for a pattern that is not a plain Query or GetItem, in the seed's three levels of cost:
 * (1) an existing index already serves it; (2) a key template for the entity on an existing overloaded GSI, or a
 * new GSI, plus a backfill of the entity's existing items; (3) a key shape the entity's attributes cannot produce:
 * a new item type or a denormalized copy, which is a migration.
 */
final class Fixes {
    /** DynamoDB's default limit on GSIs per table. */
    static final int MAX_GSIS = 20;

    private Fixes() {
    }

    static Fix existingIndex(IndexVerdict better, AccessPattern pattern) {
        return new Fix(ChangeCost.EXISTING_INDEX, better.index() + " already serves it as a "
                + better.resolution().label() + (pattern.index() != null ? ": pin the pattern to " + better.index()
                + " instead of " + pattern.index() : ""), better.index(), Map.of(), 0);
    }

    static Optional<Fix> forPattern(Table table, AccessPattern pattern, List<Entity> entities,
                                    Optional<IndexVerdict> chosen) {
        if (entities.size() != 1) {
            return Optional.of(new Fix(ChangeCost.MIGRATION, "store " + String.join(" and ",
                    entities.stream().map(Entity::name).toList()) + " in one item collection (the same partition key "
                    + "template on one index, with sort key prefixes that sort next to each other): a new key shape for "
                    + "existing items, i.e. a migration", null, Map.of(), entities.stream()
                    .mapToLong(Fixes::existingItems).sum()));
        }
        Entity entity = entities.get(0);
        Set<String> needed = new LinkedHashSet<>();
        pattern.equalities().forEach(e -> needed.add(e.attribute()));
        Optional.ofNullable(pattern.range()).ifPresent(r -> needed.add(r.attribute()));
        Optional.ofNullable(pattern.sort()).ifPresent(s -> needed.add(s.attribute()));
        List<String> missing = needed.stream().filter(a -> entity.attribute(a).isEmpty()).toList();
        if (!missing.isEmpty()) {
            return Optional.of(new Fix(ChangeCost.MIGRATION, entity.name() + " does not have " + String.join(", ",
                    missing) + ": the pattern needs a key shape its attributes cannot produce; copy them onto "
                    + entity.name() + " (a denormalized copy) or add an item type that carries them, and migrate "
                    + "the existing " + count(existingItems(entity)) + " items", null, Map.of(),
                    existingItems(entity)));
        }
        if (pattern.equalities().isEmpty()) {
            return Optional.of(new Fix(ChangeCost.NEW_INDEX_OR_TEMPLATE, "give every " + entity.name()
                    + " one constant partition key value on a GSI (a sparse index of just " + entity.name()
                    + " items); beware: one partition key value is one hot partition", null, Map.of(),
                    existingItems(entity)));
        }
        return Optional.of(newTemplate(table, pattern, entity));
    }

    /**
     * A pad filter wide enough for the attribute's sample values and examples, keeping their decimals: zero-padding
     * to a fixed width makes numbers inside a string key sort as numbers.
     */
    static String padFor(Entity entity, String attribute) {
        int integerDigits = 1;
        int decimals = 0;
        List<String> texts = new ArrayList<>();
        entity.attribute(attribute).ifPresent(a -> texts.addAll(a.examples()));
        entity.records().forEach(r -> r.get(attribute).ifPresent(v -> texts.add(
                dev.tablesmith.engine.AttributeValues.display(v))));
        for (String text : texts) {
            try {
                java.math.BigDecimal value = new java.math.BigDecimal(text).abs();
                integerDigits = Math.max(integerDigits, value.precision() - value.scale());
                decimals = Math.max(decimals, Math.max(0, value.stripTrailingZeros().scale()));
                decimals = Math.max(decimals, Math.max(0, value.scale()));
            } catch (NumberFormatException ignored) {
                // not a number: the validator reports it
            }
        }
        int width = Math.max(integerDigits + 3, 6);
        return "pad:" + width + (decimals > 0 ? "." + decimals : "");
    }

    private static Fix newTemplate(Table table, AccessPattern pattern, Entity entity) {
        StringBuilder pk = new StringBuilder();
        for (Equality equality : pattern.equalities()) {
            if (pk.length() > 0) {
                pk.append('#');
            }
            pk.append(equality.attribute().toUpperCase(Locale.ROOT)).append("#{").append(equality.attribute())
                    .append('}');
        }
        String sortAttribute = pattern.range() != null ? pattern.range().attribute()
                : pattern.sort() != null ? pattern.sort().attribute() : null;
        String sortKey = sortAttribute == null ? null : "{" + sortAttribute
                + (entity.attribute(sortAttribute).map(a -> a.type() == AttributeType.N).orElse(false)
                ? "|" + padFor(entity, sortAttribute) : "") + "}";
        String sk = sortKey;
        Optional<SecondaryIndex> free = table.globalSecondaryIndexes().stream()
                .filter(gsi -> gsi.keySchema().attributes().stream().noneMatch(k -> entity.key(k.name()).isPresent()))
                .filter(gsi -> gsi.keySchema().partitionKey().size() == 1 && gsi.keySchema().sortKey().size()
                        == (sortKey == null ? gsi.keySchema().sortKey().size() : 1))
                .findFirst();
        String index;
        String pkName;
        String skName;
        String where;
        if (free.isPresent()) {
            index = free.get().name();
            pkName = free.get().keySchema().partitionKeyAttribute().name();
            skName = free.get().keySchema().sortKeyAttribute().map(k -> k.name()).orElse(null);
            if (skName != null && sk == null) {
                // An item is in a GSI only with every key attribute: give it a sort key value too, unique per item.
                sk = table.keySchema().sortKeyAttribute().flatMap(k -> entity.key(k.name())).map(k -> k.template())
                        .orElse(pk.toString());
            }
            where = "on the existing, overloaded " + index + " (" + entity.name() + " does not write it yet)";
        } else {
            int n = table.globalSecondaryIndexes().size() + 1;
            while (table.index("GSI" + n).isPresent()) {
                n++;
            }
            index = "GSI" + n;
            Optional<Fix> noBackfill = NativeKeyFix.forNewIndex(table, pattern, entity, index);
            if (noBackfill.isPresent()) {
                return noBackfill.get();
            }
            pkName = index + "PK";
            skName = sk == null ? null : index + "SK";
            String overloaded = table.globalSecondaryIndexes().stream()
                    .filter(g -> g.keySchema().partitionKey().size() == 1)
                    .map(g -> g.name() + " (" + entity.name() + " already writes " + g.keySchema()
                            .partitionKeyAttribute().name() + " = " + entity.key(g.keySchema().partitionKeyAttribute()
                            .name()).map(k -> k.template()).orElse("?") + ")").findFirst().orElse("");
            where = "on a new " + index + (overloaded.isEmpty() ? "" : "; overloading " + overloaded + " would need a "
                    + "second item per " + entity.name() + ", since an item holds one value per key attribute")
                    + (table.globalSecondaryIndexes().size() >= MAX_GSIS ? " (the table already has "
                    + MAX_GSIS + " GSIs, DynamoDB's default limit)" : "");
        }
        Map<String, String> templates = new LinkedHashMap<>();
        templates.put(pkName, pk.toString());
        if (skName != null && sk != null) {
            templates.put(skName, sk);
        }
        List<String> parts = new ArrayList<>();
        templates.forEach((k, v) -> parts.add(k + " = " + v));
        return new Fix(ChangeCost.NEW_INDEX_OR_TEMPLATE, "give " + entity.name() + " " + String.join(" and ", parts)
                + " " + where + "; backfill the " + count(existingItems(entity)) + " existing " + entity.name()
                + " items with the new attribute" + (templates.size() > 1 ? "s" : ""), index, templates,
                existingItems(entity));
    }

    /**
     * The entity's items a backfill must rewrite: its estimate, but never fewer than the sample records the design
     * already holds (an entity with 20 records and no estimate has 20 items, not 0).
     */
    static long existingItems(Entity entity) {
        return Math.max(entity.estimatedItemCount(), entity.records().size());
    }

    /** A count with thousands separators: 2,000,000. */
    private static String count(long n) {
        return String.format(Locale.ROOT, "%,d", n);
    }
}
