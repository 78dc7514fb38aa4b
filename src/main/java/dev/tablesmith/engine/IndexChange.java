package dev.tablesmith.engine;

/** What one write does to one secondary index. */
public enum IndexChange {
    /** The item was not in the index and is not afterwards. No index write. */
    ABSENT,
    /** The item gained every index key attribute: one write, of the new entry. */
    ENTERED,
    /** The item lost an index key attribute (or was deleted): one write, deleting the old entry. */
    LEFT,
    /** An index key value changed: two writes, deleting the old entry and putting the new one. */
    MOVED,
    /** The keys stayed, a projected attribute changed: one write, of the new entry. */
    UPDATED,
    /** The entry is the same before and after: no index write. */
    UNTOUCHED
}
