package dev.tablesmith.io;

import dev.tablesmith.review.Echo;

/**
 * One problem found while loading a design file, located for the user.
 *
 * @param source  the file name (or resource name) it came from
 * @param line    1-based line, or 0 when unknown
 * @param column  1-based column, or 0 when unknown
 * @param path    JSON Pointer of the offending value, e.g. {@code /tables/0/entities/1/keys/SK/template}
 * @param message one line saying what is wrong
 */
public record DesignFileProblem(String source, int line, int column, String path, String message) {
    /** The path and message quote the file's own text at most {@value Echo#LIMIT} characters at a time. */
    public DesignFileProblem {
        path = Echo.capPath(path);
        message = Echo.capQuoted(message);
    }

    /** {@code FILE:LINE:COLUMN: PATH: MESSAGE}, the form the CLI prints. */
    @Override
    public String toString() {
        return source + ":" + line + ":" + column + ": " + (path.isEmpty() ? "" : path + ": ") + message;
    }
}
