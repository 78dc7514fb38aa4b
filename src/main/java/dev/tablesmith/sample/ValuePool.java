package dev.tablesmith.sample;

import dev.tablesmith.model.AttributeValue;
import java.util.Random;
import java.util.Set;

/**
 * The values one attribute draws from: the first {@code size} values of its shape, spread evenly over a bounded
 * shape (40 dates out of two years are 40 dates about 18 days apart, not the first 40 days).
 *
 * <p>{@code size} is the attribute's distinct-value estimate when it declares one (capped at what the shape can
 * hold), otherwise the shape's natural size. Drawing uniformly from the pool is what makes the cardinality of the
 * generated values follow the estimate: never more than D distinct values, and all D once there are enough
 * records. That matters for partition-heat estimates: 40 categories means 40 GSI partitions.
 *
 * <p>Pools of up to {@value #CACHED} values keep each value object once, so a million records share a few
 * hundred {@code S("PENDING")} objects instead of holding a million.
 */
final class ValuePool {
    /** Pools up to this size keep their values. */
    static final int CACHED = 4096;
    /** Draws a fresh value tries before scanning the pool in order. */
    private static final int FRESH_DRAWS = 64;
    private static final int SCAN_LIMIT = 100_000;

    private final ValueShape shape;
    private final long size;
    private final AttributeValue[] cache;

    ValuePool(ValueShape shape, Long distinctValues) {
        this.shape = shape;
        long wanted = distinctValues != null && distinctValues > 0 ? distinctValues : shape.naturalSize();
        this.size = Math.max(1, Math.min(wanted, shape.capacity()));
        this.cache = size <= CACHED ? new AttributeValue[(int) size] : null;
    }

    /** Value {@code k} of the pool, {@code 0 <= k < size()}. */
    AttributeValue value(long k) {
        if (cache == null) {
            return shape.valueAt(spread(k, size));
        }
        AttributeValue value = cache[(int) k];
        if (value == null) {
            value = shape.valueAt(spread(k, size));
            cache[(int) k] = value;
        }
        return value;
    }

    private long spread(long k, long poolSize) {
        long capacity = shape.capacity();
        if (capacity == ValueShape.UNBOUNDED || poolSize >= capacity) {
            return k;
        }
        return k * (capacity / poolSize);
    }

    /** A uniformly drawn value of the pool. */
    AttributeValue draw(Random random) {
        return value(Draws.below(random, size));
    }

    /**
     * A value no other item has, for an attribute that identifies its item ({@code customerId} of a Customer):
     * drawn from a pool at least twice as large as the values needed, so that a few draws find a free one.
     *
     * @param taken  values already in use
     * @param needed how many values the attribute will need in all
     * @return a value not in {@code taken}, or a taken one when the shape has no free value left
     */
    AttributeValue drawFresh(Random random, Set<AttributeValue> taken, long needed) {
        long wider = Math.max(size, Math.min(shape.capacity(), 2 * needed + taken.size()));
        AttributeValue value = null;
        for (int i = 0; i < FRESH_DRAWS; i++) {
            long k = Draws.below(random, wider);
            value = wider == size ? value(k) : shape.valueAt(spread(k, wider));
            if (!taken.contains(value)) {
                return value;
            }
        }
        for (long k = 0; k < Math.min(wider, SCAN_LIMIT); k++) {
            AttributeValue candidate = shape.valueAt(spread(k, wider));
            if (!taken.contains(candidate)) {
                return candidate;
            }
        }
        return value;
    }
}
