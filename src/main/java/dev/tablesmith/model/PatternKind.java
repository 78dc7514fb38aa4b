package dev.tablesmith.model;

/** Whether an access pattern reads or writes. */
public enum PatternKind {
    READ, WRITE
}
