package dev.tablesmith.review;

import dev.tablesmith.engine.IdentityMemo;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.Optional;
import java.util.Set;

/**
 * The values a design knows for an attribute, as text: its examples, its enum values and the values in the
 * entity's sample items. Checks that need the longest value, or a character that values contain, use these.
 */
final class KnownValues {
    private KnownValues() {
    }

    /**
     * The known values of one attribute. Several checks ask for the same attribute of the same sample items
     * (a design version's {@code ScaleEstimates.sampleItems} list, the same instance for every check), so answers
     * over a non-empty sample list are kept per list instance: 100,000 items are read once per attribute.
     */
    static List<String> of(Entity entity, String attribute, List<Item> samples) {
        if (samples.isEmpty()) {
            return collect(entity, attribute, samples);
        }
        return RECENT.computeIfAbsent(samples, ConcurrentHashMap::new)
                .computeIfAbsent(entity.name() + '\u0000' + attribute, k -> collect(entity, attribute, samples));
    }

    /** Sample lists of the last few design versions (one per entity). */
    private static final IdentityMemo<List<Item>, Map<String, List<String>>> RECENT = new IdentityMemo<>(16);

    private static List<String> collect(Entity entity, String attribute, List<Item> samples) {
        Set<String> values = new LinkedHashSet<>();
        Optional<Attribute> declared = entity.attribute(attribute);
        declared.ifPresent(a -> {
            values.addAll(a.examples());
            values.addAll(a.enumValues());
        });
        for (Item item : samples) {
            item.get(attribute).flatMap(KnownValues::text).ifPresent(values::add);
        }
        for (Item record : entity.records()) {
            record.get(attribute).flatMap(KnownValues::text).ifPresent(values::add);
        }
        return List.copyOf(values);
    }

    /** The value as key text: S as is, N as written, BOOL as true/false; nothing for other types. */
    static Optional<String> text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return Optional.of(s.value());
        }
        if (value instanceof AttributeValue.N n) {
            return Optional.of(n.value());
        }
        if (value instanceof AttributeValue.Bool b) {
            return Optional.of(Boolean.toString(b.value()));
        }
        return Optional.empty();
    }
}
