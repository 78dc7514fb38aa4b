package dev.tablesmith.io;

/**
 * One thing wrong with a request file, located for the user.
 *
 * @param source  the file name, or {@code stdin}
 * @param line    1-based line
 * @param column  1-based column
 * @param path    the request field in DynamoDB's own dotted form, e.g. {@code ExpressionAttributeValues.:s} or
 *                {@code RequestItems.orders.Keys[0].PK}; empty for the request as a whole
 * @param message one line saying what is wrong
 */
public record RequestProblem(String source, int line, int column, String path, String message) {
    /** {@code SOURCE:LINE:COLUMN: PATH: MESSAGE}, the form the CLI prints. */
    @Override
    public String toString() {
        return source + ":" + line + ":" + column + ": " + (path.isEmpty() ? "" : path + ": ") + message;
    }
}
