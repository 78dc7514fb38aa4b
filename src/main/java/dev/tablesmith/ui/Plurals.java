package dev.tablesmith.ui;

import java.util.Locale;

/**
 * Counted nouns for what the designer shows: "1 access pattern", "2 access patterns", "1 entity", "3 entities",
 * "1 index", "2 indexes", "1,200 items". One helper, so no count reads "1 access patterns" or "2 pattern(s)".
 */
public final class Plurals {
    private Plurals() {
    }

    /** {@code count} and the noun, singular for exactly one; the count with thousands separators. */
    public static String count(long count, String singular) {
        return count(count, singular, plural(singular));
    }

    /** {@code count} and {@code singular} or {@code plural}, for nouns the English rules below do not cover. */
    public static String count(long count, String singular, String plural) {
        return String.format(Locale.ROOT, "%,d", count) + " " + (count == 1 ? singular : plural);
    }

    /**
     * The plural of a noun or noun phrase (the last word changes): entity → entities, index → indexes, access
     * pattern → access patterns, match → matches; a word already ending in s (status) gains es.
     */
    static String plural(String singular) {
        String lower = singular.toLowerCase(Locale.ROOT);
        if (lower.endsWith("y") && singular.length() > 1 && "aeiou".indexOf(lower.charAt(lower.length() - 2)) < 0) {
            return singular.substring(0, singular.length() - 1) + "ies";
        }
        if (lower.endsWith("s") || lower.endsWith("x") || lower.endsWith("ch") || lower.endsWith("sh")) {
            return singular + "es";
        }
        return singular + "s";
    }
}
