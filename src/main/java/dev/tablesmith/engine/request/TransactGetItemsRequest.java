package dev.tablesmith.engine.request;

import java.util.List;

/** A TransactGetItems request: up to 100 Gets, read together as of one moment. */
public record TransactGetItemsRequest(List<TransactGetItem> transactItems,
                                      ReturnConsumedCapacity returnConsumedCapacity) {
    public TransactGetItemsRequest {
        transactItems = transactItems == null ? null : List.copyOf(transactItems);
    }
}
