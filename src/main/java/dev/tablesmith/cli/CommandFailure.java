package dev.tablesmith.cli;

/**
 * A command stops: its message is already on standard error, and {@link #exitCode()} says how it ended
 * ({@link TablesmithCommand#EXIT_FAILURE} or {@link TablesmithCommand#EXIT_USAGE}).
 */
final class CommandFailure extends Exception {
    private static final long serialVersionUID = 1L;

    private final int exitCode;

    CommandFailure(int exitCode) {
        super(null, null, false, false);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
