package dev.tablesmith.engine.request;

import dev.tablesmith.model.Item;

/**
 * The response of PutItem, UpdateItem or DeleteItem.
 *
 * @param attributes       {@code Attributes}: what {@code ReturnValues} asked for, or null (NONE, or nothing to
 *                         return)
 * @param consumedCapacity {@code ConsumedCapacity}, or null when not asked for
 */
public record WriteItemResponse(Item attributes, ConsumedCapacity consumedCapacity) implements WriteResponse {
}
