package dev.tablesmith.engine;

/**
 * DynamoDB's capacity-unit arithmetic.
 *
 * <ul>
 *   <li>Reads: one read unit per 4 KB (4,096 bytes) or part of it for a strongly consistent read, half that for an
 *   eventually consistent one. A Query or Scan adds up the sizes of every item it evaluates (before any filter or
 *   projection) and rounds the sum up to the next 4 KB once per page; GetItem and BatchGetItem round each item
 *   separately, and a GetItem of an item that does not exist still costs the minimum (0.5 or 1). A read of a local
 *   secondary index that fetches items from the table adds each fetched item's full size, rounded up to 4 KB on
 *   its own ({@link TableFetch}).</li>
 *   <li>Writes: one write unit per 1 KB (1,024 bytes) or part of it, on the larger of the item before and after the
 *   write. Each secondary index whose entries change costs its own write units.</li>
 *   <li>Transactions: every read or write in TransactGetItems / TransactWriteItems costs twice as much.</li>
 * </ul>
 * Source: DynamoDB Developer Guide, "Read/write capacity mode" and "Item sizes and formats"; see
 * docs/semantics.md.
 */
public final class CapacityUnits {
    public static final int READ_UNIT_BYTES = 4096;
    public static final int WRITE_UNIT_BYTES = 1024;

    private CapacityUnits() {
    }

    /** Read units for one page of a Query or Scan that evaluated {@code bytes} in total. */
    public static double readUnitsForPage(long bytes, boolean stronglyConsistent) {
        return readUnits(readBlocks(bytes), stronglyConsistent);
    }

    /** The 4 KB blocks a read of {@code bytes} is charged for: the size rounded up to 4 KB, at least one block. */
    public static long readBlocks(long bytes) {
        return Math.max(1, ceilDiv(bytes, READ_UNIT_BYTES));
    }

    /** Read units for {@code blocks} 4 KB blocks: one each strongly consistent, half eventually consistent. */
    public static double readUnits(long blocks, boolean stronglyConsistent) {
        return stronglyConsistent ? blocks : blocks / 2.0;
    }

    /** Read units for one GetItem of an item of {@code bytes} (0 when it does not exist). */
    public static double readUnitsForItem(long bytes, boolean stronglyConsistent) {
        return readUnitsForPage(bytes, stronglyConsistent);
    }

    /** Write units for writing an item whose larger version (before or after) is {@code bytes}. */
    public static double writeUnits(long bytes) {
        return Math.max(1, ceilDiv(bytes, WRITE_UNIT_BYTES));
    }

    static long ceilDiv(long a, long b) {
        return (a + b - 1) / b;
    }
}
