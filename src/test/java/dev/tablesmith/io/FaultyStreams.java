package dev.tablesmith.io;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

/** Stream wrappers for {@link WriteFaults}: a disk that fills up after N bytes, a disk that is slow. */
public final class FaultyStreams {
    /** What Linux says when a write finds the disk full (ENOSPC). */
    public static final String NO_SPACE = "No space left on device";

    private FaultyStreams() {
    }

    /** Lets {@code bytes} bytes through, then fails every write as a full disk does. */
    public static UnaryOperator<OutputStream> diskFullAfter(long bytes) {
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
                    written += allowed;
                }
                if (allowed < length) {
                    throw new IOException(NO_SPACE);
                }
            }
        };
    }

    /** Writes in chunks of at most {@code chunk} bytes with a pause after each, for a kill to land mid-write. */
    public static UnaryOperator<OutputStream> slow(int chunk, long pauseMillis) {
        return out -> new FilterOutputStream(out) {
            @Override
            public void write(int b) throws IOException {
                write(new byte[] {(byte) b}, 0, 1);
            }

            @Override
            public void write(byte[] data, int offset, int length) throws IOException {
                for (int start = offset; start < offset + length; start += chunk) {
                    out.write(data, start, Math.min(chunk, offset + length - start));
                    out.flush();
                    try {
                        Thread.sleep(pauseMillis);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IOException("interrupted", e);
                    }
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
