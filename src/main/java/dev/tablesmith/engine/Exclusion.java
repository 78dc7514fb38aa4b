package dev.tablesmith.engine;

import dev.tablesmith.model.Item;

/**
 * An item an index does not contain, and why ("missing GSI2PK", "GSI1SK is N, index declares S").
 * DynamoDB writes an item to a secondary index only when the item has every key attribute of that index with the
 * index's declared type; that is what makes an index sparse.
 */
public record Exclusion(Item item, String reason) {
}
