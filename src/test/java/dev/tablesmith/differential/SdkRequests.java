package dev.tablesmith.differential;

import dev.tablesmith.engine.request.GetItemRequest;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ReturnConsumedCapacity;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.AttributeValue;
import java.util.Map;

/**
 * The engine's request records as the AWS SDK requests that say the same thing, field for field. A null field is
 * left unset. An empty {@code ExpressionAttributeNames}/{@code ExpressionAttributeValues} map is also left unset:
 * the engine treats an empty map like an absent one (see docs/semantics-expressions.md), while DynamoDB would
 * refuse an empty map outright.
 */
final class SdkRequests {
    private SdkRequests() {
    }

    static software.amazon.awssdk.services.dynamodb.model.QueryRequest query(QueryRequest r) {
        return software.amazon.awssdk.services.dynamodb.model.QueryRequest.builder()
                .tableName(r.tableName())
                .indexName(r.indexName())
                .keyConditionExpression(r.keyConditionExpression())
                .filterExpression(r.filterExpression())
                .projectionExpression(r.projectionExpression())
                .expressionAttributeNames(names(r.expressionAttributeNames()))
                .expressionAttributeValues(values(r.expressionAttributeValues()))
                .scanIndexForward(r.scanIndexForward())
                .limit(r.limit())
                .exclusiveStartKey(SdkValues.toSdk(r.exclusiveStartKey()))
                .consistentRead(r.consistentRead())
                .select(select(r.select()))
                .returnConsumedCapacity(capacity(r.returnConsumedCapacity()))
                .build();
    }

    static software.amazon.awssdk.services.dynamodb.model.ScanRequest scan(ScanRequest r) {
        return software.amazon.awssdk.services.dynamodb.model.ScanRequest.builder()
                .tableName(r.tableName())
                .indexName(r.indexName())
                .filterExpression(r.filterExpression())
                .projectionExpression(r.projectionExpression())
                .expressionAttributeNames(names(r.expressionAttributeNames()))
                .expressionAttributeValues(values(r.expressionAttributeValues()))
                .limit(r.limit())
                .exclusiveStartKey(SdkValues.toSdk(r.exclusiveStartKey()))
                .consistentRead(r.consistentRead())
                .select(select(r.select()))
                .returnConsumedCapacity(capacity(r.returnConsumedCapacity()))
                .segment(r.segment())
                .totalSegments(r.totalSegments())
                .build();
    }

    static software.amazon.awssdk.services.dynamodb.model.GetItemRequest getItem(GetItemRequest r) {
        return software.amazon.awssdk.services.dynamodb.model.GetItemRequest.builder()
                .tableName(r.tableName())
                .key(SdkValues.toSdk(r.key()))
                .projectionExpression(r.projectionExpression())
                .expressionAttributeNames(names(r.expressionAttributeNames()))
                .consistentRead(r.consistentRead())
                .returnConsumedCapacity(capacity(r.returnConsumedCapacity()))
                .build();
    }

    private static Map<String, String> names(Map<String, String> names) {
        return names == null || names.isEmpty() ? null : names;
    }

    private static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values(
            Map<String, AttributeValue> values) {
        return values == null || values.isEmpty() ? null : SdkValues.toSdk(values);
    }

    private static software.amazon.awssdk.services.dynamodb.model.Select select(Select select) {
        return select == null ? null : software.amazon.awssdk.services.dynamodb.model.Select.fromValue(select.name());
    }

    private static software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity capacity(
            ReturnConsumedCapacity capacity) {
        return capacity == null ? null
                : software.amazon.awssdk.services.dynamodb.model.ReturnConsumedCapacity.fromValue(capacity.name());
    }
}
