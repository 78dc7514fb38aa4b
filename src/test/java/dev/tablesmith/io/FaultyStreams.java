package dev.tablesmith.io;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/** Stream wrappers for {@link WriteFaults}: a disk that fills up after N bytes. */
public final class FaultyStreams {
    /** What Linux says when a write finds the disk full (ENOSPC). */
    public static final String NO_SPACE = "No space left on device";

    private FaultyStreams() {
    }

    /** Lets {@code bytes} bytes through, then fails every write as a full disk does. */
    public static UnaryOperator<OutputStream> diskFullAfter(long bytes) {
        return afterBytes(bytes, () -> {
            throw new IOException(NO_SPACE);
        });
    }

    /** What happens to a write that goes past the bytes let through. */
    @FunctionalInterface
    public interface Overflow {
        void happen() throws IOException;
    }

    /** Lets {@code bytes} bytes through to the file (flushed), then runs {@code overflow} on every later write. */
    public static UnaryOperator<OutputStream> afterBytes(long bytes, Overflow overflow) {
        return out -> new FilterOutputStream(out) {
            private long written;

            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] data, int offset, int length) throws IOException {
                int allowed = (int) Math.min(length, bytes - written);
                if (allowed > 0) {
                    out.write(data, offset, allowed);
                    out.flush();
                    written += allowed;
                }
                if (allowed < length) {
                    overflow.happen();
                }
            }
        };
    }

    /** The names in {@code folder} that look like our temporary files ({@code .NAME.….tmp}). */
    public static List<String> temps(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString())
                    .filter(n -> n.startsWith(".") && n.endsWith(".tmp")).sorted().toList();
        }
    }
}
