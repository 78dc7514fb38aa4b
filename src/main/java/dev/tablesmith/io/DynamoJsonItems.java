package dev.tablesmith.io;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Optional;

/**
 * One item or value in DynamoDB JSON as text, for pasting and copying in the app: read exactly as explicit items
 * in a design file are ({@code {"PK": {"S": "USER#u1"}, "age": {"N": "42"}}}), written canonically.
 */
public final class DynamoJsonItems {
    private DynamoJsonItems() {
    }

    /**
     * Reads an item.
     *
     * @throws IllegalArgumentException saying where and what, e.g. {@code line 1, column 12: ...} or
     *                                  {@code at /age/N: ...}
     */
    public static Item readItem(String text) {
        ParsedJson json = parse(text);
        ReadContext context = new ReadContext(json);
        Optional<Item> item = new DynamoJsonReader(context).item(json.root(), "");
        throwFirst(context);
        return item.orElseThrow(() -> new IllegalArgumentException("not a DynamoDB JSON item"));
    }

    /**
     * Reads the content of a value of {@code type} ({@code ["a", "b"]} for SS, {@code [{"S": "x"}]} for L,
     * {@code {"k": {"N": "1"}}} for M).
     *
     * @throws IllegalArgumentException saying what is wrong
     */
    public static AttributeValue readValue(AttributeType type, String content) {
        String wrapped = "{\"" + type.name() + "\": " + (content == null || content.isBlank() ? "null" : content)
                + "}";
        ParsedJson json = parse(wrapped);
        ReadContext context = new ReadContext(json);
        AttributeValue value = new DynamoJsonReader(context).value(json.root(), "");
        throwFirst(context);
        if (value == null) {
            throw new IllegalArgumentException("not a " + type + " value");
        }
        return value;
    }

    /** An item as canonical DynamoDB JSON (two-space indent, one member per line where long). */
    public static String write(Item item) {
        return CanonicalJsonPrinter.print(AttributeValueWriter.item(item)).strip();
    }

    /** The content of a value in DynamoDB JSON, without its type descriptor ({@code ["a", "b"]} for an SS). */
    public static String writeContent(AttributeValue value) {
        Map<String, Object> wrapped = AttributeValueWriter.dynamo(value);
        return CanonicalJsonPrinter.print(wrapped.values().iterator().next()).strip();
    }

    private static ParsedJson parse(String text) {
        try {
            return ParsedJson.read((text == null ? "" : text).getBytes(StandardCharsets.UTF_8));
        } catch (MalformedJsonException e) {
            throw new IllegalArgumentException("line " + e.line() + ", column " + e.column() + ": " + e.getMessage());
        }
    }

    private static void throwFirst(ReadContext context) {
        if (context.hasProblems()) {
            ShapeProblem first = context.problems().get(0);
            throw new IllegalArgumentException((first.pointer().isEmpty() ? "" : "at " + first.pointer() + ": ")
                    + first.message());
        }
    }
}
