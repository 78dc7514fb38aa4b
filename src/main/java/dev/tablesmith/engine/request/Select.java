package dev.tablesmith.engine.request;

/** The {@code Select} parameter of Query and Scan. */
public enum Select {
    ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES, SPECIFIC_ATTRIBUTES, COUNT
}
