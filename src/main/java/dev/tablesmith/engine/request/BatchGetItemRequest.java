package dev.tablesmith.engine.request;

import java.util.Map;

/** A BatchGetItem request: up to 100 keys across tables. */
public record BatchGetItemRequest(Map<String, KeysAndAttributes> requestItems,
                                  ReturnConsumedCapacity returnConsumedCapacity) {
}
