package dev.tablesmith.engine.request;

import java.util.List;

/**
 * The response of BatchWriteItem: {@code UnprocessedItems} (always empty here: the design's tables never throttle,
 * so every request is processed, and DynamoDB then sends {@code {}}) and the consumed capacity, one entry per table
 * in request order (empty when not asked for).
 */
public record BatchWriteItemResponse(List<ConsumedCapacity> consumedCapacity) {
    public BatchWriteItemResponse {
        consumedCapacity = List.copyOf(consumedCapacity);
    }
}
