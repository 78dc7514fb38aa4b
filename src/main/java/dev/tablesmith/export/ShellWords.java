package dev.tablesmith.export;

/**
 * Bash quoting for generated scripts. Text goes in single quotes (inside which bash treats every character
 * literally, so only a single quote itself needs the {@code '\''} dance); a variable spliced into quoted text
 * closes the quotes, adds {@code "$name"} and reopens them.
 */
final class ShellWords {
    /** Marks the start of a variable inside text passed to {@link #quoteWithVariables}. */
    static final char VARIABLE_START = '\uE000';
    /** Marks the end of a variable inside text passed to {@link #quoteWithVariables}. */
    static final char VARIABLE_END = '\uE001';

    private ShellWords() {
    }

    /** One shell word holding exactly {@code text}. */
    static String quote(String text) {
        return "'" + text.replace("'", "'\\''") + "'";
    }

    /** A variable reference marker for {@link #quoteWithVariables}. */
    static String variable(String name) {
        return VARIABLE_START + name + VARIABLE_END;
    }

    /** One shell word: the text single-quoted, each marked variable expanded (double-quoted) in its place. */
    static String quoteWithVariables(String text) {
        StringBuilder out = new StringBuilder();
        int at = 0;
        while (true) {
            int start = text.indexOf(VARIABLE_START, at);
            if (start < 0) {
                if (at < text.length() || out.isEmpty()) {
                    out.append(quote(text.substring(at)));
                }
                break;
            }
            if (start > at) {
                out.append(quote(text.substring(at, start)));
            }
            int end = text.indexOf(VARIABLE_END, start);
            out.append("\"$").append(text, start + 1, end).append('"');
            at = end + 1;
        }
        return out.toString();
    }

    /** An attribute name as a shell variable name: letters, digits and underscores, not starting with a digit. */
    static String variableName(String name) {
        String cleaned = name.replaceAll("[^A-Za-z0-9_]", "_");
        return cleaned.isEmpty() || Character.isDigit(cleaned.charAt(0)) ? "_" + cleaned : cleaned;
    }
}
