package dev.tablesmith.ui.entities;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Attribute-name completion inside a key template's placeholder: with the caret just after <code>&#123;</code> or
 * inside <code>&#123;cust</code>, the entity's attributes whose names start with what is typed (ignoring case).
 * Not inside a literal <code>&#123;&#123;</code>, and not after the placeholder's first {@code |} (filters follow).
 *
 * @param start      where the typed part of the name starts (just after the brace)
 * @param end        where the name being replaced ends (the caret, or further when the caret is inside a name)
 * @param prefix     what is typed before the caret
 * @param candidates the matching attribute names, in the entity's order
 */
public record AttributeCompletion(int start, int end, String prefix, List<String> candidates) {
    public AttributeCompletion {
        candidates = List.copyOf(candidates);
    }

    /** The completion at {@code caret} in {@code text}, or empty when the caret is not in a placeholder's name. */
    public static Optional<AttributeCompletion> at(String text, int caret, List<String> names) {
        if (text == null || caret < 1 || caret > text.length()) {
            return Optional.empty();
        }
        int brace = caret - 1;
        while (brace >= 0 && text.charAt(brace) != '{') {
            char c = text.charAt(brace);
            if (c == '}' || c == '|' || Character.isWhitespace(c)) {
                return Optional.empty();
            }
            brace--;
        }
        if (brace < 0 || escaped(text, brace)) {
            return Optional.empty();
        }
        int end = caret;
        while (end < text.length() && isNameChar(text.charAt(end))) {
            end++;
        }
        String prefix = text.substring(brace + 1, caret);
        String lower = prefix.toLowerCase(Locale.ROOT);
        List<String> matches = names.stream().filter(n -> n.toLowerCase(Locale.ROOT).startsWith(lower)).toList();
        String whole = text.substring(brace + 1, end);
        if (matches.isEmpty() || matches.size() == 1 && matches.get(0).equals(whole)) {
            return Optional.empty();
        }
        return Optional.of(new AttributeCompletion(brace + 1, end, prefix, matches));
    }

    /**
     * The text with the name replaced by {@code name}, closed with <code>&#125;</code> unless a brace or a filter
     * follows already.
     */
    public String apply(String text, String name) {
        String after = text.substring(end);
        boolean closed = after.startsWith("}") || after.startsWith("|");
        return text.substring(0, start) + name + (closed ? "" : "}") + after;
    }

    /** Where the caret goes after {@link #apply}: after the closing brace (or before the filter). */
    public int caretAfter(String name, String text) {
        String after = text.substring(end);
        return start + name.length() + (after.startsWith("|") ? 0 : 1);
    }

    /** A brace that is part of a run of braces of even length before it is a literal, e.g. {@code {{}. */
    private static boolean escaped(String text, int brace) {
        int run = 0;
        for (int i = brace - 1; i >= 0 && text.charAt(i) == '{'; i--) {
            run++;
        }
        return run % 2 == 1;
    }

    private static boolean isNameChar(char c) {
        return c != '}' && c != '|' && c != '{' && !Character.isWhitespace(c);
    }
}
