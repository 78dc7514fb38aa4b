package dev.tablesmith.sample;

import java.util.Random;

/**
 * The random draws and hash mixing the generator is built on, written so that the same seed gives the same
 * values on every JVM: only the {@link Random} methods whose algorithm its Javadoc specifies
 * ({@code nextInt(bound)}, {@code nextLong()}, {@code nextDouble()}) are used, and labels are hashed with
 * {@link String#hashCode()}, whose formula is specified too.
 */
final class Draws {
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private Draws() {
    }

    /** A well-mixed 64-bit function of {@code z} (the SplitMix64 finalizer). */
    static long mix(long z) {
        long x = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        x = (x ^ (x >>> 27)) * 0x94D049BB133111EBL;
        return x ^ (x >>> 31);
    }

    /** A mixed value of two inputs, for deriving per-index choices without a random generator. */
    static long mix(long a, long b) {
        return mix(mix(a) + GOLDEN_GAMMA * (b + 1));
    }

    /** The seed of an independent stream, e.g. {@code seed(42, "entity:Order")}. */
    static long seed(long seed, String label) {
        return mix(seed, label.hashCode());
    }

    /** A random generator for the stream {@code label} of {@code seed}. */
    static Random random(long seed, String label) {
        return new Random(seed(seed, label));
    }

    /** A uniform draw in {@code [0, bound)}, for bounds up to {@link Long#MAX_VALUE}. */
    static long below(Random random, long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        if (bound <= Integer.MAX_VALUE) {
            return random.nextInt((int) bound);
        }
        return Math.floorMod(random.nextLong(), bound);
    }

    /** A non-negative value below {@code bound} derived from a mixed hash, for choices inside one value. */
    static long pick(long hash, long bound) {
        return Math.floorMod(mix(hash), bound);
    }
}
