package dev.tablesmith.io.export;

import dev.tablesmith.io.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Writes an export to a file so that the file holds either its old content or the whole export, never a part,
 * through the one atomic writer ({@link AtomicFiles}: temporary file in the same folder, fsync, atomic rename, stale
 * temporary files of earlier killed writes removed).
 */
public final class ExportFiles {
    private ExportFiles() {
    }

    /** Writes {@code text} as UTF-8 to {@code target}; a failure's message is the whole line to show. */
    public static void write(Path target, String text) throws IOException {
        AtomicFiles.write(target, text);
    }

    /** Streams a large export (millions of items) into {@code target} without holding it in memory. */
    public static void write(Path target, AtomicFiles.Content content) throws IOException {
        AtomicFiles.write(target, content);
    }
}
