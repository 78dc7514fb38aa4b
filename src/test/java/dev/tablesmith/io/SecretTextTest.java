package dev.tablesmith.io;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * Credentials pasted into a design are found and never repeated (issue 20). The key shapes are AWS's documented
 * examples (AWS General Reference, "Managing access keys": AKIAIOSFODNN7EXAMPLE and
 * wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY).
 */
class SecretTextTest {
    private static final String KEY_ID = "AKIAIOSFODNN7EXAMPLE";
    private static final String SECRET = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY";

    @Test
    void accessKeyIdIsFoundLocatedAndMasked() {
        String text = "{\n  \"description\": \"deploy with " + KEY_ID + " please\"\n}";

        String warning = SecretText.warning(text, "d.json").orElseThrow();

        assertThat(warning).isEqualTo("d.json:2:31: warning: this looks like an AWS access key ID (AKIA… (20"
                + " characters)); it is read masked with '*', so nothing written from this design holds it;"
                + " remove it from the file");
        assertThat(warning).doesNotContain(KEY_ID);
    }

    @Test
    void secretAccessKeyNearTheWordSecretIsFoundAndNeverEchoed() {
        String text = "{\"notes\": \"aws_secret_access_key = " + SECRET + "\"}";

        String warning = SecretText.warning(text, "d.json").orElseThrow();

        assertThat(warning).startsWith("d.json:1:36: warning: this looks like an AWS secret access key (wJal… (40"
                + " characters))").doesNotContain(SECRET).doesNotContain("MDENG");
    }

    @Test
    void fortyLetterNamesAndKeysWithoutTheWordSecretAreNotCredentials() {
        assertThat(SecretText.first("{\"secretName\": \"" + "a".repeat(40) + "\"}")).isEmpty();
        assertThat(SecretText.first("{\"hash\": \"" + SECRET + "\"}")).isEmpty();
        assertThat(SecretText.first("{\"id\": \"XAKIAIOSFODNN7EXAMPLE\"}")).isEmpty();
    }

    @Test
    void maskingKeepsEveryLineAndColumnAndHidesEveryKey() {
        String text = "{\n  \"a\": \"" + KEY_ID + "\",\n  \"b\": \"secret: " + SECRET + "\",\n  \"c\": \""
                + KEY_ID + "\"\n}";

        String masked = SecretText.masked(text);

        assertThat(masked).hasSameSizeAs(text).doesNotContain(KEY_ID, SECRET.substring(4))
                .isEqualTo(text.replace(KEY_ID, "AKIA" + "*".repeat(16)).replace(SECRET, "wJal" + "*".repeat(36)));
        assertThat(SecretText.masked("{\"name\": \"orders\"}")).isEqualTo("{\"name\": \"orders\"}");
    }

    @Test
    void maskedBytesKeepTheirLengthAfterMultiByteText() {
        String text = "{\"note\": \"caf\u00e9 \u2603\", \"k\": \"" + KEY_ID + "\"}";
        byte[] bytes = text.getBytes(java.nio.charset.StandardCharsets.UTF_8);

        SecretText.MaskedBytes masked = SecretText.mask(bytes, "d.json");

        assertThat(masked.bytes()).hasSameSizeAs(bytes);
        assertThat(new String(masked.bytes(), java.nio.charset.StandardCharsets.UTF_8))
                .isEqualTo(text.replace(KEY_ID, "AKIA" + "*".repeat(16)));
        assertThat(masked.warning()).isPresent();
    }
}
