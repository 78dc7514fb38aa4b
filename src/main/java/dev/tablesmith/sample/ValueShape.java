package dev.tablesmith.sample;

import dev.tablesmith.model.AttributeValue;

/**
 * A numbered family of attribute values of one kind (ISO dates in a range, prices with two decimals, ids like
 * {@code o123}, person names, ...): {@link #valueAt(long)} gives value number {@code index}, and different
 * indexes give different values as far as the family allows. Numbering values instead of drawing them directly is
 * what lets the generator honour a distinct-value estimate: drawing indexes from {@code [0, D)} gives at most D
 * distinct values, and with enough draws exactly D.
 */
interface ValueShape {
    /** The capacity of a family that can number as many values as asked for (ids, names with a suffix, ...). */
    long UNBOUNDED = Long.MAX_VALUE;

    /** How many distinct values the family has, or {@link #UNBOUNDED}. */
    long capacity();

    /**
     * How many values the family has before it has to repeat itself artificially (a name with a number after it):
     * the pool size used when the attribute declares no distinct-value estimate. At most {@link #capacity()}.
     */
    long naturalSize();

    /** Value number {@code index}, for {@code 0 <= index < capacity()}; a pure function of the index. */
    AttributeValue valueAt(long index);
}
