package dev.tablesmith.engine.request;

import dev.tablesmith.model.AttributeValue;
import java.util.Map;

/** One {@code Get} of a TransactGetItems request. Null means "not given". */
public record TransactGetItem(String tableName, Map<String, AttributeValue> key, String projectionExpression,
                              Map<String, String> expressionAttributeNames) {
}
