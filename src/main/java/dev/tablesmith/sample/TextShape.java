package dev.tablesmith.sample;

import dev.tablesmith.model.AttributeValue;
import java.util.List;

/**
 * String values: first the {@code front} values (the attribute's examples and the values its sparse conditions
 * name, so that {@code status = PENDING} finds pending items), then the values of a {@link TextFamily}.
 *
 * @param front  values that come first, distinct, none empty
 * @param family the generated values after them
 */
record TextShape(List<String> front, TextFamily family) implements ValueShape {
    TextShape {
        front = List.copyOf(front);
    }

    @Override
    public long capacity() {
        long more = family.capacity();
        return more == UNBOUNDED ? UNBOUNDED : front.size() + more;
    }

    @Override
    public long naturalSize() {
        return Math.min(capacity(), front.size() + family.naturalSize());
    }

    @Override
    public AttributeValue valueAt(long index) {
        return AttributeValue.s(index < front.size() ? front.get((int) index) : family.text(index - front.size()));
    }
}
