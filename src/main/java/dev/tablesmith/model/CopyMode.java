package dev.tablesmith.model;

/**
 * How a denormalized copy relates to its source: a SNAPSHOT is frozen when written (the customer's name at order
 * time) and never updated; a LIVE copy must follow every change of its source, so each write of the source must
 * also write the copy (in the same transaction, or from the stream).
 */
public enum CopyMode {
    SNAPSHOT, LIVE
}
