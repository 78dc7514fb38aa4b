package dev.tablesmith.engine.request;

import dev.tablesmith.model.Item;

/** The response of GetItem: the item (null when no item has the key) and the consumed capacity. */
public record GetItemResponse(Item item, ConsumedCapacity consumedCapacity) {
}
