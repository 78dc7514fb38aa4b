package dev.tablesmith.io;

/**
 * The largest rates, counts and prices a design file may hold. DynamoDB itself sets no such limits, but estimates
 * multiply them (a rate times an item size times a price), and a rate of {@code 1e308} would overflow to infinity
 * and leave {@code plan}, {@code check} and the exports nothing to print. The bounds sit far above any real
 * table: a billion requests per second is thousands of times DynamoDB's highest published per-table peaks, and a
 * thousand trillion items at the smallest item size is an exabyte. Documented in docs/model-format.md.
 */
final class DesignBounds {
    /** Requests per second of one access pattern. */
    static final double MAX_RATE = 1e9;
    /** Item counts and distinct-value counts. */
    static final long MAX_COUNT = 1_000_000_000_000_000L;
    /** A price in the {@code pricing} block (dollars per unit). */
    static final double MAX_PRICE = 1e9;

    private DesignBounds() {
    }
}
