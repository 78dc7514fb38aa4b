package dev.tablesmith.export;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * A document tree as one line of JSON, for JSON embedded in a shell script or in source code (an
 * {@code aws dynamodb put-item --item} argument, a JavaScript literal). Whole JSON files are printed by
 * {@code dev.tablesmith.io.export}.
 */
public final class JsonText {
    private JsonText() {
    }

    /** The value on one line with no spaces. */
    public static String compact(Object value) {
        StringBuilder out = new StringBuilder();
        write(out, value);
        return out.toString();
    }

    private static void write(StringBuilder out, Object value) {
        if (value instanceof DocObject object) {
            out.append('{');
            Iterator<Map.Entry<String, Object>> members = object.members().entrySet().iterator();
            while (members.hasNext()) {
                Map.Entry<String, Object> member = members.next();
                out.append(string(member.getKey())).append(':');
                write(out, member.getValue());
                if (members.hasNext()) {
                    out.append(',');
                }
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                if (i > 0) {
                    out.append(',');
                }
                write(out, list.get(i));
            }
            out.append(']');
        } else if (value instanceof String text) {
            out.append(string(text));
        } else {
            out.append(value);
        }
    }

    /** A JSON string literal: quotes, backslashes and control characters escaped. */
    public static String string(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20 || c == 0x2028 || c == 0x2029) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
