package dev.tablesmith.io;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;

/**
 * The one way Tablesmith replaces a user's file (exports, snapshots, generated designs, grade reports, settings):
 * the old file or the whole new one, never half, and no temporary file left behind for long ({@link StaleTemps}).
 * Design saves ({@link JsonDesignStore#save}) use the same writer and also keep {@code NAME.bak}.
 *
 * <p>Every failure is a {@link FileWriteException} whose message is the whole line to show.
 */
public final class AtomicFiles {
    private static final AtomicFileWriter WRITER = new AtomicFileWriter(ChannelWriter.FULLY, false);

    private AtomicFiles() {
    }

    /** Writes the content of a file to a stream; the stream may be closed or left open. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    /** Replaces {@code target} with {@code bytes}. */
    public static void write(Path target, byte[] bytes) throws IOException {
        WRITER.write(target, bytes);
    }

    /** Replaces {@code target} with {@code text} as UTF-8. */
    public static void write(Path target, String text) throws IOException {
        WRITER.write(target, text);
    }

    /** Replaces {@code target} with what {@code content} streams, which need not fit in memory. */
    public static void write(Path target, Content content) throws IOException {
        WRITER.write(target, content);
    }

    /**
     * A new hidden folder {@code .NAME.PID-RANDOM.tmp} in {@code folder} to prepare several files in before moving
     * them into place; stale ones that killed processes left are removed first (the {@link StaleTemps} rule). The
     * caller deletes it when done.
     */
    public static Path stagingFolder(Path folder, String name) throws IOException {
        return StaleTemps.newStagingFolder(folder, name);
    }

    /** Why a file operation failed, in a few words ("permission denied", "no such file or folder", ...). */
    public static String reason(IOException e) {
        return AtomicFileWriter.reason(e);
    }

    /**
     * Why {@code folder} refused a new file or folder, in a few words: as {@link #reason}, except that a folder that
     * exists but answers "no such file" (Linux's {@code /proc}) is said not to accept new files.
     */
    public static String folderRefusal(Path folder, IOException e) {
        return AtomicFileWriter.folderRefusal(folder, e);
    }

    /**
     * The one line to show for a failed write of {@code target}: the writer's own message when it is one of ours,
     * otherwise {@code cannot write TARGET: REASON}.
     */
    public static String failure(Path target, IOException e) {
        return e instanceof FileWriteException ? e.getMessage() : "cannot write " + target + ": " + reason(e);
    }
}
