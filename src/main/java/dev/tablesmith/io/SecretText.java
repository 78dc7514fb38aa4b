package dev.tablesmith.io;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds AWS credentials pasted into a file that Tablesmith reads, so that a design is not saved, exported or diffed
 * with a secret in it unnoticed. Two shapes are recognised (AWS General Reference, "AWS security credentials" and
 * "Understanding unique ID prefixes"):
 * <ul>
 *   <li>an access key ID: {@code AKIA} (long-term) or {@code ASIA} (temporary) and 16 upper-case letters or
 *       digits;</li>
 *   <li>a secret access key: 40 base64 characters ({@code A-Z a-z 0-9 / +}) within 40 characters after the word
 *       "secret" (as in {@code aws_secret_access_key} or {@code "SecretAccessKey":}), mixing upper case, lower
 *       case and digits or symbols as generated keys do.</li>
 * </ul>
 * A value found is never repeated: messages show its first four characters and its length only, and the text a
 * design is read from is {@linkplain #masked(String) masked} first, so that nothing Tablesmith writes or shows from
 * that design (an export, {@code import --out}, a save, a diff) holds the value either.
 */
public final class SecretText {
    private static final Pattern ACCESS_KEY_ID = Pattern.compile("(?<![A-Z0-9])(?:AKIA|ASIA)[A-Z0-9]{16}(?![A-Z0-9])");
    private static final Pattern SECRET_KEY = Pattern.compile(
            "(?i)secret.{0,40}?(?<![A-Za-z0-9/+])([A-Za-z0-9/+]{40})(?![A-Za-z0-9/+=])", Pattern.DOTALL);

    private SecretText() {
    }

    /**
     * The first credential in a text.
     *
     * @param offset where it starts (a char index)
     * @param line   its 1-based line
     * @param column its 1-based column
     * @param what   "an AWS access key ID" or "an AWS secret access key"
     * @param masked the value masked: its first four characters and its length ({@code "wJal… (40 characters)"})
     */
    public record Found(int offset, int line, int column, String what, String masked) {
    }

    /** The first AWS credential in {@code text}, if any. */
    public static Optional<Found> first(String text) {
        if (text == null || (!text.contains("AKIA") && !text.contains("ASIA")
                && !text.toLowerCase(Locale.ROOT).contains("secret"))) {
            return Optional.empty();
        }
        Matcher id = ACCESS_KEY_ID.matcher(text);
        Matcher secret = SECRET_KEY.matcher(text);
        int idAt = id.find() ? id.start() : -1;
        int secretAt = -1;
        while (secret.find()) {
            if (looksRandom(secret.group(1))) {
                secretAt = secret.start(1);
                break;
            }
        }
        if (idAt < 0 && secretAt < 0) {
            return Optional.empty();
        }
        boolean isId = idAt >= 0 && (secretAt < 0 || idAt < secretAt);
        int at = isId ? idAt : secretAt;
        String value = isId ? id.group() : secret.group(1);
        return Optional.of(found(text, at, isId ? "an AWS access key ID" : "an AWS secret access key", value));
    }

    /**
     * {@code text} with every credential in it masked: the characters after its first four replaced by {@code *}.
     * The text keeps its length, so every line, column and byte offset in it stays where it was (a located problem
     * elsewhere in the file is reported where it is in the file itself); {@code *} needs no escaping in a JSON,
     * YAML, JavaScript or HCL string. The text itself when it holds none.
     */
    public static String masked(String text) {
        if (first(text).isEmpty()) {
            return text;
        }
        char[] chars = text.toCharArray();
        Matcher id = ACCESS_KEY_ID.matcher(text);
        while (id.find()) {
            star(chars, id.start(), id.end());
        }
        Matcher secret = SECRET_KEY.matcher(text);
        int from = 0;
        while (from < text.length() && secret.find(from)) {
            if (looksRandom(secret.group(1))) {
                star(chars, secret.start(1), secret.end(1));
                from = secret.end(1);
            } else {
                from = secret.start() + 1;
            }
        }
        return new String(chars);
    }

    private static void star(char[] chars, int start, int end) {
        for (int i = start + 4; i < end; i++) {
            chars[i] = '*';
        }
    }

    /**
     * A file's bytes as Tablesmith reads them: every credential {@linkplain #masked(String) masked}, and the
     * {@linkplain #warning(String, String) warning} for the first.
     *
     * @param bytes   the bytes to read (the same array when nothing was masked)
     * @param warning the located warning, when the file held a credential
     */
    public record MaskedBytes(byte[] bytes, Optional<String> warning) {
    }

    /**
     * {@code bytes} with every credential masked, the same length; bytes that are not UTF-8 are left alone (every
     * reader refuses them, located). A quick scan for {@code AKIA}, {@code ASIA} and "secret" skips decoding the
     * bytes of a file (a large design, say) that cannot hold one.
     */
    public static MaskedBytes mask(byte[] bytes, String sourceName) {
        if (!mayHold(bytes)) {
            return new MaskedBytes(bytes, Optional.empty());
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException notUtf8) {
            return new MaskedBytes(bytes, Optional.empty());
        }
        Optional<String> warning = warning(text, sourceName);
        return warning.isEmpty() ? new MaskedBytes(bytes, warning)
                : new MaskedBytes(masked(text).getBytes(StandardCharsets.UTF_8), warning);
    }

    /** Whether the bytes hold {@code AKIA}, {@code ASIA} or "secret" in any case. */
    private static boolean mayHold(byte[] bytes) {
        for (int i = 0; i + 4 <= bytes.length; i++) {
            byte b = bytes[i];
            if (b == 'A' && (bytes[i + 1] == 'K' || bytes[i + 1] == 'S') && bytes[i + 2] == 'I'
                    && bytes[i + 3] == 'A') {
                return true;
            }
            if ((b == 's' || b == 'S') && i + 6 <= bytes.length
                    && new String(bytes, i, 6, StandardCharsets.ISO_8859_1).equalsIgnoreCase("secret")) {
                return true;
            }
        }
        return false;
    }

    /** Upper case, lower case and a digit or symbol: a generated key, not a 40-letter name. */
    private static boolean looksRandom(String value) {
        return value.chars().anyMatch(Character::isUpperCase) && value.chars().anyMatch(Character::isLowerCase)
                && value.chars().anyMatch(c -> Character.isDigit(c) || c == '/' || c == '+');
    }

    /** A value masked for a message: its first four characters and its length. */
    public static String mask(String value) {
        return value.substring(0, Math.min(4, value.length())) + "… (" + value.length() + " characters)";
    }

    /**
     * The one warning line for a file holding a credential, {@code SOURCE:LINE:COL: warning: ...}; the value is
     * masked.
     */
    public static Optional<String> warning(String text, String sourceName) {
        return first(text).map(f -> sourceName + ":" + f.line() + ":" + f.column() + ": warning: this looks like "
                + f.what() + " (" + f.masked() + "); it is read masked with '*', so nothing written from this design"
                + " holds it; remove it from the file");
    }

    private static Found found(String text, int at, String what, String value) {
        int line = 1;
        int lineStart = 0;
        for (int i = 0; i < at; i++) {
            if (text.charAt(i) == '\n') {
                line++;
                lineStart = i + 1;
            }
        }
        return new Found(at, line, at - lineStart + 1, what, mask(value));
    }
}
