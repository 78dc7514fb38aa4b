package dev.tablesmith.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Prints a JSON tree in Tablesmith's canonical layout, so that saving the same design twice gives the same bytes
 * and a one-field change is a one-line diff.
 *
 * <p>The tree is plain Java: {@link Map} (printed in its iteration order) for objects, {@link List} for arrays,
 * {@link String}, {@link Boolean}, {@code null}, and {@link JsonNumber} for numbers (printed exactly as their text).
 * An array too large to hold as a list (a million generated records) can be a {@link PrintedElements}, whose
 * elements were printed beforehand with {@link #printElement} at the indentation the array's place gives them.
 *
 * <p>Layout rules:
 * <ul>
 *   <li>two spaces per level, {@code \n} line endings, a trailing newline;</li>
 *   <li>a <em>flat</em> value (an array of scalars, or an object whose values are scalars or arrays of scalars) is
 *       written on one line, {@code ["a", "b"]} or {@code { "name": "PK", "type": "S" }}, when that line is at most
 *       {@value #LINE_WIDTH} characters long (not counting a trailing comma); otherwise, and for every other object
 *       or array, one member or element per line;</li>
 *   <li>empty arrays and objects are {@code []} and {@code {}};</li>
 *   <li>strings escape only {@code "}, {@code \}, control characters and unpaired surrogates; everything else,
 *       including non-ASCII text, is written as UTF-8.</li>
 * </ul>
 */
final class CanonicalJsonPrinter {
    /** The longest line a flat value is put on. */
    static final int LINE_WIDTH = 120;

    /** A JSON number, printed exactly as {@code text} (which must follow JSON's number grammar). */
    record JsonNumber(String text) {
    }

    /**
     * A non-empty array whose elements are already printed: each as {@link #printElement} prints it at
     * {@code elementIndent}, joined by {@code ",\n"}, without a newline after the last. The printer checks that the
     * array's place in the tree indents its elements by {@code elementIndent}.
     */
    interface PrintedElements {
        int elementIndent();

        /** Writes the elements' text. */
        void writeTo(Appendable out) throws IOException;
    }

    private CanonicalJsonPrinter() {
    }

    /** The canonical text of {@code root}, ending with a newline. */
    static String print(Object root) {
        StringBuilder out = new StringBuilder();
        try {
            write(out, root, 0, 0);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a PrintedElements that failed to write
        }
        return out.append('\n').toString();
    }

    /** {@link #print(Object)} into {@code out}, as it goes. */
    static void print(Object root, Appendable out) throws IOException {
        write(out, root, 0, 0);
        out.append('\n');
    }

    /**
     * An array element as the printer writes it at {@code indent}: the indentation, then the element (on one line
     * when flat and short enough, else over several lines indented below it).
     */
    static void printElement(Object element, int indent, Appendable out) throws IOException {
        out.append(" ".repeat(indent));
        write(out, element, indent, 0);
    }

    private static void write(Appendable out, Object value, int indent, int prefixLength) throws IOException {
        if (isScalar(value)) {
            out.append(scalar(value));
            return;
        }
        if (value instanceof PrintedElements printed) {
            if (printed.elementIndent() != indent + 2) {
                throw new IllegalStateException("elements printed at indent " + printed.elementIndent()
                        + " belong at " + (indent + 2));
            }
            out.append("[\n");
            printed.writeTo(out);
            out.append('\n').append(" ".repeat(indent)).append(']');
            return;
        }
        if (isFlat(value)) {
            String inline = inline(value);
            if (indent + prefixLength + inline.length() <= LINE_WIDTH) {
                out.append(inline);
                return;
            }
        }
        String inner = " ".repeat(indent + 2);
        if (value instanceof Map<?, ?> map) {
            out.append("{\n");
            int i = 0;
            for (Map.Entry<?, ?> member : map.entrySet()) {
                String prefix = quote((String) member.getKey()) + ": ";
                out.append(inner).append(prefix);
                write(out, member.getValue(), indent + 2, prefix.length());
                out.append(++i < map.size() ? ",\n" : "\n");
            }
            out.append(" ".repeat(indent)).append('}');
        } else {
            List<?> list = (List<?>) value;
            out.append("[\n");
            for (int i = 0; i < list.size(); i++) {
                out.append(inner);
                write(out, list.get(i), indent + 2, 0);
                out.append(i + 1 < list.size() ? ",\n" : "\n");
            }
            out.append(" ".repeat(indent)).append(']');
        }
    }

    private static boolean isScalar(Object value) {
        return !(value instanceof Map) && !(value instanceof List) && !(value instanceof PrintedElements);
    }

    private static boolean isScalarList(Object value) {
        return value instanceof List<?> list && list.stream().allMatch(CanonicalJsonPrinter::isScalar);
    }

    private static boolean isFlat(Object value) {
        if (value instanceof Map<?, ?> map) {
            return map.values().stream().allMatch(v -> isScalar(v) || isScalarList(v));
        }
        return isScalarList(value);
    }

    private static String inline(Object value) {
        List<String> parts = new ArrayList<>();
        if (value instanceof Map<?, ?> map) {
            if (map.isEmpty()) {
                return "{}";
            }
            map.forEach((k, v) -> parts.add(quote((String) k) + ": " + inline(v)));
            return "{ " + String.join(", ", parts) + " }";
        }
        if (value instanceof List<?> list) {
            list.forEach(v -> parts.add(inline(v)));
            return "[" + String.join(", ", parts) + "]";
        }
        return scalar(value);
    }

    private static String scalar(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof String s) {
            return quote(s);
        }
        if (value instanceof Boolean b) {
            return b.toString();
        }
        if (value instanceof JsonNumber n) {
            return n.text();
        }
        throw new IllegalArgumentException("not a JSON value: " + value.getClass().getSimpleName());
    }

    /** {@code s} as a JSON string literal. */
    static String quote(String s) {
        StringBuilder out = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20) {
                        out.append(unicodeEscape(c));
                    } else if (Character.isHighSurrogate(c) && i + 1 < s.length()
                            && Character.isLowSurrogate(s.charAt(i + 1))) {
                        out.append(c).append(s.charAt(++i));
                    } else if (Character.isSurrogate(c)) {
                        out.append(unicodeEscape(c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }

    private static String unicodeEscape(char c) {
        return String.format(Locale.ROOT, "\\u%04x", (int) c);
    }
}
