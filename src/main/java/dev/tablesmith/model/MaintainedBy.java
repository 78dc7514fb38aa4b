package dev.tablesmith.model;

/**
 * Who keeps derived data current: the writing call itself in the same TransactWriteItems (holds immediately), or a
 * consumer of the table's DynamoDB stream (eventually, usually within a second).
 */
public enum MaintainedBy {
    TRANSACTION, STREAM
}
