package dev.tablesmith.sample;

import dev.tablesmith.model.AttributeValue;
import java.time.LocalDate;

/**
 * ISO calendar dates ({@code 2026-07-14}), one per day from {@code first} on: the form a {@code date} filter
 * reads and that sorts chronologically as a string.
 *
 * @param first the earliest date
 * @param days  how many consecutive days, at least 1
 */
record DateShape(LocalDate first, long days) implements ValueShape {
    DateShape {
        if (days < 1) {
            throw new IllegalArgumentException("a date range has at least one day");
        }
    }

    @Override
    public long capacity() {
        return days;
    }

    @Override
    public long naturalSize() {
        return days;
    }

    @Override
    public AttributeValue valueAt(long index) {
        return AttributeValue.s(first.plusDays(index).toString());
    }
}
