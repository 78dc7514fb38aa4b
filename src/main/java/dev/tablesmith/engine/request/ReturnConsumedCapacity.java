package dev.tablesmith.engine.request;

/** The {@code ReturnConsumedCapacity} parameter: none, the total, or the total broken down by table and index. */
public enum ReturnConsumedCapacity {
    NONE, TOTAL, INDEXES
}
