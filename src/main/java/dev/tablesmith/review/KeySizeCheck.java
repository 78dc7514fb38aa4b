package dev.tablesmith.review;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.template.KeyTemplate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Key lengths. DynamoDB limits a partition key value to 2,048 bytes and a sort key value to 1,024 bytes (UTF-8),
 * for the table and for every index key, and refuses the write of an item whose key is longer.
 *
 * <ul>
 *   <li>{@code key-size}: the widest value a template can render ({@link KeyWidths}) is over the limit of the key
 *       attribute (the smaller one when an attribute is both a partition and a sort key, as in an inverted
 *       index).</li>
 *   <li>{@code unbounded-key-value}: free-text S attributes (no enum, no pad/date/datetime filter) rendered into
 *       keys, once per entity: their length is only as bounded as the application makes it.</li>
 * </ul>
 */
final class KeySizeCheck implements ReviewCheck {
    static final int MAX_PARTITION_KEY_BYTES = 2048;
    static final int MAX_SORT_KEY_BYTES = 1024;

    @Override
    public void check(ReviewContext context, List<Finding> findings) {
        Map<String, Integer> limits = limits(context);
        for (Entity entity : context.table().entities()) {
            Map<String, Set<String>> unbounded = new LinkedHashMap<>();
            for (EntityKey key : entity.keys()) {
                Integer limit = limits.get(key.attribute());
                Optional<KeyTemplate> template = ReviewContext.parse(key.template());
                if (limit == null || template.isEmpty()
                        || context.keyType(key.attribute()).map(t -> t != ScalarType.S).orElse(false)) {
                    continue;
                }
                KeyWidths widths = KeyWidths.of(template.get(), entity, context.scale().sampleItems(entity));
                widths.unbounded().forEach(a -> unbounded.computeIfAbsent(a, k -> new LinkedHashSet<>())
                        .add(key.attribute()));
                if (widths.bytes() > limit) {
                    findings.add(tooLong(context, entity, key, widths, limit));
                }
            }
            if (!unbounded.isEmpty()) {
                findings.add(unbounded(context, entity, unbounded));
            }
        }
    }

    /** The length limit of each key attribute: the smaller one when it plays both roles. */
    private static Map<String, Integer> limits(ReviewContext context) {
        Map<String, Integer> limits = new LinkedHashMap<>();
        for (IndexSpec spec : context.indexSpecs()) {
            for (KeyAttribute a : spec.keySchema().partitionKey()) {
                limits.merge(a.name(), MAX_PARTITION_KEY_BYTES, Math::min);
            }
            for (KeyAttribute a : spec.keySchema().sortKey()) {
                limits.merge(a.name(), MAX_SORT_KEY_BYTES, Math::min);
            }
        }
        return limits;
    }

    private static Finding tooLong(ReviewContext context, Entity entity, EntityKey key, KeyWidths widths, int limit) {
        String role = limit == MAX_SORT_KEY_BYTES ? "sort key" : "partition key";
        String message = entity.name() + "'s " + key.attribute() + " template " + key.template() + " can render "
                + Amounts.of(widths.bytes()) + " bytes, over DynamoDB's " + Amounts.of(limit) + "-byte " + role
                + " limit";
        String explanation = "DynamoDB refuses to write an item whose partition key value is longer than 2,048 bytes"
                + " or whose sort key value is longer than 1,024 bytes (UTF-8), on the table and on every index"
                + " key, so the longest value the template can render must fit. Widest value: "
                + widths.breakdown() + ". Keep keys short: put identifiers in keys and descriptive text in"
                + " ordinary attributes, and bound free text (an enum, a hash, or a length check in the"
                + " application) when it must be part of a key.";
        FindingLocation at = FindingLocation.at(context.templatePath(entity, key.attribute()).toString())
                .withEntity(entity.name()).withTemplate(key.template(), 0);
        return Finding.of(ReviewRule.KEY_SIZE, at, message, explanation);
    }

    private static Finding unbounded(ReviewContext context, Entity entity, Map<String, Set<String>> attributes) {
        List<String> parts = new ArrayList<>();
        attributes.forEach((a, keys) -> parts.add(a + " (" + String.join(", ", keys) + ")"));
        String message = entity.name() + " renders free-text attributes into keys with no length bound: "
                + String.join(", ", parts);
        String explanation = "A key value may be at most 2,048 bytes in a partition key and 1,024 bytes in a sort"
                + " key. Tablesmith can bound a placeholder only when its values are: an enum, a number, or a"
                + " pad/date/datetime filter that writes a fixed width. For free text it assumes the longest"
                + " example or sample value, which says nothing about the longest value the application will"
                + " write. Ids usually are short in practice; make sure the application checks the length of"
                + " anything user-supplied, and write dates and times through {x|date} or {x|datetime}, which"
                + " also makes them sort in time order whatever format they arrive in.";
        FindingLocation at = FindingLocation.at(context.entityPath(entity).child("keys").toString())
                .withEntity(entity.name());
        return Finding.of(ReviewRule.UNBOUNDED_KEY_VALUE, at, message, explanation);
    }
}
