package dev.tablesmith.io;

/**
 * The file is not well-formed JSON; reading stops at the first such error.
 *
 * <p>{@link #pointer()} is the JSON Pointer of the innermost object or array that was open where reading stopped
 * ({@code ""} at top level), the closest thing to an "offending node" that a broken file has.
 */
final class MalformedJsonException extends Exception {
    private final int line;
    private final int column;
    private final String pointer;

    MalformedJsonException(int line, int column, String pointer, String message) {
        super(message);
        this.line = line;
        this.column = column;
        this.pointer = pointer;
    }

    MalformedJsonException(int line, int column, String message) {
        this(line, column, "", message);
    }

    String pointer() {
        return pointer;
    }

    int line() {
        return line;
    }

    int column() {
        return column;
    }
}
