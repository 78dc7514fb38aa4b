package dev.tablesmith.sample;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Sets, lists and maps of one to three elements drawn from an element shape. Sets never hold duplicates and are
 * never empty: DynamoDB rejects both ("Input collection contains duplicates", "An string set may not be empty").
 *
 * @param type     SS, NS, BS, L or M
 * @param element  the shape of the elements (strings for SS, L and M; numbers for NS; binary for BS)
 * @param mapKeys  for M: the attribute names to use inside the map, distinct; empty otherwise
 */
record CollectionShape(AttributeType type, ValueShape element, List<String> mapKeys) implements ValueShape {
    /** The most elements a generated collection holds. */
    static final int MAX_ELEMENTS = 3;

    CollectionShape {
        mapKeys = List.copyOf(mapKeys);
        if (type == AttributeType.M && mapKeys.isEmpty()) {
            throw new IllegalArgumentException("a map shape needs keys");
        }
    }

    @Override
    public long capacity() {
        return UNBOUNDED;
    }

    @Override
    public long naturalSize() {
        return element.naturalSize();
    }

    @Override
    public AttributeValue valueAt(long index) {
        int wanted = 1 + (int) Draws.pick(index, type == AttributeType.M ? mapKeys.size() : MAX_ELEMENTS);
        long range = Math.max(1, Math.min(element.capacity(), Math.max(element.naturalSize(), MAX_ELEMENTS)));
        Set<AttributeValue> elements = new LinkedHashSet<>();
        for (int p = 0; elements.size() < wanted && p < wanted * 4; p++) {
            elements.add(element.valueAt(Draws.pick(Draws.mix(index, p), range)));
        }
        List<AttributeValue> values = new ArrayList<>(elements);
        return switch (type) {
            case SS -> new AttributeValue.SS(values.stream().map(v -> ((AttributeValue.S) v).value()).toList());
            case NS -> new AttributeValue.NS(values.stream().map(v -> ((AttributeValue.N) v).value()).toList());
            case BS -> new AttributeValue.BS(values.stream().map(AttributeValue.B.class::cast).toList());
            case L -> new AttributeValue.L(values);
            case M -> map(values);
            default -> throw new IllegalStateException("not a collection type: " + type);
        };
    }

    private AttributeValue map(List<AttributeValue> values) {
        Map<String, AttributeValue> entries = new LinkedHashMap<>();
        for (int i = 0; i < values.size(); i++) {
            entries.put(mapKeys.get(i), values.get(i));
        }
        return new AttributeValue.M(entries);
    }
}
