package dev.tablesmith.sample;

import dev.tablesmith.model.AttributeValue;

/**
 * Binary values of a fixed length (never empty: DynamoDB rejects an empty binary key value), their bytes a
 * hash of the index.
 *
 * @param length bytes per value, at least 1
 */
record BinaryShape(int length) implements ValueShape {
    /** The length used when the attribute has no example to copy it from. */
    static final int DEFAULT_LENGTH = 16;

    BinaryShape {
        if (length < 1) {
            throw new IllegalArgumentException("binary values have at least one byte");
        }
    }

    @Override
    public long capacity() {
        return length >= 8 ? UNBOUNDED : 1L << (8 * length);
    }

    @Override
    public long naturalSize() {
        return Math.min(capacity(), TextFamily.Ids.DEFAULT_POOL);
    }

    /**
     * The first eight bytes are a bijective mix of the index (so different indexes give different values), any
     * further bytes a hash of it; a shorter value is the index times an odd constant, also a bijection.
     */
    @Override
    public AttributeValue valueAt(long index) {
        byte[] bytes = new byte[length];
        if (length < 8) {
            long scrambled = index * 0x9E3779B97F4A7C15L;
            for (int i = 0; i < length; i++) {
                bytes[i] = (byte) (scrambled >>> (8 * i));
            }
            return AttributeValue.b(bytes);
        }
        long word = 0;
        for (int i = 0; i < length; i++) {
            if (i % 8 == 0) {
                word = i == 0 ? Draws.mix(index) : Draws.mix(index, i / 8);
            }
            bytes[i] = (byte) (word >>> (8 * (i % 8)));
        }
        return AttributeValue.b(bytes);
    }
}
