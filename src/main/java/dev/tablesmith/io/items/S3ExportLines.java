package dev.tablesmith.io.items;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.io.DynamoJsonDocument;
import java.io.IOException;
import java.util.function.Consumer;

/**
 * The data files of a DynamoDB export to S3 in DYNAMODB_JSON format (AWS docs, "DynamoDB data export to Amazon S3:
 * output format"): newline-delimited, one {@code {"Item": {...}}} object per line holding the item in DynamoDB JSON,
 * written gzip-compressed as {@code data/*.json.gz}. Each line is one PutItem at {@code FILE:LINE}; a line that is
 * not such an object is refused and the next lines are read on.
 */
final class S3ExportLines {
    private S3ExportLines() {
    }

    /** Whether a line is, on its own, an object whose only member is an {@code Item} object. */
    static boolean isExportLine(byte[] line) {
        try {
            JsonNode root = DynamoJsonDocument.parse(line).root();
            return root.isObject() && root.size() == 1 && root.path("Item").isObject();
        } catch (DynamoJsonDocument.Malformed e) {
            return false;
        }
    }

    /** Reads every remaining line. */
    static void readAll(LineSplitter lines, String name, Consumer<ItemOperation> out) throws IOException {
        for (byte[] line = lines.next(); line != null; line = lines.next()) {
            if (!ItemFileReader.isBlank(line)) {
                read(line, lines.lineNumber(), name, out);
            }
        }
    }

    /** Reads line {@code number}. */
    static void read(byte[] line, int number, String name, Consumer<ItemOperation> out) {
        String at = name + ":" + number;
        DynamoJsonDocument document;
        try {
            document = DynamoJsonDocument.parse(line);
        } catch (DynamoJsonDocument.Malformed e) {
            out.accept(ItemOperation.unreadable(null, at + ":" + e.column(), e.getMessage()));
            return;
        }
        JsonNode root = document.root();
        if (!root.isObject() || !root.path("Item").isObject()) {
            out.accept(ItemOperation.unreadable(null, at, "expected {\"Item\": {...}}: an S3 export data file holds"
                    + " one item per line"));
            return;
        }
        DynamoJsonDocument.ItemReading reading = document.item(root.get("Item"), "/Item");
        if (reading.item() == null) {
            out.accept(ItemOperation.unreadable(null, at, reading.pointer() + ": " + reading.problem()));
        } else {
            out.accept(ItemOperation.put(null, reading.item(), at));
        }
    }
}
