package dev.tablesmith.model;

/**
 * The maximum throughput of an on-demand table or GSI ({@code OnDemandThroughput}): requests past
 * {@code MaxReadRequestUnits} read request units or {@code MaxWriteRequestUnits} write request units per second are
 * throttled ({@code MaxOnDemandThroughputExceeded}). Either may be unset (null: no maximum of that kind); a set one
 * is at least 1 (DynamoDB API Reference, "OnDemandThroughput"; Developer Guide, "DynamoDB maximum throughput for
 * on-demand tables").
 *
 * @param maxReadRequestUnits  read request units per second, or null
 * @param maxWriteRequestUnits write request units per second, or null
 */
public record OnDemandThroughput(Long maxReadRequestUnits, Long maxWriteRequestUnits) {
    public OnDemandThroughput {
        if (maxReadRequestUnits == null && maxWriteRequestUnits == null) {
            throw new IllegalArgumentException("maximum on-demand throughput needs read or write request units");
        }
        if (maxReadRequestUnits != null && maxReadRequestUnits < 1
                || maxWriteRequestUnits != null && maxWriteRequestUnits < 1) {
            throw new IllegalArgumentException("maximum request units are at least 1");
        }
    }
}
