package dev.tablesmith.io;

import java.io.IOException;
import java.nio.file.Path;

/** Atomic writes of whole files for callers outside {@code io}: the old file or the whole new one, never half. */
public final class AtomicFiles {
    private AtomicFiles() {
    }

    /** Writes {@code bytes} to {@code target} as {@link JsonDesignStore#save} writes a design. */
    public static void write(Path target, byte[] bytes) throws IOException {
        new AtomicFileWriter(ChannelWriter.FULLY).write(target, bytes);
    }

    /** Why a file operation failed, in a few words ("permission denied", "no such file or folder", ...). */
    public static String reason(IOException e) {
        return AtomicFileWriter.reason(e);
    }
}
