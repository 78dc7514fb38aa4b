package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;

/** Something a comparison or function works on: a document path, a value placeholder or a function call. */
public sealed interface Operand permits Operand.Path, Operand.Value, FunctionCall {

    /** 0-based offset of the operand in the expression text. */
    int position();

    /** An attribute of the item, at a document path. */
    record Path(DocumentPath path, int position) implements Operand {
    }

    /**
     * A value from ExpressionAttributeValues.
     *
     * @param placeholder the {@code :name} written in the expression
     * @param value       its value, or null when the placeholder is not defined
     */
    record Value(String placeholder, AttributeValue value, int position) implements Operand {
    }
}
