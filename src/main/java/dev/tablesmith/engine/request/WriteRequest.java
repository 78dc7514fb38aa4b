package dev.tablesmith.engine.request;

/** A write request: PutItem, UpdateItem, DeleteItem or TransactWriteItems. */
public sealed interface WriteRequest
        permits PutItemRequest, UpdateItemRequest, DeleteItemRequest, TransactWriteItemsRequest {

    /** The operation's name in the DynamoDB API: {@code PutItem}, {@code UpdateItem}, ... */
    default String operation() {
        return getClass().getSimpleName().replace("Request", "");
    }
}
