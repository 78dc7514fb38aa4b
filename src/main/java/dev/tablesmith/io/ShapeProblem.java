package dev.tablesmith.io;

/**
 * A problem with the shape of the file found while reading the JSON tree, located by JSON Pointer only; the
 * {@link LocationIndex} later turns the pointer into a line and column.
 *
 * @param pointer     the offending value (or, for an unknown field, the field)
 * @param atFieldName report the field name's position instead of its value's (unknown and duplicate fields)
 * @param message     one line for the user
 */
record ShapeProblem(String pointer, boolean atFieldName, String message) {
}
