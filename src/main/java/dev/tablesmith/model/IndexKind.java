package dev.tablesmith.model;

/** The two kinds of secondary index. */
public enum IndexKind {
    /**
     * Global secondary index: any partition and sort key, eventually consistent reads only, may be added or
     * removed at any time, at most 20 per table by default.
     */
    GSI,
    /**
     * Local secondary index: the table's partition key with another sort key, created only with the table, at
     * most 5 per table, and its presence limits each item collection to 10 GB.
     */
    LSI
}
