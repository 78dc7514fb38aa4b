package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Map;

/**
 * One JSON text read into a tree in a single pass, with what the tree forgets (exact number texts, repeated field
 * names) noted on the way by a {@link RecordingParser}.
 *
 * <p>Where values are in the text ({@link LocationIndex}) is worked out only when asked for, by tokenizing the text
 * again: a file without problems never needs it, and a file with problems pays one more pass to locate them.
 * Malformed text is handed to {@link LocationIndex#build} too, which describes the first syntax error in plain
 * words; so a reader that succeeds here and one that fails there always agree on what is well-formed.
 */
final class ParsedJson {
    /** A field name that appears twice in one object; the pointer names the member (both share it). */
    record DuplicateField(String pointer, String name) {
    }

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private byte[] bytes;
    private String text;
    private final JsonNode root;
    private final Map<String, String> numberTexts;
    private final List<DuplicateField> duplicates;
    private LocationIndex locations;

    private ParsedJson(JsonNode root, Map<String, String> numberTexts, List<DuplicateField> duplicates) {
        this.root = root;
        this.numberTexts = numberTexts;
        this.duplicates = duplicates;
    }

    /**
     * Reads a whole file's bytes, which must be UTF-8 and hold exactly one JSON value. Jackson reads the bytes as
     * they are when {@link SourceText#readableAsUtf8} says it sees the same text; otherwise (and to describe any
     * problem) the text is decoded first.
     *
     * @throws MalformedJsonException when the bytes are not UTF-8, or at the first syntax error, located and
     *                                described in plain words
     */
    static ParsedJson read(byte[] bytes) throws MalformedJsonException {
        if (!SourceText.readableAsUtf8(bytes)) {
            return read(SourceText.decode(bytes));
        }
        try {
            ParsedJson json = parse(MAPPER.createParser(bytes));
            if (json != null) {
                json.bytes = bytes;
                return json;
            }
        } catch (JsonProcessingException malformed) {
            // described below, by the tokenizer that knows how to say where and what
        } catch (IOException e) {
            throw new UncheckedIOException("reading from memory cannot fail", e);
        }
        throw malformed(SourceText.decode(bytes));
    }

    /**
     * Reads {@code text} (a whole file, already decoded), which must hold exactly one JSON value.
     *
     * @throws MalformedJsonException at the first syntax error, located and described in plain words
     */
    static ParsedJson read(String text) throws MalformedJsonException {
        try {
            ParsedJson json = parse(MAPPER.createParser(text));
            if (json != null) {
                json.text = text;
                return json;
            }
        } catch (JsonProcessingException malformed) {
            // described below, by the tokenizer that knows how to say where and what
        } catch (IOException e) {
            throw new UncheckedIOException("reading from a string cannot fail", e);
        }
        throw malformed(text);
    }

    /** The tree, or null when the input is empty or has content after the first value. */
    private static ParsedJson parse(JsonParser jackson) throws IOException {
        try (RecordingParser parser = new RecordingParser(jackson)) {
            JsonNode root = parser.nextToken() == null ? null : MAPPER.readTree(parser);
            if (root == null || parser.nextToken() != null) {
                return null;
            }
            return new ParsedJson(root, Map.copyOf(parser.numberTexts()), List.copyOf(parser.duplicateFields()));
        }
    }

    /** The tokenizer's description of what is wrong with {@code text}, which the tree reader rejected. */
    private static MalformedJsonException malformed(String text) throws MalformedJsonException {
        LocationIndex.build(text);
        throw new IllegalStateException("the tree reader rejected what the tokenizer accepts");
    }

    /** The root value. */
    JsonNode root() {
        return root;
    }

    /**
     * Exact texts of the numbers whose tree node prints differently, by JSON Pointer; any other number's text is
     * {@link RecordingParser#plainText(JsonNode)}.
     */
    Map<String, String> numberTexts() {
        return numberTexts;
    }

    /** Field names that appear twice in one object, in file order. */
    List<DuplicateField> duplicateFields() {
        return duplicates;
    }

    /** Where every value is: built on first use by tokenizing the text again, then kept. */
    LocationIndex locations() {
        if (locations == null) {
            try {
                if (text == null) {
                    text = SourceText.decode(bytes);
                    bytes = null;
                }
                locations = LocationIndex.build(text);
            } catch (MalformedJsonException e) {
                throw new IllegalStateException("the tokenizer rejected what the tree reader accepted", e);
            }
        }
        return locations;
    }
}
