package dev.tablesmith.engine.request;

import dev.tablesmith.model.AttributeValue;
import java.util.Map;

/** An UpdateItem request: edit (or create) the item with this primary key. Null means "not given". */
public record UpdateItemRequest(String tableName, Map<String, AttributeValue> key, String updateExpression,
                                String conditionExpression, Map<String, String> expressionAttributeNames,
                                Map<String, AttributeValue> expressionAttributeValues, ReturnValues returnValues,
                                ReturnConsumedCapacity returnConsumedCapacity,
                                ReturnValuesOnConditionCheckFailure returnValuesOnConditionCheckFailure)
        implements WriteRequest {
}
