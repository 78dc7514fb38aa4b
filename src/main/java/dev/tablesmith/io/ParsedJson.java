package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/**
 * One JSON file read in a single pass: a tree, with what a tree forgets (exact number texts, repeated field names)
 * noted on the way by a {@link RecordingParser}. A design's sample records are read without a tree, straight into
 * items ({@link DesignTree}).
 *
 * <p>Lazy location rule: where values are in the text ({@link LocationIndex}) is worked out only when asked for,
 * by tokenizing the text again; a file without problems never needs it, and a file with problems pays one more
 * pass to locate them, which keeps only the values its problems name ({@link #locations(Collection)}). Malformed
 * input is handed to {@link LocationIndex#build} too, which describes the first
 * syntax error in plain words; so what is well-formed is always decided by the same Jackson tokenizer.
 */
final class ParsedJson {
    /** A field name that appears twice in one object; the pointer names the member (both share it). */
    record DuplicateField(String pointer, String name) {
    }

    private static final ObjectMapper MAPPER = JsonLimits.jsonMapper();

    private final JsonNode root;
    private final Map<String, String> numberTexts;
    private final List<DuplicateField> duplicates;
    private final DesignTree design;
    private byte[] bytes;
    private String text;
    private LocationIndex locations;

    private ParsedJson(JsonNode root, Map<String, String> numberTexts, List<DuplicateField> duplicates,
                       DesignTree design) {
        this.root = root;
        this.numberTexts = numberTexts;
        this.duplicates = duplicates;
        this.design = design;
    }

    /**
     * Reads a design file: as {@link #read(byte[])}, but each entity's records are read into items, found through
     * {@link #records(JsonNode)}.
     */
    static ParsedJson readDesign(byte[] bytes) throws MalformedJsonException {
        return read(bytes, true);
    }

    /**
     * Reads a whole file's bytes, which must be UTF-8 and hold exactly one JSON value.
     *
     * @throws MalformedJsonException when the bytes are not UTF-8, or at the first syntax error, located and
     *                                described in plain words
     */
    static ParsedJson read(byte[] bytes) throws MalformedJsonException {
        return read(bytes, false);
    }

    /**
     * Jackson reads the bytes as they are when {@link SourceText#readableAsUtf8} says it sees the text
     * {@link SourceText#decode} gives; otherwise, and to describe any problem, the text is decoded first.
     */
    private static ParsedJson read(byte[] bytes, boolean design) throws MalformedJsonException {
        boolean asBytes = SourceText.readableAsUtf8(bytes);
        String expected = design ? Utf8Text.DESIGN_FILE : "a request file (JSON)";
        String text = asBytes ? null : SourceText.decode(bytes, expected);
        try (RecordingParser parser = new RecordingParser(
                asBytes ? MAPPER.createParser(bytes) : MAPPER.createParser(text))) {
            if (parser.nextToken() != null) {
                DesignTree tree = design ? new DesignTree(parser, MAPPER) : null;
                JsonNode root = tree != null ? tree.read() : MAPPER.readTree(parser);
                if (parser.nextToken() == null) {
                    List<DuplicateField> duplicates = new ArrayList<>(parser.duplicateFields());
                    if (tree != null) {
                        duplicates.addAll(tree.recordDuplicates());
                    }
                    ParsedJson json = new ParsedJson(root, Map.copyOf(parser.numberTexts()),
                            List.copyOf(duplicates), tree);
                    json.bytes = bytes;
                    json.text = text;
                    return json;
                }
            }
        } catch (JsonProcessingException malformed) {
            // described below, by the tokenizer that knows how to say where and what
        } catch (IOException e) {
            throw new UncheckedIOException("reading from memory cannot fail", e);
        }
        LocationIndex.build(text != null ? text : SourceText.decode(bytes, expected));
        throw new IllegalStateException("the tree reader rejected what the tokenizer accepts");
    }

    /** The root value. */
    JsonNode root() {
        return root;
    }

    /**
     * Exact texts of the numbers whose tree node prints differently, by JSON Pointer; any other number's text is
     * {@link RecordingParser#plainText(JsonNode)}. Numbers in streamed records carry their text themselves.
     */
    Map<String, String> numberTexts() {
        return numberTexts;
    }

    /** Field names that appear twice in one object. */
    List<DuplicateField> duplicateFields() {
        return duplicates;
    }

    /**
     * The records read from the {@code records} array that {@code placeholder} (an empty array node in the tree)
     * stands for; null when it stands for none.
     */
    List<RecordStreamer.RawRecord> records(JsonNode placeholder) {
        return design == null ? null : design.records(placeholder);
    }

    /**
     * Where the values {@code pointers} name are, with their ancestors (so a pointer to a value the file lacks is
     * at its nearest existing one): one streaming pass of the tokenizer over the bytes, keeping nothing else of
     * the file ({@link TargetedLocations}). The positions are those {@link #locations()} gives; a design of a
     * million records with a handful of problems is located in the memory of those problems, not of an index of
     * its tens of millions of values.
     */
    LocationIndex locations(Collection<String> pointers) {
        try (Reader reader = text != null ? new StringReader(text) : strictUtf8(bytes)) {
            return TargetedLocations.build(reader, pointers);
        } catch (IOException notExpected) {
            // the text was read as one well-formed JSON value already; should the two readings ever disagree,
            // the full index still says where
            return locations();
        }
    }

    private static Reader strictUtf8(byte[] bytes) {
        return new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT));
    }

    /**
     * Where every value is: built on first use by tokenizing the whole text again, then kept. It holds a pointer
     * and a position for every value of the file; {@link #locations(Collection)} is what problems are located
     * with.
     */
    LocationIndex locations() {
        if (locations == null) {
            try {
                if (text == null) {
                    text = SourceText.decode(bytes);
                }
                locations = LocationIndex.build(text);
            } catch (MalformedJsonException e) {
                throw new IllegalStateException("the tokenizer rejected what the tree reader accepted", e);
            }
        }
        return locations;
    }
}
