package dev.tablesmith.model;

import java.util.Objects;

/**
 * Table-level settings: billing mode (with the table's provisioned throughput when PROVISIONED), the TTL
 * attribute (an N attribute holding an epoch-seconds expiry; null when TTL is off) and the stream view type
 * (null when streams are off).
 */
public record TableSettings(BillingMode billingMode, Throughput provisioned, String ttlAttribute,
                            StreamViewType streamViewType) {
    public TableSettings {
        Objects.requireNonNull(billingMode, "billingMode");
    }

    public static TableSettings onDemand() {
        return new TableSettings(BillingMode.PAY_PER_REQUEST, null, null, null);
    }
}
