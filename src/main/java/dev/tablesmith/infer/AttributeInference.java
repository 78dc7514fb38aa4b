package dev.tablesmith.infer;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The attributes of one entity, read from its items: every attribute name in order of first appearance, its
 * DynamoDB type, {@code required} when every item of the entity has it, and up to three example values.
 *
 * <p>DynamoDB does not fix an attribute's type: two items may hold a string and a number under the same name. An
 * entity attribute has one type, so the most frequent one is declared (on a tie, the first in S, N, B, BOOL, NULL, L, M, SS, NS, BS order) and a warning
 * names the others; items holding another type cannot be records of the entity and stay explicit items.
 */
final class AttributeInference {
    static final int MAX_EXAMPLES = 3;

    private AttributeInference() {
    }

    /** The declared attributes, plus one warning per attribute whose values have more than one type. */
    record Declarations(List<Attribute> attributes, List<String> warnings, Set<String> mixedTypes) {
        Optional<Attribute> attribute(String name) {
            return attributes.stream().filter(a -> a.name().equals(name)).findFirst();
        }

        /** Whether every item that has the attribute holds the declared type. */
        boolean hasOneType(String name) {
            return !mixedTypes.contains(name);
        }
    }

    /**
     * Declares the attributes of {@code items} except {@code excluded} (the key attributes, whose values the
     * templates render). {@code enumAttribute}, when given, gets its values as the enum (the type attribute).
     */
    static Declarations declare(String entity, List<Item> items, Set<String> excluded, Optional<String> enumAttribute) {
        Map<String, Map<AttributeType, Integer>> types = new LinkedHashMap<>();
        Map<String, Set<String>> examples = new LinkedHashMap<>();
        Map<String, Integer> presence = new LinkedHashMap<>();
        for (Item item : items) {
            item.attributes().forEach((name, value) -> {
                if (excluded.contains(name)) {
                    return;
                }
                types.computeIfAbsent(name, n -> new EnumMap<>(AttributeType.class)).merge(value.type(), 1,
                        Integer::sum);
                presence.merge(name, 1, Integer::sum);
                example(value).ifPresent(text -> examples.computeIfAbsent(name, n -> new LinkedHashSet<>()).add(text));
            });
        }
        List<Attribute> attributes = new ArrayList<>();
        List<String> warnings = new ArrayList<>();
        Set<String> mixed = new LinkedHashSet<>();
        types.forEach((name, counts) -> {
            AttributeType type = mostFrequent(counts);
            if (counts.size() > 1) {
                mixed.add(name);
                warnings.add("Attribute '" + name + "' of " + entity + " holds values of several types ("
                        + counts.entrySet().stream().map(e -> e.getKey() + " in " + e.getValue())
                        .collect(Collectors.joining(", ")) + "); it is declared " + type
                        + " and the items with other types are kept as explicit items.");
            }
            List<String> shown = examples.getOrDefault(name, Set.of()).stream().limit(MAX_EXAMPLES).toList();
            List<String> enumValues = enumAttribute.filter(name::equals).isPresent()
                    ? List.copyOf(examples.getOrDefault(name, Set.of())) : List.of();
            attributes.add(new Attribute(name, type, presence.get(name) == items.size(),
                    enumValues.isEmpty() ? shown : List.of(), null, enumValues));
        });
        return new Declarations(attributes, warnings, mixed);
    }

    private static AttributeType mostFrequent(Map<AttributeType, Integer> counts) {
        AttributeType best = null;
        for (Map.Entry<AttributeType, Integer> entry : counts.entrySet()) {
            if (best == null || entry.getValue() > counts.get(best)) {
                best = entry.getKey();
            }
        }
        return best;
    }

    /** A value as example text: strings and numbers as written, booleans as true/false, binary in base64. */
    static Optional<String> example(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return Optional.of(s.value());
        }
        if (value instanceof AttributeValue.N n) {
            return Optional.of(n.value());
        }
        if (value instanceof AttributeValue.Bool b) {
            return Optional.of(Boolean.toString(b.value()));
        }
        if (value instanceof AttributeValue.B b) {
            return Optional.of(b.base64());
        }
        return Optional.empty();
    }
}
