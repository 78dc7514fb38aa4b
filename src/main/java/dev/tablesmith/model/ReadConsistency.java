package dev.tablesmith.model;

/**
 * Read consistency. A strongly consistent read costs twice the read units of an eventually consistent one
 * (1 RCU per 4 KB versus 0.5) and is not available on a GSI.
 */
public enum ReadConsistency {
    EVENTUAL, STRONG
}
