package dev.tablesmith.live;

/**
 * A live operation that cannot go on, with a one-line message that says in words what is wrong and, where there
 * is one, what to do about it (see {@link LiveErrors}).
 */
public final class LiveException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public LiveException(String message) {
        super(message);
    }

    public LiveException(String message, Throwable cause) {
        super(message, cause);
    }
}
