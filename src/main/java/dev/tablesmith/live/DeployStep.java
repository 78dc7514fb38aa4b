package dev.tablesmith.live;

import dev.tablesmith.model.SecondaryIndex;

/**
 * One write a deploy makes, described exactly as it will be sent.
 *
 * @param kind        CreateTable, UpdateTable adding one GSI or a stream, UpdateTimeToLive, or
 *                    UpdateContinuousBackups
 * @param description what it does, in words (printed before the safety confirmation)
 * @param index       for {@link Kind#ADD_GLOBAL_SECONDARY_INDEX}, the index; else null
 */
public record DeployStep(Kind kind, String description, SecondaryIndex index) {
    /** The DynamoDB operation behind a step. */
    public enum Kind {
        /** {@code CreateTable} with the key schema, every GSI and LSI, billing and stream. */
        CREATE_TABLE,
        /** {@code UpdateTable} with one {@code GlobalSecondaryIndexUpdates: Create} (DynamoDB allows one at a time). */
        ADD_GLOBAL_SECONDARY_INDEX,
        /** {@code UpdateTable} with a {@code StreamSpecification} enabling the design's stream on an existing table. */
        ENABLE_STREAM,
        /** {@code UpdateTimeToLive} enabling TTL on the design's attribute. */
        ENABLE_TIME_TO_LIVE,
        /**
         * {@code UpdateContinuousBackups} turning point-in-time recovery on, once the table is ACTIVE (CreateTable
         * cannot).
         */
        ENABLE_POINT_IN_TIME_RECOVERY,
        /** {@code UpdateContinuousBackups} turning point-in-time recovery off, which deletes the restore points. */
        DISABLE_POINT_IN_TIME_RECOVERY
    }
}
