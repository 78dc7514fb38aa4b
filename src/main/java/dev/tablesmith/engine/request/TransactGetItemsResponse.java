package dev.tablesmith.engine.request;

import dev.tablesmith.model.Item;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The response of TransactGetItems: {@code Responses}, one entry per Get in request order (null where no item has
 * the key, which DynamoDB sends as an empty object), and the consumed capacity per table (empty when not asked for).
 */
public record TransactGetItemsResponse(List<Item> responses, List<ConsumedCapacity> consumedCapacity) {
    public TransactGetItemsResponse {
        responses = Collections.unmodifiableList(new ArrayList<>(responses));
        consumedCapacity = List.copyOf(consumedCapacity);
    }
}
