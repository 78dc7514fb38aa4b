package dev.tablesmith.model;

import java.util.Objects;

/**
 * Table-level settings: billing mode (with the table's provisioned throughput when PROVISIONED), the TTL
 * attribute (an N attribute holding an epoch-seconds expiry; null when TTL is off), the stream view type
 * (null when streams are off) and point-in-time recovery (continuous backups, restorable to any second of the last
 * 35 days).
 *
 * <p>DynamoDB creates a table with point-in-time recovery off; a design has it on unless it says otherwise, since
 * continuous backups are the safe default for an application's data, and every infrastructure
 * export writes the design's choice (docs/decisions, "Point-in-time recovery in the design").
 */
public record TableSettings(BillingMode billingMode, Throughput provisioned, String ttlAttribute,
                            StreamViewType streamViewType, boolean pointInTimeRecovery) {
    /** A design's point-in-time recovery when it does not say. */
    public static final boolean DEFAULT_POINT_IN_TIME_RECOVERY = true;

    public TableSettings {
        Objects.requireNonNull(billingMode, "billingMode");
    }

    /** Settings with point-in-time recovery at its default (on). */
    public TableSettings(BillingMode billingMode, Throughput provisioned, String ttlAttribute,
                         StreamViewType streamViewType) {
        this(billingMode, provisioned, ttlAttribute, streamViewType, DEFAULT_POINT_IN_TIME_RECOVERY);
    }

    public static TableSettings onDemand() {
        return new TableSettings(BillingMode.PAY_PER_REQUEST, null, null, null);
    }

    public TableSettings withPointInTimeRecovery(boolean on) {
        return new TableSettings(billingMode, provisioned, ttlAttribute, streamViewType, on);
    }
}
