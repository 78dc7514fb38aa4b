package dev.tablesmith.io;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Decodes a file's bytes as strict UTF-8 text (JSON, RFC 8259 section 8.1, must be UTF-8; YAML and JavaScript
 * files are read the same way), and when they are not text says what they are instead: a known binary format
 * (an image, an archive, a PDF), binary data (a zero byte, which no JSON, YAML or JavaScript text holds), text
 * in UTF-16, or text in another encoding, with the byte offset and line:column of the first byte that is not
 * UTF-8. A leading byte-order mark is dropped.
 */
public final class Utf8Text {
    /** How far to look for a zero byte, which marks binary data. */
    private static final int BINARY_PROBE = 8192;

    private record Signature(byte[] magic, String what) {
    }

    private static final List<Signature> SIGNATURES = List.of(
            signature("a PNG image", 0x89, 'P', 'N', 'G'),
            signature("a JPEG image", 0xFF, 0xD8, 0xFF),
            signature("a GIF image", 'G', 'I', 'F', '8'),
            signature("a PDF document", '%', 'P', 'D', 'F'),
            signature("a ZIP archive (or a .jar, .docx or .xlsx file)", 'P', 'K', 3, 4),
            signature("a gzip archive", 0x1F, 0x8B),
            signature("an executable (ELF)", 0x7F, 'E', 'L', 'F'),
            signature("a Java class file", 0xCA, 0xFE, 0xBA, 0xBE));

    private Utf8Text() {
    }

    /**
     * Bytes that are not UTF-8 text, located.
     *
     * @param offset the offset of the first offending byte (0-based)
     * @param line   its line (1-based), counted in the text before it
     * @param column its column (1-based)
     */
    public static final class NotTextException extends IOException {
        private static final long serialVersionUID = 1L;
        private final long offset;
        private final int line;
        private final int column;

        NotTextException(long offset, int line, int column, String message) {
            super(message);
            this.offset = offset;
            this.line = line;
            this.column = column;
        }

        public long offset() {
            return offset;
        }

        public int line() {
            return line;
        }

        public int column() {
            return column;
        }
    }

    /** Reads a whole file as UTF-8 text; a file that is not says what it is in a {@link NotTextException}. */
    public static String read(Path file) throws IOException {
        return decode(Files.readAllBytes(file), DESIGN_FILE);
    }

    /** What a file read by Tablesmith is expected to be, unless the caller says otherwise. */
    public static final String DESIGN_FILE = "a design file";

    /**
     * Decodes {@code bytes} as strict UTF-8.
     *
     * @param expected what the file should be, for the question the message ends with ("a design file")
     * @throws NotTextException when they are not UTF-8 text; the message says what they are and asks whether the
     *                          file is what it should be ("is this a design file?")
     */
    public static String decode(byte[] bytes, String expected) throws NotTextException {
        String question = "; is this " + expected + "?";
        for (Signature signature : SIGNATURES) {
            if (startsWith(bytes, signature.magic())) {
                throw new NotTextException(0, 1, 1, "this is " + signature.what() + ", not text" + question);
            }
        }
        if (startsWith(bytes, new byte[] {(byte) 0xFE, (byte) 0xFF}) || startsWith(bytes, new byte[] {(byte) 0xFF,
                (byte) 0xFE}) || looksLikeUtf16(bytes)) {
            throw new NotTextException(0, 1, 1, "this is UTF-16 text, and Tablesmith reads UTF-8 only" + question
                    + " (if it is, save it as UTF-8)");
        }
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length);
        CoderResult result = decoder.decode(in, out, true);
        int zero = zeroByte(bytes, result.isError() ? in.position() : Math.min(bytes.length, BINARY_PROBE));
        if (zero >= 0 || (result.isError() && mostlyControlBytes(bytes))) {
            int at = zero >= 0 ? zero : in.position();
            throw located(at, bytes, String.format(Locale.ROOT, "this is binary data, not text (byte 0x%02X at byte"
                    + " %,d)", bytes[at] & 0xff, at) + question);
        }
        if (result.isError()) {
            int bad = in.position();
            throw located(bad, bytes, String.format(Locale.ROOT, "not UTF-8 text at byte %,d (0x%02X)", bad,
                    bytes[bad] & 0xff) + question + " (if it is, save it as UTF-8)");
        }
        decoder.flush(out);
        out.flip();
        String text = out.toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static NotTextException located(int offset, byte[] bytes, String message) {
        String before = new String(bytes, 0, offset, StandardCharsets.UTF_8);
        int line = (int) before.chars().filter(c -> c == '\n').count() + 1;
        int column = before.length() - before.lastIndexOf('\n');
        return new NotTextException(offset, line, column, message);
    }

    /** UTF-16 without a byte-order mark: ASCII characters with a zero byte before or after each. */
    private static boolean looksLikeUtf16(byte[] bytes) {
        return bytes.length >= 4 && ((bytes[0] == 0 && bytes[2] == 0 && bytes[1] > 0 && bytes[3] > 0)
                || (bytes[1] == 0 && bytes[3] == 0 && bytes[0] > 0 && bytes[2] > 0));
    }

    /**
     * Whether more than one in twenty of the first bytes are control characters other than tab, line feed, form
     * feed and carriage return: text in any 8-bit encoding has next to none, random or compressed data about one in
     * eight.
     */
    private static boolean mostlyControlBytes(byte[] bytes) {
        int probe = Math.min(bytes.length, BINARY_PROBE);
        int control = 0;
        for (int i = 0; i < probe; i++) {
            int b = bytes[i] & 0xff;
            if ((b < 0x20 && b != '\t' && b != '\n' && b != '\f' && b != '\r') || b == 0x7F) {
                control++;
            }
        }
        return control * 20 > probe;
    }

    private static int zeroByte(byte[] bytes, int limit) {
        for (int i = 0; i < limit; i++) {
            if (bytes[i] == 0) {
                return i;
            }
        }
        return -1;
    }

    private static boolean startsWith(byte[] bytes, byte[] magic) {
        if (bytes.length < magic.length) {
            return false;
        }
        for (int i = 0; i < magic.length; i++) {
            if (bytes[i] != magic[i]) {
                return false;
            }
        }
        return true;
    }

    private static Signature signature(String what, int... magic) {
        byte[] bytes = new byte[magic.length];
        for (int i = 0; i < magic.length; i++) {
            bytes[i] = (byte) magic[i];
        }
        return new Signature(bytes, what);
    }
}
