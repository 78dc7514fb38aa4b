package dev.tablesmith.io;

/**
 * A problem with the shape of the file found while reading the JSON tree, located by JSON Pointer only; the
 * {@link LocationIndex} later turns the pointer into a line and column.
 *
 * @param pointer     the offending value (or, for an unknown field, the field)
 * @param atFieldName report the field name's position instead of its value's (unknown and duplicate fields)
 * @param message     one line for the user
 * @param answer      what DynamoDB itself answers to a request with this problem; null in design files, and for
 *                    problems a client refuses before sending (unknown fields, wrong JSON types)
 */
record ShapeProblem(String pointer, boolean atFieldName, String message, DynamoDbAnswer answer) {
    ShapeProblem(String pointer, boolean atFieldName, String message) {
        this(pointer, atFieldName, message, null);
    }
}
