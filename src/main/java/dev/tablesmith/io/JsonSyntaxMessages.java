package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.core.io.JsonEOFException;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns Jackson's syntax-error messages into one plain line for the user: no Java class names, no parser feature
 * names, no source dumps. The location is reported separately, so it is not repeated here.
 */
public final class JsonSyntaxMessages {
    private static final Pattern UNEXPECTED_CHARACTER =
            Pattern.compile("Unexpected character \\('(.*)' \\(code (\\d+)[^)]*\\)\\)(?: in numeric value)?: (.*)",
                    Pattern.DOTALL);
    private static final Pattern UNRECOGNIZED_TOKEN = Pattern.compile("Unrecognized token '(.*?)'.*", Pattern.DOTALL);
    private static final Pattern NON_STANDARD_TOKEN = Pattern.compile("Non-standard token '(.*?)'.*", Pattern.DOTALL);
    private static final Pattern CONTROL_CHARACTER =
            Pattern.compile("Illegal unquoted character \\(\\(CTRL-CHAR, code (\\d+)\\)\\).*", Pattern.DOTALL);
    private static final Pattern BAD_ESCAPE = Pattern.compile("Unrecognized character escape '(.*?)'.*",
            Pattern.DOTALL);
    private static final Pattern CLOSE_MARKER = Pattern.compile("Unexpected close marker '(.)': expected '(.)'.*",
            Pattern.DOTALL);
    private static final Pattern LIMIT = Pattern.compile(
            "(.+?) \\((\\d+)\\) exceeds the maximum allowed \\((\\d+)\\b.*", Pattern.DOTALL);
    private static final String VALUE_KINDS = "a string, number, object, array, true, false or null";

    private JsonSyntaxMessages() {
    }

    /**
     * A syntax error as design files report it, {@code FILE:LINE:COL: PATH: MESSAGE} in plain words, for any JSON
     * file Tablesmith reads (exercise files, imported files): the design reader's tokenizer locates it and names
     * the innermost open object or array (PATH), not Jackson's own text.
     *
     * @param text   the text that failed to parse
     * @param source how the message names the file
     * @param error  what Jackson threw
     * @param what   put before the message ("malformed JSON: "), or ""
     */
    public static String problem(String text, String source, JsonProcessingException error, String what) {
        try {
            LocationIndex.build(text);
        } catch (MalformedJsonException located) {
            return source + ":" + located.line() + ":" + located.column() + ": "
                    + (located.pointer().isEmpty() ? "" : located.pointer() + ": ") + what + located.getMessage();
        }
        int line = error.getLocation() == null ? 1 : Math.max(1, error.getLocation().getLineNr());
        int column = error.getLocation() == null ? 1 : Math.max(1, error.getLocation().getColumnNr());
        return source + ":" + line + ":" + column + ": " + (what.isEmpty() ? "not valid JSON: " : what)
                + describe(error, text, error.getLocation() == null ? -1 : (int) error.getLocation().getCharOffset(),
                null);
    }

    /**
     * @param error      what Jackson threw
     * @param source     the text being parsed
     * @param charOffset where Jackson stopped, or -1
     * @param container  "object opened at 3:5" for the innermost open object or array, or null at top level
     */
    static String describe(JsonProcessingException error, String source, int charOffset, String container) {
        String message = error.getOriginalMessage() == null ? "" : error.getOriginalMessage();
        if (error instanceof JsonEOFException) {
            return endOfFile(message, container);
        }
        Matcher m;
        if ((m = UNEXPECTED_CHARACTER.matcher(message)).matches()) {
            return unexpectedCharacter(Integer.parseInt(m.group(2)), m.group(3), source, charOffset);
        }
        if ((m = CLOSE_MARKER.matcher(message)).matches()) {
            return "unexpected '" + m.group(1) + "': expected '" + m.group(2) + "'"
                    + (container == null ? "" : " to close the " + container);
        }
        if ((m = UNRECOGNIZED_TOKEN.matcher(message)).matches()) {
            return "unrecognized word '" + m.group(1) + "' (expected " + VALUE_KINDS
                    + "; strings need double quotes)";
        }
        if ((m = NON_STANDARD_TOKEN.matcher(message)).matches()) {
            return "'" + m.group(1) + "' is not a JSON number";
        }
        if ((m = CONTROL_CHARACTER.matcher(message)).matches()) {
            return controlCharacterInString(Integer.parseInt(m.group(1)));
        }
        if ((m = BAD_ESCAPE.matcher(message)).matches()) {
            return "invalid escape '\\" + m.group(1) + "' in a string (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)";
        }
        String limit = error instanceof StreamConstraintsException ? JsonLimits.describe(message) : null;
        if (limit != null) {
            return limit;
        }
        if ((m = LIMIT.matcher(message)).matches()) {
            return plain(m.group(1)) + " " + m.group(2) + " exceeds the maximum of " + m.group(3);
        }
        if (message.startsWith("Invalid numeric value: ")) {
            return "invalid number: " + plain(message.substring("Invalid numeric value: ".length()));
        }
        return plain(message);
    }

    private static String endOfFile(String message, String container) {
        if (message.contains("closing quote")) {
            return "unexpected end of file inside a string (a closing \" is missing)";
        }
        if (message.contains("in field name")) {
            return "unexpected end of file inside a field name (a closing \" is missing)";
        }
        if (container != null) {
            return "unexpected end of file: an " + container + " is not closed";
        }
        return "unexpected end of file";
    }

    private static String unexpectedCharacter(int code, String expectation, String source, int offset) {
        String found = describeCharacter(code);
        boolean afterComma = previousNonSpace(source, offset) == ',';
        if (expectation.startsWith("was expecting double-quote to start field name")) {
            if (code == '}' && afterComma) {
                return "trailing comma before '}' (JSON allows no comma after the last field)";
            }
            return "expected a field name in double quotes, found " + found;
        }
        if (expectation.startsWith("expected a valid value")) {
            if (code == ']' && afterComma) {
                return "trailing comma before ']' (JSON allows no comma after the last element)";
            }
            return "expected a value (" + VALUE_KINDS + "), found " + found;
        }
        if (expectation.startsWith("was expecting a colon")) {
            return "expected ':' after the field name, found " + found;
        }
        if (expectation.startsWith("was expecting comma to separate Object entries")) {
            return "expected ',' or '}' after a field value, found " + found;
        }
        if (expectation.startsWith("was expecting comma to separate Array entries")) {
            return "expected ',' or ']' after an array element, found " + found;
        }
        if (expectation.startsWith("maybe a (non-standard) comment")) {
            return "comments are not allowed in JSON";
        }
        if (expectation.contains("Exponent indicator") || expectation.contains("expected digit")) {
            return "invalid number: a digit is missing before " + found;
        }
        return "unexpected character " + found + ": " + plain(expectation);
    }

    private static String controlCharacterInString(int code) {
        return switch (code) {
            case '\n', '\r' -> "line break inside a string (write it as \\n)";
            case '\t' -> "tab inside a string (write it as \\t)";
            default -> "control character " + describeCharacter(code) + " inside a string (write it as \\u"
                    + String.format(Locale.ROOT, "%04x", code) + ")";
        };
    }

    private static String describeCharacter(int code) {
        if (code < 0x20 || code == 0x7f || Character.isWhitespace(code) || code == 0xfeff) {
            return String.format(Locale.ROOT, "U+%04X", code);
        }
        return "'" + new String(Character.toChars(code)) + "'";
    }

    private static char previousNonSpace(String source, int offset) {
        for (int i = Math.min(offset, source.length()) - 1; i >= 0; i--) {
            if (!Character.isWhitespace(source.charAt(i))) {
                return source.charAt(i);
            }
        }
        return 0;
    }

    /** Jackson's words without parser internals, starting lower case. */
    private static String plain(String message) {
        String text = message
                .replaceAll("\\s*\\(for [A-Za-z]+ starting at \\[Source:.*", "")
                .replaceAll("\\s*\\[Source:.*", "")
                .replaceAll("\\s*\\(code \\d+[^)]*\\)", "")
                .replaceAll("[:;,]?\\s*(enable|disable) `[^`]*`.*", "")
                .replaceAll("\\s*\\([^()]*`[^`]*`[^()]*\\)", "")
                .replaceAll("`[^`]*`", "")
                .replaceAll("\\s*\\(?not recognized as one since Feature.*", "")
                .replace("was expecting", "expected")
                .replace("Object", "object")
                .replace("Array", "array")
                .strip();
        int newline = text.indexOf('\n');
        if (newline >= 0) {
            text = text.substring(0, newline).strip();
        }
        return text.isEmpty() ? "invalid JSON" : Character.toLowerCase(text.charAt(0)) + text.substring(1);
    }
}
