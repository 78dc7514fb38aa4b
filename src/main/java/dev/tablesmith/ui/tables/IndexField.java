package dev.tablesmith.ui.tables;

/**
 * A field of the table's forms (index, table key, names, settings), where a problem is shown; {@link #FORM} is the
 * form as a whole.
 */
public enum IndexField {
    NAME,
    KIND,
    PARTITION_KEY,
    SORT_KEY,
    PROJECTION,
    CAPACITY,
    DESIGN_NAME,
    TABLE_NAME,
    BILLING_MODE,
    BILLING,
    TTL,
    STREAM,
    RECOVERY,
    LIMITS,
    GSI_LIMITS,
    FORM
}
