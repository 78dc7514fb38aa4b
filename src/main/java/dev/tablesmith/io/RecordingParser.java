package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.util.JsonParserDelegate;
import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A Jackson parser that notes, while a tree is read through it, what a JSON tree forgets: the exact text of every
 * number whose tree node would print it differently ({@code 1E2}, {@code 59.90}, {@code -0}, {@code 1.0e-5}), and
 * every field name that appears twice in one object (a tree keeps only the last).
 *
 * <p>JSON Pointers are worked out (by Jackson, from its parsing context) only for those few values, so reading a
 * file of plain numbers and distinct names costs no pointer at all. Everything else is the wrapped parser's
 * business: the tree reader gets the very tokens it would have got without this class.
 */
final class RecordingParser extends JsonParserDelegate {
    /** The names seen so far in the object open at each depth (reused from object to object; unused by arrays). */
    private final List<FieldNames> levels = new ArrayList<>();
    private int depth;
    private final Map<String, String> numberTexts = new HashMap<>();
    private final List<ParsedJson.DuplicateField> duplicates = new ArrayList<>();

    RecordingParser(JsonParser parser) {
        super(parser);
    }

    @Override
    public JsonToken nextToken() throws IOException {
        JsonToken token = delegate.nextToken();
        if (token == null) {
            return null;
        }
        switch (token) {
            case START_OBJECT -> enter(true);
            case START_ARRAY -> enter(false);
            case END_OBJECT, END_ARRAY -> depth--;
            case FIELD_NAME -> fieldName();
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> number(token);
            default -> {
            }
        }
        return token;
    }

    /** As {@link JsonParser#nextValue()}, but through {@link #nextToken()} so nothing goes unrecorded. */
    @Override
    public JsonToken nextValue() throws IOException {
        JsonToken token = nextToken();
        return token == JsonToken.FIELD_NAME ? nextToken() : token;
    }

    /** Not needed to read a tree; refused so that no token can pass by unrecorded. */
    @Override
    public JsonParser skipChildren() {
        throw new UnsupportedOperationException("a recording parser reads every token");
    }

    /**
     * The wrapped parser, for a reader that takes over the array or object just started (its start token was the
     * last one returned here) and reads it through its end token itself. Nothing inside it is recorded here: that
     * reader keeps exact number texts and notes repeated field names on its own.
     */
    JsonParser handOverContainer() {
        JsonToken current = delegate.currentToken();
        if (current != JsonToken.START_ARRAY && current != JsonToken.START_OBJECT) {
            throw new IllegalStateException("only a container just started can be handed over, not " + current);
        }
        depth--;
        return delegate;
    }

    /** Exact number texts by JSON Pointer, only for numbers whose text differs from {@link #plainText(JsonNode)}. */
    Map<String, String> numberTexts() {
        return numberTexts;
    }

    /** Repeated field names, in file order (a name repeated twice more is listed twice). */
    List<ParsedJson.DuplicateField> duplicateFields() {
        return duplicates;
    }

    /**
     * What a number node prints as when no text was recorded for it: a whole number in plain decimal (JSON allows
     * no other spelling, except {@code -0}), any other number as {@link Double#toString(double)} prints the double
     * the tree holds. The recording rule below compares with exactly this, so a text is recorded whenever this
     * would not give it back.
     */
    static String plainText(JsonNode number) {
        return number.isFloatingPointNumber() ? Double.toString(number.doubleValue()) : number.asText();
    }

    private void enter(boolean object) {
        if (levels.size() == depth) {
            levels.add(new FieldNames());
        }
        if (object) {
            levels.get(depth).clear();
        }
        depth++;
    }

    private void fieldName() throws IOException {
        String name = delegate.currentName();
        if (levels.get(depth - 1).isRepeat(name)) {
            String pointer = delegate.getParsingContext().pathAsPointer().toString();
            duplicates.add(new ParsedJson.DuplicateField(pointer, name));
        }
    }

    private void number(JsonToken token) throws IOException {
        String text;
        if (token == JsonToken.VALUE_NUMBER_INT) {
            if (!isMinusZero()) {
                return;
            }
            text = delegate.getText();
        } else {
            text = delegate.getText();
            if (text.equals(Double.toString(delegate.getDoubleValue()))) {
                return;
            }
        }
        numberTexts.put(delegate.getParsingContext().pathAsPointer().toString(), text);
    }

    /** Whether the whole number just read is written {@code -0} (the one whole number JSON can spell two ways). */
    private boolean isMinusZero() throws IOException {
        char[] chars = delegate.getTextCharacters();
        int at = delegate.getTextOffset();
        return delegate.getTextLength() == 2 && chars[at] == '-' && chars[at + 1] == '0';
    }

    /** The field names of one open object; a short list is searched in place, a long one through a set. */
    private static final class FieldNames {
        private static final int SHORT = 16;
        private final String[] first = new String[SHORT];
        private int size;
        private Set<String> more;

        void clear() {
            size = 0;
            more = null;
        }

        /** Adds {@code name}; true when the object already had a field of that name. */
        boolean isRepeat(String name) {
            if (more != null) {
                return !more.add(name);
            }
            for (int i = 0; i < size; i++) {
                if (first[i].equals(name)) {
                    return true;
                }
            }
            if (size < SHORT) {
                first[size++] = name;
            } else {
                more = new HashSet<>(List.of(first));
                more.add(name);
            }
            return false;
        }
    }
}
