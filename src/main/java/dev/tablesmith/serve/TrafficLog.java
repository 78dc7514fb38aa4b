package dev.tablesmith.serve;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The traffic log format: JSON lines, one {@link ServedRequest} per line, as {@code serve --log FILE} appends them
 * and the app's Traffic list saves and opens them.
 *
 * <p>SKELETON ON BRANCH serve-base: the serve helper replaces the bodies (Jackson, fields named as the record's
 * components, time as ISO-8601, latency in microseconds); the UI helper codes against these signatures.
 */
public final class TrafficLog {
    private TrafficLog() {
    }

    /** One request as one line of JSON (no line break). */
    public static String line(ServedRequest request) {
        throw new UnsupportedOperationException("skeleton");
    }

    /**
     * Every request of a log file, in order.
     *
     * @throws TrafficLogException a line that is not a served request, with the file, line number and what is wrong
     * @throws IOException         the file cannot be read
     */
    public static List<ServedRequest> read(Path file) throws IOException, TrafficLogException {
        throw new UnsupportedOperationException("skeleton");
    }

    /** Writes the requests as a log file, atomically (the old file or the whole new one). */
    public static void write(Path file, List<ServedRequest> requests) throws IOException {
        throw new UnsupportedOperationException("skeleton");
    }
}
