package dev.tablesmith.export;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Prints a {@link DocObject} tree as block-style YAML (two-space indents, list items under their key), the form
 * CloudFormation templates are written in. A string is written plain only when YAML cannot read it as anything
 * else (a number, a boolean, null, a comment or an indicator); otherwise it is double-quoted with escapes.
 */
public final class YamlPrinter {
    private static final Pattern PLAIN = Pattern.compile("[A-Za-z_][A-Za-z0-9_./-]*");
    private static final Set<String> RESERVED = Set.of("true", "false", "yes", "no", "on", "off", "y", "n",
            "null", "~");

    private YamlPrinter() {
    }

    /** The document as YAML, ending in a newline. */
    public static String print(DocObject document) {
        StringBuilder out = new StringBuilder();
        printMembers(out, document, 0);
        return out.toString();
    }

    private static void printMembers(StringBuilder out, DocObject object, int indent) {
        boolean first = true;
        for (Map.Entry<String, Object> member : object.members().entrySet()) {
            if (!first) {
                out.append(" ".repeat(indent));
            }
            first = false;
            out.append(scalar(member.getKey())).append(':');
            printValueAfterKey(out, member.getValue(), indent);
        }
    }

    private static void printValueAfterKey(StringBuilder out, Object value, int indent) {
        if (value instanceof DocObject object && !object.isEmpty()) {
            out.append('\n').append(" ".repeat(indent + 2));
            printMembers(out, object, indent + 2);
        } else if (value instanceof List<?> list && !list.isEmpty()) {
            out.append('\n');
            printItems(out, list, indent + 2);
        } else {
            out.append(' ').append(inline(value)).append('\n');
        }
    }

    private static void printItems(StringBuilder out, List<?> list, int indent) {
        for (Object item : list) {
            out.append(" ".repeat(indent)).append("- ");
            if (item instanceof DocObject object && !object.isEmpty()) {
                printMembers(out, object, indent + 2);
            } else if (item instanceof List<?> nested && !nested.isEmpty()) {
                out.append('\n');
                printItems(out, nested, indent + 2);
            } else {
                out.append(inline(item)).append('\n');
            }
        }
    }

    private static String inline(Object value) {
        if (value instanceof DocObject) {
            return "{}";
        }
        if (value instanceof List<?>) {
            return "[]";
        }
        if (value instanceof String text) {
            return scalar(text);
        }
        return String.valueOf(value);
    }

    /** A string as a YAML scalar: plain when unambiguous, else double-quoted. */
    static String scalar(String text) {
        if (PLAIN.matcher(text).matches() && !RESERVED.contains(text.toLowerCase(Locale.ROOT))) {
            return text;
        }
        StringBuilder quoted = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> quoted.append("\\\"");
                case '\\' -> quoted.append("\\\\");
                case '\n' -> quoted.append("\\n");
                case '\t' -> quoted.append("\\t");
                default -> {
                    if (c < 0x20) {
                        quoted.append(String.format("\\x%02x", (int) c));
                    } else {
                        quoted.append(c);
                    }
                }
            }
        }
        return quoted.append('"').toString();
    }
}
