package dev.tablesmith.cli.live;

import dev.tablesmith.live.Connection;
import dev.tablesmith.review.Echo;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.Optional;

/**
 * The safety check before a write (create a table, add an index, load items) to anything but a local endpoint
 * ({@code localhost}, {@code 127.0.0.1}, {@code ::1}): the plan is already printed; the user types the table name
 * to go on ({@code --confirm} asks on a local endpoint too). {@code --yes} skips the question for scripts. Anything else typed, or no input at all, aborts before
 * a single request is written.
 */
final class SafetyPrompt {
    private SafetyPrompt() {
    }

    /** Returns when the write may go ahead; otherwise fails with exit 1 saying why. */
    static void confirm(LiveContext context, BufferedReader in, WriteOptions options, String action)
            throws LiveCommandFailure {
        confirm(context, in, Optional.empty(), options, action);
    }

    /**
     * As {@link #confirm(LiveContext, BufferedReader, WriteOptions, String)}, where {@code noInput} says why there is
     * no standard input at all (closed): then nothing is read and the write is aborted, "no input: ...".
     */
    static void confirm(LiveContext context, BufferedReader in, Optional<String> noInput, WriteOptions options,
                        String action) throws LiveCommandFailure {
        Connection connection = context.connection();
        boolean yes = options.yes;
        if (connection.isLocal() && !options.confirm) {
            return;
        }
        String table = context.table().name();
        PrintWriter err = context.err();
        if (yes) {
            err.println("--yes: " + action + " on " + connection.describe() + " without asking");
            err.flush();
            return;
        }
        err.println("This will " + action + " on " + connection.describe() + (connection.isLocal() ? "." : ", which is not a local endpoint."));
        if (noInput.isPresent()) {
            throw context.fail(LiveContext.EXIT_FAILURE, "aborted: no input: " + noInput.get() + ", so the table name"
                    + " cannot be typed (--yes skips the question); nothing written");
        }
        err.print("Type the table name (" + table + ") to go on: ");
        err.flush();
        String typed;
        try {
            typed = in.readLine();
        } catch (IOException e) {
            typed = null;
        }
        if (typed == null) {
            err.println();
            throw context.fail(LiveContext.EXIT_FAILURE, "aborted: no input: no table name was typed before standard"
                    + " input ended; nothing written");
        }
        if (!typed.strip().equals(table)) {
            err.println();
            throw context.fail(LiveContext.EXIT_FAILURE, "aborted: typed " + Echo.quote(printable(typed.strip()))
                    + " is not the table name '" + table + "'; nothing written");
        }
    }

    /** The typed text with control characters shown as {@code ?}, so an answer never moves the terminal. */
    private static String printable(String typed) {
        StringBuilder shown = new StringBuilder(typed.length());
        typed.codePoints().forEach(c -> shown.appendCodePoint(Character.isISOControl(c) || c == 0xFFFD ? '?' : c));
        return shown.toString();
    }
}
