package dev.tablesmith.ui.live;

import dev.tablesmith.live.Connection;
import java.util.Optional;

/**
 * The safety rule before a write (CreateTable, UpdateTable, UpdateTimeToLive, BatchWriteItem), the same as the
 * CLI's: on anything but a local endpoint ({@code localhost}, {@code 127.0.0.1}, {@code ::1}), and so on every AWS
 * connection, the user types the table name to go on; anything else aborts before a single request is written.
 */
public final class DeploySafety {
    private DeploySafety() {
    }

    /** Whether a write to {@code connection} needs the table name typed first. */
    public static boolean needsConfirmation(Connection connection) {
        return !connection.isLocal();
    }

    /** The question asked: what will be written, where, and what to type. */
    public static String question(Connection connection, String action, String table) {
        return "This will " + action + " on " + connection.describe() + ", which is not a local endpoint. Type the "
                + "table name (" + table + ") to go on.";
    }

    /** Why the write may not go ahead, or empty when {@code typed} is the table name. */
    public static Optional<String> refusal(String typed, String table) {
        String text = typed == null ? "" : typed.strip();
        if (text.equals(table)) {
            return Optional.empty();
        }
        return Optional.of("aborted: " + (text.isEmpty() ? "no table name was typed" : "typed '" + text
                + "' is not the table name '" + table + "'") + "; nothing written");
    }
}
