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
    /**
     * {@code message} with every single-quoted span longer than {@value #LIMIT} characters capped, for messages
     * built elsewhere that quote a value as {@code 'value'}. A quote opens a span only after a character that is not
     * a letter or digit and closes it only before one, so the apostrophe of "design's" is left alone. Messages
     * without a long span are returned as they are.
     */
    public static String capQuoted(String message) {
        if (message == null || message.length() <= LIMIT) {
            return message;
        }
        StringBuilder out = null;
        int copied = 0;
        int from = 0;
        while (true) {
            int open = message.indexOf('\'', from);
            if (open < 0) {
                break;
            }
            if (open > 0 && Character.isLetterOrDigit(message.charAt(open - 1))) {
                from = open + 1;
                continue;
            }
            int close = closingQuote(message, open + 1);
            if (close < 0) {
                break;
            }
            if (close - open - 1 > LIMIT + 1) { // LIMIT + "…" is a span already capped
                out = out == null ? new StringBuilder(message.length() < 4 * LIMIT ? message.length() : 4 * LIMIT)
                        : out;
                out.append(message, copied, open).append(quote(message.substring(open + 1, close)));
                copied = close + 1;
            }
            from = close + 1;
        }
        if (out == null) {
            return capLongest(message);
        }
        out.append(message, copied, message.length());
        return capLongest(out.toString());
    }

    private static int closingQuote(String message, int from) {
        for (int i = message.indexOf('\'', from); i >= 0; i = message.indexOf('\'', i + 1)) {
            if (i + 1 >= message.length() || !Character.isLetterOrDigit(message.charAt(i + 1))) {
                return i;
            }
        }
        return -1;
    }

    /**
     * A run of more than twice {@value #LIMIT} characters without a space is a value the message echoes unquoted
     * (a 500-digit number, a name joined into a list), as no word of ours is that long: it is capped as
     * {@link #cap} does. Then a whole message past 100 times the limit is cut there: no line of ours is that long.
     */
    private static String capLongest(String message) {
        String capped = capLongRuns(message);
        int most = 100 * LIMIT;
        return capped.length() <= most ? capped : capped.substring(0, most) + "… (" + capped.length()
                + " characters)";
    }

    private static String capLongRuns(String message) {
        StringBuilder out = null;
        int copied = 0;
        int start = 0;
        for (int i = 0; i <= message.length(); i++) {
            if (i < message.length() && !Character.isWhitespace(message.charAt(i))) {
                continue;
            }
            if (i - start > 2 * LIMIT) {
                out = out == null ? new StringBuilder() : out;
                out.append(message, copied, start).append(cap(message.substring(start, i)));
                copied = i;
            }
            start = i + 1;
        }
        return out == null ? message : out.append(message, copied, message.length()).toString();
    }

    /** A JSON Pointer with every segment longer than {@value #LIMIT} characters capped as {@link #cap} does. */
    public static String capPath(String pointer) {
        if (pointer == null || pointer.length() <= LIMIT) {
            return pointer;
        }
        String[] segments = pointer.split("/", -1);
        for (int i = 0; i < segments.length; i++) {
            segments[i] = cap(segments[i]);
        }
        return String.join("/", segments);
    }
}
