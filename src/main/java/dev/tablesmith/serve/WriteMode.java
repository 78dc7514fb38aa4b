package dev.tablesmith.serve;

/** What the design endpoint does with writes. */
public enum WriteMode {
    /** Writes change the served tables in memory; the design file is left as it was. */
    MEMORY,
    /** Writes change the served tables and are written back into the design file (atomically). */
    SAVE,
    /** Writes are refused with DynamoDB's AccessDeniedException shape; nothing changes. */
    READ_ONLY
}
