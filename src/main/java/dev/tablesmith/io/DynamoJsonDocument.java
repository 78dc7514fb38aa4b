package dev.tablesmith.io;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.Item;
import java.util.Optional;

/**
 * One JSON value holding DynamoDB JSON items (a scan page, a get-item answer, a batch-write request file, one line
 * of an S3 export), read in one pass exactly as design files are: UTF-8, exact number texts, the first syntax error
 * located and described in plain words. Its items are read as {@code aws dynamodb put-item --item} takes them
 * ({@link DynamoJsonReader}): one type descriptor per value, N values strings inside DynamoDB's number range, B
 * values base64, sets neither empty nor holding an element twice.
 */
public final class DynamoJsonDocument {
    /** Not well-formed JSON: the first syntax error, 1-based line and column. */
    public static final class Malformed extends Exception {
        private final int line;
        private final int column;

        Malformed(int line, int column, String message) {
            super(message);
            this.line = line;
            this.column = column;
        }

        public int line() {
            return line;
        }

        public int column() {
            return column;
        }
    }

    /**
     * An item as read, or why it cannot be: the first problem, at a JSON Pointer in the document.
     *
     * @param item    the item, null when refused
     * @param pointer where the first problem is ({@code /Items/3/price/N}); null when read
     * @param problem what it is; null when read
     */
    public record ItemReading(Item item, String pointer, String problem) {
        public Optional<Item> read() {
            return Optional.ofNullable(item);
        }
    }

    private final ParsedJson json;

    private DynamoJsonDocument(ParsedJson json) {
        this.json = json;
    }

    /**
     * Reads bytes holding exactly one JSON value.
     *
     * @throws Malformed at the first syntax error, or when the bytes are not UTF-8
     */
    public static DynamoJsonDocument parse(byte[] bytes) throws Malformed {
        try {
            return new DynamoJsonDocument(ParsedJson.read(bytes));
        } catch (MalformedJsonException e) {
            throw new Malformed(e.line(), e.column(), e.getMessage());
        }
    }

    public JsonNode root() {
        return json.root();
    }

    /** Reads the item at {@code node}, whose place in the document is {@code pointer}. */
    public ItemReading item(JsonNode node, String pointer) {
        ReadContext context = new ReadContext(json);
        Optional<Item> item = new DynamoJsonReader(context).item(node, pointer);
        if (context.hasProblems()) {
            ShapeProblem first = context.problems().get(0);
            return new ItemReading(null, first.pointer(), first.message());
        }
        return item.map(i -> new ItemReading(i, null, null))
                .orElseGet(() -> new ItemReading(null, pointer, "not a DynamoDB JSON item"));
    }

    /** The pointer of member {@code name} of the value at {@code parent}, escaped as RFC 6901 says. */
    public static String child(String parent, String name) {
        return JsonPointers.child(parent, name);
    }

    /** The pointer of element {@code index} of the array at {@code parent}. */
    public static String child(String parent, int index) {
        return JsonPointers.child(parent, index);
    }
}
