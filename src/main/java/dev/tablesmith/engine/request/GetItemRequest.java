package dev.tablesmith.engine.request;

import dev.tablesmith.model.AttributeValue;
import java.util.Map;

/** A GetItem request: the full primary key of one item. Null means "not given". */
public record GetItemRequest(String tableName, Map<String, AttributeValue> key, String projectionExpression,
                             Map<String, String> expressionAttributeNames, Boolean consistentRead,
                             ReturnConsumedCapacity returnConsumedCapacity) {

    public boolean strong() {
        return consistentRead != null && consistentRead;
    }
}
