package dev.tablesmith.engine.request;

import dev.tablesmith.model.AttributeValue;
import java.util.Map;

/** A DeleteItem request: delete the item with this primary key (nothing happens when there is none). */
public record DeleteItemRequest(String tableName, Map<String, AttributeValue> key, String conditionExpression,
                                Map<String, String> expressionAttributeNames,
                                Map<String, AttributeValue> expressionAttributeValues, ReturnValues returnValues,
                                ReturnConsumedCapacity returnConsumedCapacity,
                                ReturnValuesOnConditionCheckFailure returnValuesOnConditionCheckFailure)
        implements WriteRequest {
}
