package dev.tablesmith.engine.request;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.util.Map;

/** A PutItem request: replace (or create) the whole item with this primary key. Null means "not given". */
public record PutItemRequest(String tableName, Item item, String conditionExpression,
                             Map<String, String> expressionAttributeNames,
                             Map<String, AttributeValue> expressionAttributeValues, ReturnValues returnValues,
                             ReturnConsumedCapacity returnConsumedCapacity,
                             ReturnValuesOnConditionCheckFailure returnValuesOnConditionCheckFailure)
        implements WriteRequest {
}
