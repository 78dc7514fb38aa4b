package dev.tablesmith.model;

/** The DynamoDB write operation a write access pattern performs. */
public enum WriteOperation {
    PUT, UPDATE, DELETE
}
