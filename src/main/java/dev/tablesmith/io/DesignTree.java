package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a design file into a JSON tree, except for the entities' sample records, which a {@link RecordStreamer}
 * reads straight into items.
 *
 * <p>It walks the few objects on the way to the records itself (the root, each table in {@code tables}, each
 * entity in a table's {@code entities}) and leaves every other value to Jackson's tree reader. In the tree, each
 * streamed {@code records} array is an empty array node that stands for the records read from it: look them up by
 * that node with {@link #records(JsonNode)}. A value that is not where a design puts it (tables that are not an
 * array, an entity that is not an object) is simply read as a tree, for the design reader to report.
 */
final class DesignTree {
    /** An object on the way to the records, and the field that leads on from it. */
    private enum Level {
        ROOT("tables"), TABLE("entities"), ENTITY("records");

        final String next;

        Level(String next) {
            this.next = next;
        }
    }

    private final RecordingParser parser;
    private final ObjectMapper mapper;
    private final Map<JsonNode, List<RecordStreamer.RawRecord>> records = new IdentityHashMap<>();
    private final List<ParsedJson.DuplicateField> duplicates = new ArrayList<>();

    /** @param parser positioned at the first token of the design */
    DesignTree(RecordingParser parser, ObjectMapper mapper) {
        this.parser = parser;
        this.mapper = mapper;
    }

    /** Reads the design's value, through its last token. */
    JsonNode read() throws IOException {
        return value(Level.ROOT, "");
    }

    /** The records read from the {@code records} array that {@code placeholder} stands for, or null. */
    List<RecordStreamer.RawRecord> records(JsonNode placeholder) {
        return records.get(placeholder);
    }

    /** Repeated field names found inside the records (the recording parser reports all others). */
    List<ParsedJson.DuplicateField> recordDuplicates() {
        return duplicates;
    }

    private JsonNode value(Level level, String pointer) throws IOException {
        return parser.currentToken() == JsonToken.START_OBJECT ? object(level, pointer) : mapper.readTree(parser);
    }

    private ObjectNode object(Level level, String pointer) throws IOException {
        ObjectNode object = mapper.getNodeFactory().objectNode();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken token = parser.nextToken();
            JsonNode value;
            if (token != JsonToken.START_ARRAY || !name.equals(level.next)) {
                value = mapper.readTree(parser);
            } else if (level == Level.ENTITY) {
                value = streamRecords(JsonPointers.child(pointer, name));
            } else {
                value = array(level == Level.ROOT ? Level.TABLE : Level.ENTITY, JsonPointers.child(pointer, name));
            }
            object.replace(name, value);
        }
        return object;
    }

    private ArrayNode array(Level elements, String pointer) throws IOException {
        ArrayNode array = mapper.getNodeFactory().arrayNode();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            array.add(value(elements, JsonPointers.child(pointer, array.size())));
        }
        return array;
    }

    private ArrayNode streamRecords(String pointer) throws IOException {
        ArrayNode placeholder = mapper.getNodeFactory().arrayNode();
        records.put(placeholder, new RecordStreamer(parser.handOverContainer(), mapper, duplicates).read(pointer));
        return placeholder;
    }
}
