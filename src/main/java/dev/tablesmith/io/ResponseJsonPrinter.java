package dev.tablesmith.io;

import dev.tablesmith.io.CanonicalJsonPrinter.JsonNumber;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

/**
 * Prints JSON the way the AWS CLI prints a DynamoDB response ({@code json.dumps(response, indent=4,
 * ensure_ascii=False)}): four spaces per level, every non-empty object and array expanded one member per line,
 * {@code "name": value}, empty ones as {@code {}} and {@code []}, non-ASCII text as UTF-8, and a trailing newline.
 *
 * <p>The tree is plain Java: {@link Map} (printed in iteration order), {@link List}, {@link String},
 * {@link Boolean}, {@code null}, {@link Integer} and {@link Long} (printed as integers), {@link Double} (printed as
 * Python prints a float: {@code 0.5}, {@code 1.0}, never with an exponent), an {@link AttributeValue} (printed as
 * DynamoDB JSON, {@code {"S": "CUST#c1"}}) and an {@link Item} (an object of DynamoDB JSON values).
 */
public final class ResponseJsonPrinter {
    private static final String INDENT = "    ";

    private ResponseJsonPrinter() {
    }

    /** The text of {@code tree}, ending with a newline. */
    public static String print(Object tree) {
        StringBuilder out = new StringBuilder();
        write(out, tree, 0);
        return out.append('\n').toString();
    }

    /** A capacity-unit count as a JSON number the way Python writes a float: {@code 0.5}, {@code 1.0}, {@code 12.0}. */
    public static String floatText(double value) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("cannot write " + value + " in JSON");
        }
        String plain = BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
        return plain.contains(".") ? plain : plain + ".0";
    }

    private static void write(StringBuilder out, Object value, int depth) {
        if (value instanceof AttributeValue attribute) {
            write(out, AttributeValueWriter.dynamo(attribute), depth);
        } else if (value instanceof Item item) {
            write(out, AttributeValueWriter.item(item), depth);
        } else if (value instanceof Map<?, ?> map) {
            writeObject(out, map, depth);
        } else if (value instanceof List<?> list) {
            writeArray(out, list, depth);
        } else {
            out.append(scalar(value));
        }
    }

    private static void writeObject(StringBuilder out, Map<?, ?> map, int depth) {
        if (map.isEmpty()) {
            out.append("{}");
            return;
        }
        out.append("{\n");
        int i = 0;
        for (Map.Entry<?, ?> member : map.entrySet()) {
            out.append(INDENT.repeat(depth + 1)).append(CanonicalJsonPrinter.quote((String) member.getKey()))
                    .append(": ");
            write(out, member.getValue(), depth + 1);
            out.append(++i < map.size() ? ",\n" : "\n");
        }
        out.append(INDENT.repeat(depth)).append('}');
    }

    private static void writeArray(StringBuilder out, List<?> list, int depth) {
        if (list.isEmpty()) {
            out.append("[]");
            return;
        }
        out.append("[\n");
        for (int i = 0; i < list.size(); i++) {
            out.append(INDENT.repeat(depth + 1));
            write(out, list.get(i), depth + 1);
            out.append(i + 1 < list.size() ? ",\n" : "\n");
        }
        out.append(INDENT.repeat(depth)).append(']');
    }

    private static String scalar(Object value) {
        if (value == null) {
            return "null";
        } else if (value instanceof String s) {
            return CanonicalJsonPrinter.quote(s);
        } else if (value instanceof Boolean b) {
            return b.toString();
        } else if (value instanceof Integer || value instanceof Long) {
            return value.toString();
        } else if (value instanceof Double d) {
            return floatText(d);
        } else if (value instanceof JsonNumber n) {
            return n.text();
        }
        throw new IllegalArgumentException("not a JSON value: " + value.getClass().getSimpleName());
    }
}
