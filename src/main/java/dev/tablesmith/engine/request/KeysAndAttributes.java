package dev.tablesmith.engine.request;

import dev.tablesmith.model.AttributeValue;
import java.util.List;
import java.util.Map;

/** One table's part of a BatchGetItem request. */
public record KeysAndAttributes(List<Map<String, AttributeValue>> keys, String projectionExpression,
                                Map<String, String> expressionAttributeNames, Boolean consistentRead) {

    public boolean strong() {
        return consistentRead != null && consistentRead;
    }
}
