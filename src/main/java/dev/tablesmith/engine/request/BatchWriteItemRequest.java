package dev.tablesmith.engine.request;

import java.util.List;
import java.util.Map;

/**
 * A BatchWriteItem request: up to 25 puts and deletes across tables ({@code RequestItems}: table name to its list,
 * in request order). Null means "not given".
 */
public record BatchWriteItemRequest(Map<String, List<BatchWriteEntry>> requestItems,
                                    ReturnConsumedCapacity returnConsumedCapacity) {
}
