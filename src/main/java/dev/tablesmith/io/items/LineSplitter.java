package dev.tablesmith.io.items;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;

/**
 * Splits a byte stream into lines ({@code \n}, a {@code \r} before it dropped) without reading more than one buffer
 * ahead, so a multi-gigabyte S3 export data file streams through in constant memory apart from its longest line.
 * Also hands back everything read so far, for when the file turns out not to be line-delimited after all.
 */
final class LineSplitter {
    private static final int BUFFER = 1 << 16;

    private final InputStream in;
    private final byte[] buffer = new byte[BUFFER];
    private ByteArrayOutputStream consumed;
    private int position;
    private int limit;
    private int lineNumber;
    private long bytesRead;

    /**
     * @param keepConsumed whether to keep a copy of every byte read, for {@link #consumedAndRest()}
     */
    LineSplitter(InputStream in, boolean keepConsumed) {
        this.in = in;
        this.consumed = keepConsumed ? new ByteArrayOutputStream() : null;
    }

    /** The next line without its terminator, or null at the end of the stream. */
    byte[] next() throws IOException {
        ByteArrayOutputStream line = null;
        while (true) {
            if (position == limit && !fill()) {
                if (line == null) {
                    return null;
                }
                lineNumber++;
                return stripCr(line.toByteArray());
            }
            int end = position;
            while (end < limit && buffer[end] != '\n') {
                end++;
            }
            if (end < limit) {
                byte[] part = Arrays.copyOfRange(buffer, position, end);
                position = end + 1;
                lineNumber++;
                if (line == null) {
                    return stripCr(part);
                }
                line.write(part);
                return stripCr(line.toByteArray());
            }
            if (line == null) {
                line = new ByteArrayOutputStream();
            }
            line.write(buffer, position, limit - position);
            position = limit;
        }
    }

    /** The 1-based number of the line {@link #next()} returned last. */
    int lineNumber() {
        return lineNumber;
    }

    /** Bytes read from the stream so far. */
    long bytesRead() {
        return bytesRead;
    }

    /** Stops keeping the bytes read (the file is line-delimited: each line is handled as it comes). */
    void stopKeeping() {
        consumed = null;
    }

    /** Every byte of the stream: those read so far (kept) and the rest. */
    byte[] consumedAndRest() throws IOException {
        if (consumed == null) {
            throw new IllegalStateException("bytes were not kept");
        }
        consumed.write(in.readAllBytes());
        return consumed.toByteArray();
    }

    private boolean fill() throws IOException {
        int n = in.read(buffer);
        if (n <= 0) {
            return false;
        }
        if (consumed != null) {
            consumed.write(buffer, 0, n);
        }
        bytesRead += n;
        position = 0;
        limit = n;
        return true;
    }

    private static byte[] stripCr(byte[] line) {
        return line.length > 0 && line[line.length - 1] == '\r' ? Arrays.copyOf(line, line.length - 1) : line;
    }
}
