package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.Test;

class Utf8TextTest {
    private static Utf8Text.NotTextException refused(byte[] bytes) {
        return catchThrowableOfType(() -> Utf8Text.decode(bytes, "a design file"), Utf8Text.NotTextException.class);
    }

    @Test
    void utf8TextDecodesAndLosesItsByteOrderMark() throws Exception {
        byte[] bytes = "\uFEFF{\"name\": \"café\"}".getBytes(StandardCharsets.UTF_8);

        assertThat(Utf8Text.decode(bytes, "a design file")).isEqualTo("{\"name\": \"café\"}");
    }

    @Test
    void latin1TextNamesTheByteItsOffsetAndItsLineAndColumn() {
        byte[] bytes = ("{\n\"name\": \"" + "x".repeat(1230) + "é\"}").getBytes(StandardCharsets.ISO_8859_1);

        Utf8Text.NotTextException e = refused(bytes);

        assertThat(e.getMessage()).isEqualTo("not UTF-8 text at byte 1,241 (0xE9); is this a design file?"
                + " (if it is, save it as UTF-8)");
        assertThat(e.offset()).isEqualTo(1241);
        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isEqualTo(1240);
    }

    @Test
    void knownBinaryFormatsAreNamed() {
        assertThat(refused(new byte[] {(byte) 0x89, 'P', 'N', 'G', 13, 10}).getMessage())
                .isEqualTo("this is a PNG image, not text; is this a design file?");
        assertThat(refused(new byte[] {'P', 'K', 3, 4, 20, 0}).getMessage()).startsWith("this is a ZIP archive");
        assertThat(refused("%PDF-1.7".getBytes(StandardCharsets.US_ASCII)).getMessage())
                .startsWith("this is a PDF document");
    }

    @Test
    void utf16TextIsToldToBeSavedAsUtf8() {
        assertThat(refused("{\"a\": 1}".getBytes(StandardCharsets.UTF_16LE)).getMessage())
                .isEqualTo("this is UTF-16 text, and Tablesmith reads UTF-8 only; is this a design file? (if it is,"
                        + " save it as UTF-8)");
        assertThat(refused("{}".getBytes(StandardCharsets.UTF_16)).getMessage()).startsWith("this is UTF-16 text");
    }

    @Test
    void zeroBytesAndRandomBytesAreBinaryData() {
        assertThat(refused(new byte[] {'{', ' ', ' ', 0, '}'}).getMessage())
                .isEqualTo("this is binary data, not text (byte 0x00 at byte 3); is this a design file?");
        byte[] random = new byte[4096];
        new Random(7).nextBytes(random);
        random[0] = '{';
        assertThat(refused(random).getMessage()).startsWith("this is binary data, not text (byte 0x");
    }
}
