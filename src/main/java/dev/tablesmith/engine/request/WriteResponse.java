package dev.tablesmith.engine.request;

/** The response of a write request. */
public sealed interface WriteResponse permits WriteItemResponse, TransactWriteItemsResponse {
}
