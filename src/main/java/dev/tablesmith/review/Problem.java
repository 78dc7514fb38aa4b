package dev.tablesmith.review;

import java.util.Objects;

/**
 * A structural problem in a design that makes it invalid (not a review finding about its quality).
 *
 * @param path    a JSON Pointer (RFC 6901) into the design's file layout, e.g.
 *                {@code /tables/0/entities/2/keys/GSI1PK/template}; the io layer maps it to a line and column
 * @param column  for problems inside a text value (a key template or condition), the 1-based column within
 *                that text, or 0 when not applicable
 * @param message one line, saying what is wrong in the user's terms
 */
public record Problem(String path, int column, String message) {
    public Problem {
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(message, "message");
        message = Echo.capQuoted(message);
    }

    public static Problem at(String path, String message) {
        return new Problem(path, 0, message);
    }
}
