package dev.tablesmith.ui.tables;

/** A field of the index and table-key forms, where a problem is shown; {@link #FORM} is the form as a whole. */
public enum IndexField {
    NAME,
    KIND,
    PARTITION_KEY,
    SORT_KEY,
    PROJECTION,
    CAPACITY,
    FORM
}
