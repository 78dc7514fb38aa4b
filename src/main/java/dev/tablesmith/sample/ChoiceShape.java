package dev.tablesmith.sample;

import dev.tablesmith.model.AttributeValue;
import java.util.List;

/**
 * A closed set of values: an attribute's {@code enum}, the two booleans, or the one NULL.
 *
 * @param values the values, in declaration order; not empty
 */
record ChoiceShape(List<AttributeValue> values) implements ValueShape {
    ChoiceShape {
        values = List.copyOf(values);
        if (values.isEmpty()) {
            throw new IllegalArgumentException("a choice needs at least one value");
        }
    }

    static ChoiceShape booleans() {
        return new ChoiceShape(List.of(AttributeValue.bool(false), AttributeValue.bool(true)));
    }

    static ChoiceShape nulls() {
        return new ChoiceShape(List.of(AttributeValue.nul()));
    }

    @Override
    public long capacity() {
        return values.size();
    }

    @Override
    public long naturalSize() {
        return values.size();
    }

    @Override
    public AttributeValue valueAt(long index) {
        return values.get((int) index);
    }
}
