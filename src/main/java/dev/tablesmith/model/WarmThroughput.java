package dev.tablesmith.model;

/**
 * The warm throughput a design asks for on a table or GSI ({@code WarmThroughput}): the read and write units per
 * second it can serve instantly, before DynamoDB has to scale its partitions out (Developer Guide, "Understanding
 * DynamoDB warm throughput"). Either may be unset (null: DynamoDB's own value, 12,000 reads and 4,000 writes for a new
 * on-demand table); a set one is at least 1.
 *
 * @param readUnitsPerSecond  read units per second, or null
 * @param writeUnitsPerSecond write units per second, or null
 */
public record WarmThroughput(Long readUnitsPerSecond, Long writeUnitsPerSecond) {
    public WarmThroughput {
        if (readUnitsPerSecond == null && writeUnitsPerSecond == null) {
            throw new IllegalArgumentException("warm throughput needs read or write units per second");
        }
        if (readUnitsPerSecond != null && readUnitsPerSecond < 1
                || writeUnitsPerSecond != null && writeUnitsPerSecond < 1) {
            throw new IllegalArgumentException("warm throughput units are at least 1");
        }
    }
}
