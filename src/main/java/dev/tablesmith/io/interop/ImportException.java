package dev.tablesmith.io.interop;

/**
 * A file that cannot be imported at all (not a format Tablesmith reads, malformed, or without a table). The
 * message is one line, {@code FILE:LINE:COL: WHAT} where the position is known, else {@code FILE: WHAT}.
 */
public final class ImportException extends Exception {
    private static final long serialVersionUID = 1L;

    public ImportException(String message) {
        super(message, null, false, false);
    }

    static ImportException at(String sourceName, int line, int column, String what) {
        return new ImportException(sourceName + ":" + line + ":" + column + ": " + what);
    }

    static ImportException in(String sourceName, String what) {
        return new ImportException(sourceName + ": " + what);
    }
}
