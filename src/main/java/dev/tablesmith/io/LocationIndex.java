package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * Where every value of a JSON text is, by JSON Pointer: built by tokenizing the text once with a Jackson
 * {@link JsonParser}, so that problems found later in the tree (or by the design validator, which only knows
 * pointers) can be reported as {@code LINE:COLUMN}. Its other use is to describe a syntax error in plain words.
 *
 * <p>Lazy location rule: a file is read by {@link ParsedJson} without this index (a pointer and a position for
 * every value is most of the cost of reading a large file); the index is built, by tokenizing the text again, only
 * when a problem must be located or the text turned out malformed. Whatever it reports must not depend on whether
 * it was built early or late, so it keeps nothing the tree reading needs.
 */
final class LocationIndex {
    /** A 1-based line and column. */
    record Position(int line, int column) {
    }

    /**
     * One value: where it starts, where its member name starts (null for an array element or the root), the offset
     * of its first character in the text, its token and, for a string value of an index built for a few pointers
     * ({@link TargetedLocations}), the raw text from its opening quote on (null otherwise: the text is the source).
     */
    record Entry(Position value, Position name, long charOffset, JsonToken token, String raw) {
    }

    private static final class Frame {
        final String pointer;
        final boolean object;
        final Position start;
        String currentName;
        Position currentNamePosition;
        int nextIndex;

        Frame(String pointer, boolean object, Position start) {
            this.pointer = pointer;
            this.object = object;
            this.start = start;
        }
    }

    private static final JsonFactory FACTORY = JsonLimits.jsonFactory();

    private final String source;
    private final Map<String, Entry> entries;
    private String lastPointer;

    private LocationIndex(String source) {
        this.source = source;
        this.entries = new HashMap<>();
    }

    private LocationIndex(Map<String, Entry> entries) {
        this.source = "";
        this.entries = entries;
    }

    /**
     * An index of only these values (by pointer), each string value carrying its own raw text: what
     * {@link TargetedLocations} finds in one pass for the pointers it was asked about and their ancestors.
     */
    static LocationIndex of(Map<String, Entry> entries) {
        return new LocationIndex(Map.copyOf(entries));
    }

    /**
     * Tokenizes {@code source} (the whole file, already decoded) and indexes every value.
     *
     * @throws MalformedJsonException at the first syntax error, located and described in plain words
     */
    static LocationIndex build(String source) throws MalformedJsonException {
        LocationIndex index = new LocationIndex(source);
        Deque<Frame> open = new ArrayDeque<>();
        boolean rootDone = false;
        try (JsonParser parser = FACTORY.createParser(source)) {
            JsonToken token;
            while ((token = nextToken(parser, source, open, rootDone)) != null) {
                Position at = position(parser.currentTokenLocation());
                if (rootDone) {
                    throw new MalformedJsonException(at.line(), at.column(),
                            "unexpected content after the end of the design (a design file holds one JSON object)");
                }
                switch (token) {
                    case FIELD_NAME -> index.name(open.getFirst(), parser.currentName(), at);
                    case END_OBJECT, END_ARRAY -> {
                        open.removeFirst();
                        rootDone = open.isEmpty();
                    }
                    default -> {
                        index.value(open.peekFirst(), token, at, parser);
                        if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                            open.addFirst(new Frame(index.lastPointer, token == JsonToken.START_OBJECT, at));
                        } else {
                            rootDone = open.isEmpty();
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("reading from a string cannot fail", e);
        }
        if (index.entries.isEmpty()) {
            throw new MalformedJsonException(1, 1, "the file is empty (expected a JSON object)");
        }
        return index;
    }

    private static JsonToken nextToken(JsonParser parser, String source, Deque<Frame> open, boolean rootDone)
            throws MalformedJsonException, IOException {
        try {
            return parser.nextToken();
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation() != null ? e.getLocation() : parser.currentLocation();
            if (rootDone) {
                throw new MalformedJsonException(at.getLineNr(), at.getColumnNr(),
                        "unexpected content after the end of the design (a design file holds one JSON object)");
            }
            Frame innermost = open.peekFirst();
            String container = innermost == null ? null
                    : (innermost.object ? "object" : "array") + " opened at " + innermost.start.line() + ":"
                    + innermost.start.column();
            // Jackson places a control character between tokens one column past it (a NUL at 3:1 as 3:2)
            String original = e.getOriginalMessage();
            int column = original != null && original.startsWith("Illegal character ((CTRL-CHAR")
                    && at.getColumnNr() > 1 ? at.getColumnNr() - 1 : at.getColumnNr();
            if (e instanceof StreamConstraintsException && e.getOriginalMessage().contains("nesting depth")) {
                // a limit: located at the token that crossed it; the pointer of a too-deep value would be as long
                // as the nesting, so the line and column alone say where
                JsonLocation token = parser.currentTokenLocation();
                throw new MalformedJsonException(token.getLineNr(), Math.max(1, token.getColumnNr()), "",
                        JsonSyntaxMessages.describe(e, source, (int) token.getCharOffset(), container));
            }
            throw new MalformedJsonException(at.getLineNr(), column,
                    innermost == null ? "" : innermost.pointer,
                    JsonSyntaxMessages.describe(e, source, (int) at.getCharOffset(), container));
        }
    }

    private void name(Frame frame, String name, Position at) {
        frame.currentName = name;
        frame.currentNamePosition = at;
    }

    private void value(Frame parent, JsonToken token, Position at, JsonParser parser) throws IOException {
        String pointer;
        Position namePosition = null;
        if (parent == null) {
            pointer = "";
        } else if (parent.object) {
            pointer = JsonPointers.child(parent.pointer, parent.currentName);
            namePosition = parent.currentNamePosition;
        } else {
            pointer = JsonPointers.child(parent.pointer, parent.nextIndex++);
        }
        long offset = parser.currentTokenLocation().getCharOffset();
        entries.put(pointer, new Entry(at, namePosition, offset, token, null));
        lastPointer = pointer;
    }

    static Position position(JsonLocation location) {
        return new Position(location.getLineNr(), location.getColumnNr());
    }

    /** The pointer of every value indexed. */
    java.util.Set<String> pointers() {
        return java.util.Collections.unmodifiableSet(entries.keySet());
    }

    /** Whether a value exists at exactly this pointer. */
    boolean contains(String pointer) {
        return entries.containsKey(pointer);
    }

    /** The longest prefix of {@code pointer} that names a value in the file (at worst the root, {@code ""}). */
    String nearestExisting(String pointer) {
        String candidate = pointer.startsWith("/") ? pointer : "";
        while (!candidate.isEmpty() && !entries.containsKey(candidate)) {
            candidate = JsonPointers.parent(candidate);
        }
        return candidate;
    }

    /** Where the value at {@code pointer} (or its nearest existing ancestor) starts. */
    Position valueAt(String pointer) {
        Entry entry = entries.get(nearestExisting(pointer));
        return entry == null ? new Position(1, 1) : entry.value();
    }

    /**
     * Where the field name of the member at {@code pointer} starts; for an array element or the root, where its
     * value starts.
     */
    Position nameAt(String pointer) {
        Entry entry = entries.get(pointer);
        if (entry == null) {
            return valueAt(pointer);
        }
        return entry.name() != null ? entry.name() : entry.value();
    }

    /**
     * The position of character {@code column} (1-based) of the string value at {@code pointer}, walking the raw
     * text so that escapes ({@code \n}, {@code \u00e9}) are counted as the one character they stand for.
     * Empty when there is no string value at exactly that pointer.
     */
    Optional<Position> insideString(String pointer, int column) {
        Entry entry = entries.get(pointer);
        if (entry == null || entry.token() != JsonToken.VALUE_STRING || column < 1) {
            return Optional.empty();
        }
        String text = entry.raw() != null ? entry.raw() : source;
        int quote = entry.raw() != null ? 0 : (int) entry.charOffset();
        int raw = quote + 1;
        for (int decoded = 1; decoded < column && raw < text.length() && text.charAt(raw) != '"'; decoded++) {
            if (text.charAt(raw) == '\\') {
                raw += raw + 1 < text.length() && text.charAt(raw + 1) == 'u' ? 6 : 2;
            } else {
                raw++;
            }
        }
        return Optional.of(new Position(entry.value().line(), entry.value().column() + (raw - quote)));
    }
}
