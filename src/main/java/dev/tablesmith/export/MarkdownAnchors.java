package dev.tablesmith.export;

import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Links between the sections of a Markdown page, by the ids a code host gives its headings: GitHub's rule (as
 * github-slugger implements it) lower-cases the heading's text, drops every character that is not a letter, digit,
 * space, hyphen or underscore, turns each space into a hyphen, and numbers repeats {@code -1}, {@code -2} in
 * document order. A link may come before its heading: it is written as a placeholder and {@link #resolve} fills in
 * the id once every heading is known.
 */
final class MarkdownAnchors {
    private static final Pattern PLACEHOLDER = Pattern.compile("\u0000([^\u0000]*)\u0000");

    private final Map<String, Integer> seen = new HashMap<>();
    private final Map<String, String> ids = new HashMap<>();

    /**
     * A heading line ({@code level} hashes, the text, a blank line) registered under {@code key}, in the order the
     * page shows it.
     */
    String heading(int level, String key, String markdown) {
        String slug = slug(markdown);
        Integer count = seen.get(slug);
        seen.put(slug, count == null ? 1 : count + 1);
        ids.put(key, count == null ? slug : slug + "-" + count);
        return "#".repeat(level) + " " + markdown + "\n\n";
    }

    /** A link with {@code text} to the heading registered (now or later) under {@code key}. */
    static String link(String text, String key) {
        return "[" + text + "](#\u0000" + key + "\u0000)";
    }

    /** The page with every link's placeholder replaced by its heading's id. */
    String resolve(String page) {
        Matcher m = PLACEHOLDER.matcher(page);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String id = ids.get(m.group(1));
            if (id == null) {
                throw new IllegalStateException("a link to a heading the page does not have: " + m.group(1));
            }
            m.appendReplacement(out, Matcher.quoteReplacement(id));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** The slug of a heading's text, without the numbering of repeats (code spans count by their text). */
    static String slug(String markdown) {
        String text = markdown.replace("`", "").toLowerCase(Locale.ROOT);
        StringBuilder slug = new StringBuilder();
        text.codePoints().forEach(c -> {
            if (c == ' ') {
                slug.append('-');
            } else if (Character.isLetterOrDigit(c) || c == '-' || c == '_') {
                slug.appendCodePoint(c);
            }
        });
        return slug.toString();
    }
}
