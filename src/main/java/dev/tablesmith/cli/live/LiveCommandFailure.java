package dev.tablesmith.cli.live;

/** A live command stops: its one-line message is already on standard error; {@link #exitCode()} says how. */
final class LiveCommandFailure extends Exception {
    private static final long serialVersionUID = 1L;

    private final int exitCode;

    LiveCommandFailure(int exitCode) {
        super(null, null, false, false);
        this.exitCode = exitCode;
    }

    int exitCode() {
        return exitCode;
    }
}
