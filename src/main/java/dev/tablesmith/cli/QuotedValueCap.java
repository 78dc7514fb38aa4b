package dev.tablesmith.cli;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Shortens the quoted values inside a one-line message for the terminal. DynamoDB's messages quote what it refused
 * ({@code Value '...' at 'tableName'}, {@code near: "..."}) in full; a 100,000-character table name would make a
 * 100,000-character line. A quoted value longer than {@value #KEEP} characters keeps its first {@value #KEEP} and
 * says how long it was: {@code 'xxx… (100,000 characters)'}. The error body on standard output keeps DynamoDB's
 * message whole.
 */
final class QuotedValueCap {
    /** The characters of a long quoted value that are kept. */
    static final int KEEP = 80;
    private static final Pattern QUOTED = Pattern.compile("'([^'\\n]{" + (KEEP + 1) + ",})'|\"([^\"\\n]{"
            + (KEEP + 1) + ",})\"");

    private QuotedValueCap() {
    }

    /** {@code message} with each quoted value longer than {@value #KEEP} characters cut to its start and length. */
    static String cap(String message) {
        Matcher matcher = QUOTED.matcher(message);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            boolean single = matcher.group(1) != null;
            String value = single ? matcher.group(1) : matcher.group(2);
            String quote = single ? "'" : "\"";
            String shortened = quote + value.substring(0, KEEP) + "\u2026 (" + String.format(Locale.ROOT, "%,d", value.length())
                    + " characters)" + quote;
            matcher.appendReplacement(out, Matcher.quoteReplacement(shortened));
        }
        matcher.appendTail(out);
        return out.toString();
    }
}
