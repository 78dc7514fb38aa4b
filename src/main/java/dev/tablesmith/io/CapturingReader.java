package dev.tablesmith.io;

import java.io.IOException;
import java.io.Reader;

/**
 * A reader that hands on the characters of another and, on request, keeps a copy of the raw text from a given
 * character offset on: the tokenizer of {@link TargetedLocations} asks for it at the opening quote of a string whose
 * columns may be needed, and stops it at the next token, so the copy holds the whole string as written (escapes
 * included) without the rest of the file ever being held in memory. A leading byte-order mark is dropped, as
 * {@link SourceText#decode} drops it, so that offsets, lines and columns are those of the decoded text.
 */
final class CapturingReader extends Reader {
    private final Reader in;
    private boolean started;
    private char[] last;
    private int lastOffset;
    private int lastLength;
    private long lastStart;
    private char[] previous;
    private int previousLength;
    private long previousStart;
    private long delivered;
    private StringBuilder capture;

    /** Reads {@code in}. */
    CapturingReader(Reader in) {
        this.in = in;
        this.previous = new char[8192];
    }

    @Override
    public int read(char[] buffer, int offset, int length) throws IOException {
        if (last != null) {
            // the tokenizer may reuse the array it read into last time: keep that chunk before it is overwritten
            if (previous.length < lastLength) {
                previous = new char[lastLength];
            }
            System.arraycopy(last, lastOffset, previous, 0, lastLength);
            previousLength = lastLength;
            previousStart = lastStart;
        }
        int n = in.read(buffer, offset, length);
        if (!started && n > 0) {
            started = true;
            if (buffer[offset] == '\uFEFF') {
                System.arraycopy(buffer, offset + 1, buffer, offset, n - 1);
                n--;
                if (n == 0) {
                    n = in.read(buffer, offset, length);
                }
            }
        }
        if (n > 0) {
            if (capture != null) {
                capture.append(buffer, offset, n);
            }
            last = buffer;
            lastOffset = offset;
            lastLength = n;
            lastStart = delivered;
            delivered += n;
        }
        return n;
    }

    /**
     * Starts keeping the text from character {@code charOffset} on, which must lie in the last or the one before
     * last chunk handed on (where the tokenizer's current token starts).
     */
    void startCapture(long charOffset) {
        capture = new StringBuilder();
        if (charOffset < lastStart && charOffset >= previousStart && previousLength > 0) {
            int from = (int) (charOffset - previousStart);
            capture.append(previous, from, previousLength - from);
        }
        if (last != null && charOffset < lastStart + lastLength) {
            int from = (int) Math.max(0, charOffset - lastStart);
            capture.append(last, lastOffset + from, lastLength - from);
        }
    }

    /** The text kept since {@link #startCapture} (the string and whatever the tokenizer read past it). */
    String stopCapture() {
        String text = capture == null ? null : capture.toString();
        capture = null;
        return text;
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
