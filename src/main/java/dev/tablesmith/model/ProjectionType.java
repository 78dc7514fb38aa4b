package dev.tablesmith.model;

/** Which attributes DynamoDB copies into a secondary index. */
public enum ProjectionType {
    /** Every attribute of the item. */
    ALL,
    /** Only the table's and the index's key attributes. */
    KEYS_ONLY,
    /** The key attributes plus the listed non-key attributes. */
    INCLUDE
}
