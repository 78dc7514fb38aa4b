package dev.tablesmith.io;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

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

    static String decode(byte[] bytes) throws MalformedJsonException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        var result = decoder.decode(in, out, true);
        if (result.isError()) {
            int bad = in.position();
            out.flip();
            String before = out.toString();
            int line = (int) before.chars().filter(c -> c == '\n').count() + 1;
            int column = before.length() - before.lastIndexOf('\n');
            throw new MalformedJsonException(line, column, String.format(Locale.ROOT,
                    "the file is not valid UTF-8 (byte 0x%02X at offset %d)", bytes[bad] & 0xff, bad));
        }
        decoder.flush(out);
        out.flip();
        String text = out.toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }
}
