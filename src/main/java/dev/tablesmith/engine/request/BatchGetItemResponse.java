package dev.tablesmith.engine.request;

import dev.tablesmith.model.Item;
import java.util.List;
import java.util.Map;

/**
 * The response of BatchGetItem: the items found per table ({@code Responses}), keys not processed (always empty
 * in the simulation: sample data never throttles) and the consumed capacity per table.
 */
public record BatchGetItemResponse(Map<String, List<Item>> responses,
                                   Map<String, KeysAndAttributes> unprocessedKeys,
                                   List<ConsumedCapacity> consumedCapacity) {
}
