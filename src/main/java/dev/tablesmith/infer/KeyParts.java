package dev.tablesmith.infer;

import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * How composite key values are split into parts: at {@code #}, the usual separator of single-table designs; at
 * {@code |} when no value has a {@code #}; at {@code :} when no value has either. One separator is chosen for all
 * the values of one key attribute of one entity, so the parts line up.
 */
final class KeyParts {
    private static final List<Character> SEPARATORS = List.of('#', '|', ':');
    private static final Pattern LABEL = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");
    private static final Pattern UPPER_LABEL = Pattern.compile("[A-Z][A-Z0-9_]*");

    private KeyParts() {
    }

    /** The separator the values use, if any: {@code #}, else {@code |}, else {@code :}. */
    static Optional<Character> separator(Collection<String> values) {
        for (char separator : SEPARATORS) {
            if (values.stream().anyMatch(v -> v.indexOf(separator) >= 0)) {
                return Optional.of(separator);
            }
        }
        return Optional.empty();
    }

    /** The parts of {@code value} between separators, empty parts included. */
    static List<String> split(String value, char separator) {
        List<String> parts = new java.util.ArrayList<>();
        int start = 0;
        for (int i = value.indexOf(separator); i >= 0; i = value.indexOf(separator, start)) {
            parts.add(value.substring(start, i));
            start = i + 1;
        }
        parts.add(value.substring(start));
        return parts;
    }

    /**
     * The prefix of a key value, the text before its first separator ({@code ORDER} in {@code ORDER#9001}), when
     * that text looks like a label: a letter, then letters, digits, {@code _} or {@code -}.
     */
    static Optional<String> prefix(String value) {
        Optional<Character> separator = separator(List.of(value));
        if (separator.isEmpty()) {
            return Optional.empty();
        }
        String head = value.substring(0, value.indexOf(separator.get()));
        return LABEL.matcher(head).matches() ? Optional.of(head) : Optional.empty();
    }

    /**
     * The label a sort key value carries: its prefix, or the whole value when it has no separator and is an
     * upper-case word ({@code PROFILE}, {@code META}); ids such as {@code c1} are not labels.
     */
    static Optional<String> label(String value) {
        Optional<String> prefix = prefix(value);
        if (prefix.isPresent()) {
            return prefix;
        }
        return separator(List.of(value)).isEmpty() && isUpperLabel(value) ? Optional.of(value) : Optional.empty();
    }

    /** Whether the text is an upper-case word such as {@code META}, {@code PROFILE} or {@code OPEN}. */
    static boolean isUpperLabel(String text) {
        return UPPER_LABEL.matcher(text).matches();
    }
}
