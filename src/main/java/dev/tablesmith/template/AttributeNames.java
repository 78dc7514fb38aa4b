package dev.tablesmith.template;

import java.util.Optional;

/**
 * Which attribute names a key template and a sparse condition can name (decision 0012).
 *
 * <p>DynamoDB accepts any non-empty UTF-8 attribute name (expressions reach unusual ones through
 * ExpressionAttributeNames). Tablesmith's templates and conditions name attributes as bare words:
 * {@code {orderDate|pad:8}} ends a name at {@code |} or {@code }}, and {@code status IN (A, B)} ends it at white
 * space or punctuation. An entity attribute is therefore named without white space and without any of
 * <code>{ } | : ( ) , = &lt; &gt; ! ' "</code>, so every attribute an entity declares can be used in its keys.
 */
public final class AttributeNames {
    /** The characters a template or condition reads as syntax. */
    public static final String SYNTAX = "{}|:(),=<>!'\"";

    private AttributeNames() {
    }

    /** Why {@code name} cannot be an entity attribute's name, or empty when it can. */
    public static Optional<String> problem(String name) {
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isWhitespace(c)) {
                return Optional.of("attribute name '" + name + "' has a space at character " + (i + 1)
                        + ": key templates and conditions name attributes as one word (write e.g. "
                        + suggestion(name) + ")");
            }
            if (SYNTAX.indexOf(c) >= 0) {
                return Optional.of("attribute name '" + name + "' has '" + c + "' at character " + (i + 1)
                        + ", which key templates and conditions read as syntax (" + SYNTAX.chars()
                        .mapToObj(ch -> String.valueOf((char) ch)).reduce((a, b) -> a + " " + b).orElse("")
                        + " are not allowed in names)");
            }
        }
        return Optional.empty();
    }

    /** {@code display name} as {@code displayName}: the words joined, each after the first capitalised. */
    static String suggestion(String name) {
        String[] words = name.strip().split("\\s+");
        StringBuilder joined = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            if (!words[i].isEmpty()) {
                joined.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
            }
        }
        return joined.toString();
    }
}
