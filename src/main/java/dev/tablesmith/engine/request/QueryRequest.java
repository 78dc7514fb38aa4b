package dev.tablesmith.engine.request;

import dev.tablesmith.model.AttributeValue;
import java.util.Map;

/**
 * A Query request, as the DynamoDB API takes it. Null means "not given" for every optional field.
 *
 * @param tableName                 {@code TableName}
 * @param indexName                 {@code IndexName}, or null for the base table
 * @param keyConditionExpression    {@code KeyConditionExpression} (required)
 * @param filterExpression          {@code FilterExpression}
 * @param projectionExpression      {@code ProjectionExpression}
 * @param expressionAttributeNames  {@code ExpressionAttributeNames}
 * @param expressionAttributeValues {@code ExpressionAttributeValues}
 * @param scanIndexForward          {@code ScanIndexForward} (default true)
 * @param limit                     {@code Limit}: the most items to evaluate (before the filter)
 * @param exclusiveStartKey         {@code ExclusiveStartKey}: a previous page's {@code LastEvaluatedKey}
 * @param consistentRead            {@code ConsistentRead} (default false; not allowed on a GSI)
 * @param select                    {@code Select}
 * @param returnConsumedCapacity    {@code ReturnConsumedCapacity}
 */
public record QueryRequest(String tableName, String indexName, String keyConditionExpression,
                           String filterExpression, String projectionExpression,
                           Map<String, String> expressionAttributeNames,
                           Map<String, AttributeValue> expressionAttributeValues, Boolean scanIndexForward,
                           Integer limit, Map<String, AttributeValue> exclusiveStartKey, Boolean consistentRead,
                           Select select, ReturnConsumedCapacity returnConsumedCapacity) {

    public boolean forward() {
        return scanIndexForward == null || scanIndexForward;
    }

    public boolean strong() {
        return consistentRead != null && consistentRead;
    }
}
