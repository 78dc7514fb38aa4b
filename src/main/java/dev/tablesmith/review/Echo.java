package dev.tablesmith.review;

/**
 * Caps the user's own text quoted back in a message. A message names the value it refuses, but a 10 MB index name
 * or number must not become a 10 MB error line: a quoted value keeps its first {@value #LIMIT} characters and says
 * how long it was ({@code 'aaaa…' (2097152 characters)}).
 */
public final class Echo {
    /** The most characters of a user's value that a message quotes. */
    public static final int LIMIT = 80;

    private Echo() {
    }

    /** {@code text} itself when short, else its first {@value #LIMIT} characters, "…" and its length. */
    public static String cap(String text) {
        if (text == null || text.length() <= LIMIT) {
            return text;
        }
        int end = Character.isHighSurrogate(text.charAt(LIMIT - 1)) ? LIMIT - 1 : LIMIT;
        return text.substring(0, end) + "… (" + text.length() + " characters)";
    }

    /** {@code text} in single quotes, capped as {@link #cap(String)} does. */
    public static String quote(String text) {
        if (text != null && text.length() > LIMIT) {
            int end = Character.isHighSurrogate(text.charAt(LIMIT - 1)) ? LIMIT - 1 : LIMIT;
            return "'" + text.substring(0, end) + "…' (" + text.length() + " characters)";
        }
        return "'" + text + "'";
    }
}
