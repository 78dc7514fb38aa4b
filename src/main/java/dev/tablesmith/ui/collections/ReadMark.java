package dev.tablesmith.ui.collections;

/**
 * What the selected access pattern's request does with one index entry. A Query reads a contiguous slice of one
 * item collection (up to its Limit); a FilterExpression then discards some of what was read, and the discarded
 * entries are paid for all the same.
 */
public enum ReadMark {
    /** No read pattern is selected, or its request does not read this view. */
    NONE,
    /** Read and returned to the caller. */
    RETURNED,
    /** Read (and charged) but thrown away by the FilterExpression. */
    FILTERED_OUT,
    /** Not read at all. */
    NOT_READ
}
