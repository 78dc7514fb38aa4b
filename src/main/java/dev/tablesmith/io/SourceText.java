package dev.tablesmith.io;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Decodes a design file's bytes as strict UTF-8 (RFC 8259 requires it), dropping a leading byte-order mark. */
final class SourceText {
    private static final int CHUNK = 8192;

    private SourceText() {
    }

    /**
     * Whether Jackson may read {@code bytes} as they are and see exactly the text {@link #decode} gives: they are
     * strict UTF-8, and the first four hold no zero byte (from which Jackson would guess UTF-16 or UTF-32). Checking
     * needs no copy of the text; plain ASCII costs one pass over the bytes.
     */
    static boolean readableAsUtf8(byte[] bytes) {
        for (int i = 0; i < Math.min(4, bytes.length); i++) {
            if (bytes[i] == 0) {
                return false;
            }
        }
        for (byte b : bytes) {
            if (b < 0) {
                return isStrictUtf8(bytes);
            }
        }
        return true;
    }

    private static boolean isStrictUtf8(byte[] bytes) {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(CHUNK);
        while (true) {
            var result = decoder.decode(in, out, true);
            if (result.isError()) {
                return false;
            }
            if (result.isUnderflow()) {
                return true;
            }
            out.clear();
        }
    }

    /** Decodes a design file's bytes (see {@link Utf8Text}); bytes that are not UTF-8 text are a located problem. */
    static String decode(byte[] bytes) throws MalformedJsonException {
        return decode(bytes, Utf8Text.DESIGN_FILE);
    }

    /** As {@link #decode(byte[])}, for a file that should be {@code expected} ("a request file"). */
    static String decode(byte[] bytes, String expected) throws MalformedJsonException {
        try {
            return Utf8Text.decode(bytes, expected);
        } catch (Utf8Text.NotTextException e) {
            throw new MalformedJsonException(e.line(), e.column(), e.getMessage());
        }
    }
}
