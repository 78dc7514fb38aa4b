package dev.tablesmith.engine.request;

import java.util.List;

/** The response of TransactWriteItems: the consumed capacity per table (empty when not asked for). */
public record TransactWriteItemsResponse(List<ConsumedCapacity> consumedCapacity) implements WriteResponse {
    public TransactWriteItemsResponse {
        consumedCapacity = List.copyOf(consumedCapacity);
    }
}
