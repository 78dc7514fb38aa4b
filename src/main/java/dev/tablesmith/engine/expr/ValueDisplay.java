package dev.tablesmith.engine.expr;

import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.model.AttributeValue;

/** How DynamoDB shows a value inside an error message: {@code AttributeValue: {N:5}}. */
final class ValueDisplay {
    private ValueDisplay() {
    }

    static String of(AttributeValue value) {
        return "AttributeValue: {" + value.type() + ":" + AttributeValues.display(value) + "}";
    }
}
