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
 *
 * <p>{@code onDemandThroughput} is the table's maximum on-demand throughput (only an on-demand table has one; null:
 * none, so the account's per-table quota bounds it) and {@code warmThroughput} the warm throughput the design asks
 * for (null: DynamoDB's own).
 */
public record TableSettings(BillingMode billingMode, Throughput provisioned, String ttlAttribute,
                            StreamViewType streamViewType, boolean pointInTimeRecovery,
                            OnDemandThroughput onDemandThroughput, WarmThroughput warmThroughput) {
    /** A design's point-in-time recovery when it does not say. */
    public static final boolean DEFAULT_POINT_IN_TIME_RECOVERY = true;

    public TableSettings {
        Objects.requireNonNull(billingMode, "billingMode");
    }

    /** Settings without a maximum on-demand throughput or warm throughput. */
    public TableSettings(BillingMode billingMode, Throughput provisioned, String ttlAttribute,
                         StreamViewType streamViewType, boolean pointInTimeRecovery) {
        this(billingMode, provisioned, ttlAttribute, streamViewType, pointInTimeRecovery, null, null);
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
        return new TableSettings(billingMode, provisioned, ttlAttribute, streamViewType, on, onDemandThroughput,
                warmThroughput);
    }

    /** These settings with another maximum on-demand throughput (null: none). */
    public TableSettings withOnDemandThroughput(OnDemandThroughput maximum) {
        return new TableSettings(billingMode, provisioned, ttlAttribute, streamViewType, pointInTimeRecovery, maximum,
                warmThroughput);
    }

    /** These settings with another warm throughput (null: DynamoDB's own). */
    public TableSettings withWarmThroughput(WarmThroughput warm) {
        return new TableSettings(billingMode, provisioned, ttlAttribute, streamViewType, pointInTimeRecovery,
                onDemandThroughput, warm);
    }

    /** These settings with the throughput limits (maximum on-demand and warm throughput) of {@code other}. */
    public TableSettings withThroughputLimitsOf(TableSettings other) {
        return withOnDemandThroughput(other.onDemandThroughput()).withWarmThroughput(other.warmThroughput());
    }
}
