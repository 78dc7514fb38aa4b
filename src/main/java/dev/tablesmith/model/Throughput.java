package dev.tablesmith.model;

/**
 * Provisioned throughput: read capacity units (one strongly consistent 4 KB read per second, or two eventually
 * consistent ones) and write capacity units (one 1 KB write per second).
 */
public record Throughput(long readCapacityUnits, long writeCapacityUnits) {
    public Throughput {
        if (readCapacityUnits < 0 || writeCapacityUnits < 0) {
            throw new IllegalArgumentException("capacity units cannot be negative");
        }
    }
}
