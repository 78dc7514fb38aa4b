package dev.tablesmith.io.items;

/**
 * A sample-data file that cannot be read at all (not JSON, not one of the {@link ItemFileFormat}s, unreadable): its
 * message is one located line, {@code FILE:LINE:COL: message} or {@code FILE: /pointer: message}.
 */
public final class ItemFileException extends Exception {
    public ItemFileException(String message) {
        super(message);
    }
}
