package dev.tablesmith.io.items;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.io.DynamoJsonDocument;
import java.util.Iterator;
import java.util.Map;
import java.util.function.Consumer;

/**
 * One JSON value of a sample-data file, told apart by its members:
 * <ul>
 *   <li>{@code Items}: a scan or query page as the AWS CLI prints it ({@code Count}, {@code ScannedCount},
 *       {@code LastEvaluatedKey}, {@code ConsumedCapacity}, {@code NextToken} are ignored);</li>
 *   <li>{@code Item}: a get-item answer ({@code {}} when the item was not found: nothing to import);</li>
 *   <li>{@code RequestItems}, or every member an array: a batch-write-item request, table name to write requests,
 *       each exactly one of {@code {"PutRequest": {"Item": ...}}} and {@code {"DeleteRequest": {"Key": ...}}}.</li>
 * </ul>
 * An item that cannot be read, or a write request of neither kind, is refused with its pointer; a value of none of
 * these shapes makes the file unreadable.
 */
final class ItemDocument {
    private final DynamoJsonDocument document;
    private final String prefix;
    private final Consumer<ItemOperation> out;

    private ItemDocument(DynamoJsonDocument document, String prefix, Consumer<ItemOperation> out) {
        this.document = document;
        this.prefix = prefix;
        this.out = out;
    }

    /**
     * Reads the document's writes.
     *
     * @param prefix what locations start with: {@code FILE: } or {@code FILE:LINE: }
     */
    static ItemFileFormat read(DynamoJsonDocument document, String prefix, Consumer<ItemOperation> out)
            throws ItemFileException {
        return new ItemDocument(document, prefix, out).read();
    }

    private ItemFileFormat read() throws ItemFileException {
        JsonNode root = document.root();
        if (!root.isObject()) {
            throw shape("");
        }
        if (root.has("Items")) {
            JsonNode items = root.get("Items");
            if (!items.isArray()) {
                throw new ItemFileException(prefix + "/Items: expected an array of items, found " + kind(items));
            }
            for (int i = 0; i < items.size(); i++) {
                put(null, items.get(i), DynamoJsonDocument.child("/Items", i));
            }
            return ItemFileFormat.SCAN;
        }
        if (root.has("Item")) {
            put(null, root.get("Item"), "/Item");
            return ItemFileFormat.GET_ITEM;
        }
        if (root.isEmpty()) {
            return ItemFileFormat.GET_ITEM;
        }
        if (root.has("RequestItems")) {
            batch(root.get("RequestItems"), "/RequestItems");
            return ItemFileFormat.BATCH_WRITE;
        }
        for (JsonNode value : root) {
            if (!value.isArray()) {
                throw shape("");
            }
        }
        batch(root, "");
        return ItemFileFormat.BATCH_WRITE;
    }

    private void batch(JsonNode requestItems, String pointer) throws ItemFileException {
        if (!requestItems.isObject()) {
            throw new ItemFileException(prefix + pointer + ": expected an object of table names to write requests,"
                    + " found " + kind(requestItems));
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = requestItems.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> table = it.next();
            String tablePointer = DynamoJsonDocument.child(pointer, table.getKey());
            if (!table.getValue().isArray()) {
                throw new ItemFileException(prefix + tablePointer + ": expected an array of write requests, found "
                        + kind(table.getValue()));
            }
            for (int i = 0; i < table.getValue().size(); i++) {
                request(table.getKey(), table.getValue().get(i), DynamoJsonDocument.child(tablePointer, i));
            }
        }
    }

    /** One write request: {@code {"PutRequest": {"Item": ...}}} or {@code {"DeleteRequest": {"Key": ...}}}. */
    private void request(String table, JsonNode request, String pointer) {
        JsonNode put = request.path("PutRequest");
        JsonNode delete = request.path("DeleteRequest");
        if (request.isObject() && request.size() == 1 && put.isObject() && put.path("Item").isObject()) {
            put(table, put.get("Item"), pointer + "/PutRequest/Item");
        } else if (request.isObject() && request.size() == 1 && delete.isObject() && delete.path("Key").isObject()) {
            String at = pointer + "/DeleteRequest/Key";
            DynamoJsonDocument.ItemReading key = document.item(delete.get("Key"), at);
            out.accept(key.item() == null ? ItemOperation.unreadable(table, prefix + key.pointer(), key.problem())
                    : ItemOperation.delete(table, key.item(), prefix + at));
        } else {
            out.accept(ItemOperation.unreadable(table, prefix + pointer, "a write request holds exactly one of "
                    + "{\"PutRequest\": {\"Item\": {...}}} and {\"DeleteRequest\": {\"Key\": {...}}}"));
        }
    }

    private void put(String table, JsonNode node, String pointer) {
        DynamoJsonDocument.ItemReading item = document.item(node, pointer);
        out.accept(item.item() == null ? ItemOperation.unreadable(table, prefix + item.pointer(), item.problem())
                : ItemOperation.put(table, item.item(), prefix + pointer));
    }

    private ItemFileException shape(String pointer) {
        return new ItemFileException(prefix + (pointer.isEmpty() ? "/" : pointer) + ": not DynamoDB JSON sample "
                + "data: expected scan/query output {\"Items\": [...]}, get-item output {\"Item\": {...}}, a "
                + "batch-write-item request {\"TABLE\": [{\"PutRequest\": {\"Item\": {...}}}]}, or an S3 export "
                + "data file (one {\"Item\": {...}} per line)");
    }

    private static String kind(JsonNode node) {
        return switch (node.getNodeType()) {
            case ARRAY -> "an array";
            case OBJECT -> "an object";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            default -> "null";
        };
    }
}
