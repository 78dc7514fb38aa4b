package dev.tablesmith.ui.tables;

import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.StreamViewType;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What the table settings form holds, as typed: the billing mode, the table's read and write capacity units and each
 * GSI's (used when provisioned), the TTL attribute (blank: TTL off), the stream view type (null: no stream) and
 * point-in-time recovery.
 *
 * @param gsiCapacity each GSI's {read, write} text by index name, in the table's order
 * @param tableLimits the table's maximum on-demand throughput and warm throughput as typed
 * @param gsiLimits   each GSI's, by index name, in the table's order
 */
public record SettingsForm(BillingMode billingMode, String readCapacity, String writeCapacity,
                           Map<String, Capacity> gsiCapacity, String ttlAttribute, StreamViewType stream,
                           boolean pointInTimeRecovery, Limits tableLimits, Map<String, Limits> gsiLimits) {
    /**
     * Maximum on-demand read and write request units and warm read and write units per second, as typed; blank
     * means not set.
     */
    public record Limits(String maxRead, String maxWrite, String warmRead, String warmWrite) {
        /** Nothing set. */
        public static final Limits NONE = new Limits("", "", "", "");

        public Limits {
            maxRead = maxRead == null ? "" : maxRead.strip();
            maxWrite = maxWrite == null ? "" : maxWrite.strip();
            warmRead = warmRead == null ? "" : warmRead.strip();
            warmWrite = warmWrite == null ? "" : warmWrite.strip();
        }
    }

    /** A form without throughput limits for the table or any GSI. */
    public SettingsForm(BillingMode billingMode, String readCapacity, String writeCapacity,
                        Map<String, Capacity> gsiCapacity, String ttlAttribute, StreamViewType stream,
                        boolean pointInTimeRecovery) {
        this(billingMode, readCapacity, writeCapacity, gsiCapacity, ttlAttribute, stream, pointInTimeRecovery,
                Limits.NONE, Map.of());
    }

    /** Read and write capacity units as typed. */
    public record Capacity(String read, String write) {
        public Capacity {
            read = read == null ? "" : read.strip();
            write = write == null ? "" : write.strip();
        }
    }

    public SettingsForm {
        Objects.requireNonNull(billingMode, "billingMode");
        readCapacity = readCapacity == null ? "" : readCapacity.strip();
        writeCapacity = writeCapacity == null ? "" : writeCapacity.strip();
        gsiCapacity = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(gsiCapacity));
        ttlAttribute = ttlAttribute == null ? "" : ttlAttribute.strip();
        tableLimits = tableLimits == null ? Limits.NONE : tableLimits;
        gsiLimits = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(gsiLimits == null ? Map.of()
                : gsiLimits));
    }
}
