package dev.tablesmith.sample;

import dev.tablesmith.model.AttributeValue;
import java.math.BigDecimal;

/**
 * Fixed-point numbers from {@code low} to {@code high} in steps of one unit of the last decimal: with
 * {@code scale} 2, {@code 500..7996} are the prices {@code 5.00..79.96}. Values are written in plain decimal
 * with exactly {@code scale} decimals ({@code 19.90}, never {@code 1.99E+1}), which is a valid DynamoDB number and
 * what a {@code pad:W.S} filter with {@code S >= scale} accepts.
 *
 * @param lowUnits  the smallest value, in units of {@code 10^-scale}
 * @param highUnits the largest value, in units of {@code 10^-scale}; at least {@code lowUnits}
 * @param scale     the number of decimals, 0 for whole numbers
 */
record NumberShape(long lowUnits, long highUnits, int scale) implements ValueShape {
    NumberShape {
        if (highUnits < lowUnits || scale < 0) {
            throw new IllegalArgumentException("empty number range " + lowUnits + ".." + highUnits);
        }
    }

    @Override
    public long capacity() {
        long span = highUnits - lowUnits;
        return span < 0 || span == Long.MAX_VALUE ? UNBOUNDED : span + 1;
    }

    @Override
    public long naturalSize() {
        return capacity();
    }

    /**
     * This range, extended upwards when needed so that it holds at least {@code values} numbers: an attribute that
     * identifies its items needs a number of its own for each of them.
     */
    NumberShape holding(long values) {
        if (capacity() >= values) {
            return this;
        }
        return new NumberShape(lowUnits, Math.addExact(lowUnits, values - 1), scale);
    }

    @Override
    public AttributeValue valueAt(long index) {
        return AttributeValue.n(BigDecimal.valueOf(lowUnits + index, scale).toPlainString());
    }
}
