package dev.tablesmith.ui.patterns;

import dev.tablesmith.model.Equality;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a modeler types for the attributes a pattern's caller knows exactly: {@code authorId} (the value is an
 * input of each call), {@code status = PUBLISHED} (always that constant: the key condition or filter compares with
 * it), or several of them separated by commas. A value may be quoted ({@code title = "Hello, world"}) and
 * {@code {authorId}} or {@code {input}} says "an input" explicitly. Text that is neither is refused with what is
 * wrong, never stored as an attribute named {@code status = PUBLISHED}.
 */
final class EqualityText {
    private EqualityText() {
    }

    /** One equality, or why the text is not one. */
    record Parsed(Equality equality, String error) {
        static Parsed ok(Equality equality) {
            return new Parsed(equality, null);
        }

        static Parsed refused(String error) {
            return new Parsed(null, error);
        }

        Optional<String> refusal() {
            return Optional.ofNullable(error);
        }
    }

    /**
     * Parses {@code attribute} or {@code attribute = value}; {@code fixedValue}, when not blank, is the value typed
     * in a separate field and is used when the text has none.
     */
    static Parsed parse(String text, String fixedValue) {
        String trimmed = text == null ? "" : text.trim();
        if (trimmed.isEmpty()) {
            return Parsed.refused("Name the attribute the caller knows, e.g. customerId.");
        }
        int eq = indexOutsideQuotes(trimmed, '=');
        if (eq < 0) {
            Optional<String> bad = badName(trimmed);
            if (bad.isPresent()) {
                return Parsed.refused(bad.get());
            }
            return Parsed.ok(equality(trimmed, fixedValue == null ? "" : fixedValue.trim()));
        }
        String name = trimmed.substring(0, eq).trim();
        String value = trimmed.substring(eq + 1).trim();
        if (name.isEmpty()) {
            return Parsed.refused("Name the attribute before '=', e.g. status = PUBLISHED.");
        }
        Optional<String> bad = badName(name);
        if (bad.isPresent()) {
            return Parsed.refused(bad.get());
        }
        if (value.isEmpty()) {
            return Parsed.refused("Give the constant after '=' (status = PUBLISHED), or type only " + name
                    + " to make it an input.");
        }
        if (indexOutsideQuotes(value, '=') >= 0) {
            return Parsed.refused("One '=' per equality: " + name + " = VALUE.");
        }
        if (value.startsWith("\"") || value.startsWith("'")) {
            char quote = value.charAt(0);
            if (value.length() < 2 || value.charAt(value.length() - 1) != quote) {
                return Parsed.refused("The value " + value + " opens a quote it does not close.");
            }
            value = value.substring(1, value.length() - 1);
            if (value.isEmpty()) {
                return Parsed.refused("The quoted value is empty: DynamoDB keys cannot hold an empty string.");
            }
            return Parsed.ok(Equality.fixed(name, value));
        }
        return Parsed.ok(equality(name, value));
    }

    /** Several equalities separated by commas (outside quotes); the first refusal wins. */
    static ParsedList parseAll(String text) {
        List<Equality> equalities = new ArrayList<>();
        String rest = text == null ? "" : text;
        if (rest.isBlank()) {
            return new ParsedList(List.of(), null);
        }
        for (String part : splitOutsideQuotes(rest)) {
            if (part.isBlank()) {
                continue;
            }
            Parsed parsed = parse(part, null);
            if (parsed.error() != null) {
                return new ParsedList(List.of(), parsed.error());
            }
            Equality equality = parsed.equality();
            if (equalities.stream().anyMatch(e -> e.attribute().equals(equality.attribute()))) {
                return new ParsedList(List.of(), equality.attribute() + " is named twice: one equality per "
                        + "attribute.");
            }
            equalities.add(equality);
        }
        return new ParsedList(List.copyOf(equalities), null);
    }

    /** Equalities, or why the text is not a list of them. */
    record ParsedList(List<Equality> equalities, String error) {
    }

    /** The text form of an equality, as {@link #parse} reads it back. */
    static String format(Equality equality) {
        if (!equality.isFixed()) {
            return equality.attribute();
        }
        String value = equality.value();
        boolean quote = value.contains(",") || value.contains("=") || !value.equals(value.trim());
        return equality.attribute() + " = " + (quote ? "\"" + value + "\"" : value);
    }

    private static Equality equality(String name, String value) {
        if (value.isEmpty() || value.equals("{input}") || value.equals("{" + name + "}")) {
            return Equality.input(name);
        }
        return Equality.fixed(name, value);
    }

    /**
     * An attribute name the equality cannot use: DynamoDB allows any characters, but here a name with quotes,
     * braces or commas is a typing slip (the value belongs after '=').
     */
    private static Optional<String> badName(String name) {
        for (char c : new char[] {'"', '\'', '{', '}', ','}) {
            if (name.indexOf(c) >= 0) {
                return Optional.of("'" + name + "' is not an attribute name: write attribute = value, e.g. "
                        + "status = PUBLISHED.");
            }
        }
        if (name.contains(" ")) {
            return Optional.of("'" + name + "' is not an attribute name the pattern knows: write attribute = value, "
                    + "e.g. status = PUBLISHED.");
        }
        return Optional.empty();
    }

    private static int indexOutsideQuotes(String text, char wanted) {
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
            } else if (c == wanted) {
                return i;
            }
        }
        return -1;
    }

    private static List<String> splitOutsideQuotes(String text) {
        List<String> parts = new ArrayList<>();
        String rest = text;
        while (true) {
            int comma = indexOutsideQuotes(rest, ',');
            if (comma < 0) {
                parts.add(rest);
                return parts;
            }
            parts.add(rest.substring(0, comma));
            rest = rest.substring(comma + 1);
        }
    }
}
