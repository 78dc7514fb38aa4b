package dev.tablesmith.engine.request;

import dev.tablesmith.model.AttributeValue;
import java.util.Map;

/**
 * A Scan request, as the DynamoDB API takes it (parallel scan segments included). Null means "not given".
 */
public record ScanRequest(String tableName, String indexName, String filterExpression,
                          String projectionExpression, Map<String, String> expressionAttributeNames,
                          Map<String, AttributeValue> expressionAttributeValues, Integer limit,
                          Map<String, AttributeValue> exclusiveStartKey, Boolean consistentRead, Select select,
                          ReturnConsumedCapacity returnConsumedCapacity, Integer segment, Integer totalSegments) {

    public boolean strong() {
        return consistentRead != null && consistentRead;
    }
}
