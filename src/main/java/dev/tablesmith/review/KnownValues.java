package dev.tablesmith.review;

import dev.tablesmith.engine.IdentityMemo;
import dev.tablesmith.engine.ItemSize;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Item;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
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
        return VALUES.computeIfAbsent(samples, ConcurrentHashMap::new)
                .computeIfAbsent(entity.name() + '\u0000' + attribute, k -> collect(entity, attribute, samples));
    }

    /**
     * The UTF-8 length of the longest known value of the attribute once {@code form} is applied (a template's
     * case filter), or 0 when none is known: the same answer as measuring every value {@link #of} lists, without
     * collecting the distinct values first (a 100,000-item sample has as many distinct ids). {@code formName}
     * names the form in the cache ("upper", "lower", "" for none).
     */
    static long longestBytes(Entity entity, String attribute, List<Item> samples, UnaryOperator<String> form,
                             String formName) {
        if (samples.isEmpty()) {
            return measureLongest(entity, attribute, samples, form);
        }
        return LONGEST.computeIfAbsent(samples, ConcurrentHashMap::new).computeIfAbsent(
                formName + '\u0000' + entity.name() + '\u0000' + attribute,
                k -> measureLongest(entity, attribute, samples, form));
    }

    private static long measureLongest(Entity entity, String attribute, List<Item> samples,
                                       UnaryOperator<String> form) {
        long longest = 0;
        Optional<Attribute> declared = entity.attribute(attribute);
        if (declared.isPresent()) {
            for (String value : declared.get().examples()) {
                longest = Math.max(longest, ItemSize.utf8Length(form.apply(value)));
            }
            for (String value : declared.get().enumValues()) {
                longest = Math.max(longest, ItemSize.utf8Length(form.apply(value)));
            }
        }
        for (List<Item> items : List.of(samples, entity.records())) {
            for (Item item : items) {
                AttributeValue value = item.attributes().get(attribute);
                String text = value == null ? null : textOrNull(value);
                if (text != null) {
                    longest = Math.max(longest, ItemSize.utf8Length(form.apply(text)));
                }
            }
        }
        return longest;
    }

    /** Sample lists of the last few design versions (one per entity). */
    private static final IdentityMemo<List<Item>, Map<String, List<String>>> VALUES = new IdentityMemo<>(16);
    private static final IdentityMemo<List<Item>, Map<String, Long>> LONGEST = new IdentityMemo<>(16);

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
        return Optional.ofNullable(textOrNull(value));
    }

    private static String textOrNull(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        if (value instanceof AttributeValue.N n) {
            return n.value();
        }
        if (value instanceof AttributeValue.Bool b) {
            return Boolean.toString(b.value());
        }
        return null;
    }
}
