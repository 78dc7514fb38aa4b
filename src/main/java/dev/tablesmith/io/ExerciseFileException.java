package dev.tablesmith.io;

/** An exercise file that cannot be used: the message says which file and what is wrong, in one line. */
public final class ExerciseFileException extends Exception {
    private static final long serialVersionUID = 1L;

    public ExerciseFileException(String message) {
        super(message);
    }

    public ExerciseFileException(String message, Throwable cause) {
        super(message, cause);
    }
}
