package dev.tablesmith.io;

import java.io.IOException;

/**
 * A file could not be written; the message is the whole one-line report ({@code cannot write FILE: REASON} and,
 * when a file was there before, {@code ; FILE is unchanged}), so a caller prints it as it is instead of adding
 * its own "cannot write FILE:" in front. {@link #reason()} is the reason alone, for a caller with its own words.
 */
public final class FileWriteException extends IOException {
    private static final long serialVersionUID = 1L;

    private final String reason;

    FileWriteException(String message, String reason, Throwable cause) {
        super(message, cause);
        this.reason = reason;
    }

    /** Why, in a few words: "permission denied", "no space left on device", "it is a folder", ... */
    public String reason() {
        return reason;
    }
}
