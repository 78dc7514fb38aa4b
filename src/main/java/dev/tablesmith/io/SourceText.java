package dev.tablesmith.io;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;

/** Decodes a design file's bytes as strict UTF-8 (RFC 8259 requires it), dropping a leading byte-order mark. */
final class SourceText {
    private SourceText() {
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
