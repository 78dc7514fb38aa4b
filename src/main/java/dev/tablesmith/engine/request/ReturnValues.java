package dev.tablesmith.engine.request;

/**
 * The {@code ReturnValues} parameter of a write. PutItem and DeleteItem accept only NONE and ALL_OLD; UpdateItem all
 * five. DynamoDB refuses any other with "Return values set to invalid value".
 */
public enum ReturnValues {
    NONE, ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATED_NEW
}
