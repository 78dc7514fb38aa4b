package dev.tablesmith.io;

/** The file is not well-formed JSON; reading stops at the first such error. */
final class MalformedJsonException extends Exception {
    private final int line;
    private final int column;

    MalformedJsonException(int line, int column, String message) {
        super(message);
        this.line = line;
        this.column = column;
    }

    int line() {
        return line;
    }

    int column() {
        return column;
    }
}
