package dev.tablesmith.engine.request;

import java.util.List;

/** A TransactWriteItems request: up to 100 actions, applied all together or not at all. */
public record TransactWriteItemsRequest(List<TransactWriteItem> transactItems,
                                        ReturnConsumedCapacity returnConsumedCapacity)
        implements WriteRequest {
    public TransactWriteItemsRequest {
        transactItems = transactItems == null ? null : List.copyOf(transactItems);
    }
}
