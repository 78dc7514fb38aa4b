package dev.tablesmith.classroom;

/** A lesson text that does not follow the lesson format; the message names the source and line. */
public final class LessonFormatException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public LessonFormatException(String source, int line, String message) {
        super(source + ":" + line + ": " + message);
    }
}
