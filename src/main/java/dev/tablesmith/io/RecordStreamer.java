package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import java.io.IOException;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;

/**
 * Reads an entity's {@code records} array straight from the Jackson parser into items, without a JSON tree: the
 * records are nearly all of a large design file, and a tree node per value is most of the cost of reading one.
 *
 * <p>Values are read untyped, as JSON says them: a string is S, a number N (its text exactly as written), true and
 * false BOOL, null NULL, an array L, an object M. {@link RecordReader} then types them by the entity's attribute
 * declarations; a value that already has its declared type is kept as it is. A field name repeated within one
 * object keeps its first position and its last value, as a JSON tree would, and is reported as a duplicate.
 *
 * <p>A record member that holds few distinct values (an entity type, a status, a tier) shares one value object per
 * distinct value across all records: a hundred thousand records then hold a handful of {@code "PENDING"}s instead
 * of a hundred thousand, which is memory the garbage collector no longer copies while the file is read.
 */
final class RecordStreamer {
    /**
     * One element of a records array: its values, untyped, when it is an object; otherwise the element itself, so
     * that the reader can say what it found instead.
     */
    record RawRecord(Item values, JsonNode notAnObject) {
    }

    private final JsonParser parser;
    private final ObjectMapper mapper;
    private final List<ParsedJson.DuplicateField> duplicates;
    private final Members members = new Members();
    private final Map<String, RepeatedValues> repeated = new HashMap<>();

    /**
     * @param parser     positioned at the {@code START_ARRAY} of a records array
     * @param duplicates where repeated field names are added
     */
    RecordStreamer(JsonParser parser, ObjectMapper mapper, List<ParsedJson.DuplicateField> duplicates) {
        this.parser = parser;
        this.mapper = mapper;
        this.duplicates = duplicates;
    }

    /** Reads the array through its {@code END_ARRAY}; {@code pointer} is the array's. */
    List<RawRecord> read(String pointer) throws IOException {
        LazyPointer records = LazyPointer.of(pointer);
        List<RawRecord> result = new ArrayList<>();
        JsonToken token;
        while ((token = parser.nextToken()) != JsonToken.END_ARRAY) {
            if (token == JsonToken.START_OBJECT) {
                result.add(new RawRecord(record(records.child(result.size())), null));
            } else {
                result.add(new RawRecord(null, mapper.readTree(parser)));
            }
        }
        return result;
    }

    private Item record(LazyPointer at) throws IOException {
        members.clear();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            JsonToken token = parser.nextToken();
            AttributeValue value = token.isScalarValue() && token != JsonToken.VALUE_NULL
                    && token != JsonToken.VALUE_TRUE && token != JsonToken.VALUE_FALSE
                    ? repeated.computeIfAbsent(name, n -> new RepeatedValues()).value(token, parser.getText())
                    : value(at, name, -1);
            if (members.add(name, value)) {
                duplicates.add(new ParsedJson.DuplicateField(at.child(name).toString(), name));
            }
        }
        return new Item(members);
    }

    /**
     * The value at the current token. It is member {@code name} of {@code parent}, or element {@code index} when
     * {@code name} is null; a container needs its pointer to report duplicates inside it.
     */
    private AttributeValue value(LazyPointer parent, String name, int index) throws IOException {
        return switch (parser.currentToken()) {
            case VALUE_STRING -> new AttributeValue.S(parser.getText());
            case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> new AttributeValue.N(parser.getText());
            case VALUE_TRUE -> new AttributeValue.Bool(true);
            case VALUE_FALSE -> new AttributeValue.Bool(false);
            case START_ARRAY -> list(name != null ? parent.child(name) : parent.child(index));
            case START_OBJECT -> map(name != null ? parent.child(name) : parent.child(index));
            case VALUE_NULL -> new AttributeValue.Null();
            default -> throw new IllegalStateException("a JSON value cannot start with " + parser.currentToken());
        };
    }

    private AttributeValue.L list(LazyPointer at) throws IOException {
        List<AttributeValue> values = new ArrayList<>();
        while (parser.nextToken() != JsonToken.END_ARRAY) {
            values.add(value(at, null, values.size()));
        }
        return new AttributeValue.L(values);
    }

    private AttributeValue.M map(LazyPointer at) throws IOException {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        while (parser.nextToken() == JsonToken.FIELD_NAME) {
            String name = parser.currentName();
            parser.nextToken();
            if (values.put(name, value(at, name, -1)) != null) {
                duplicates.add(new ParsedJson.DuplicateField(at.child(name).toString(), name));
            }
        }
        return new AttributeValue.M(values);
    }

    /**
     * The distinct S and N values one record member has held so far, to share them; it gives up (and holds
     * nothing) once the member has shown more distinct values than a few, as identifiers and names do.
     */
    private static final class RepeatedValues {
        private static final int MOST = 64;
        private Map<String, AttributeValue> known = new HashMap<>();

        AttributeValue value(JsonToken token, String text) {
            if (known == null) {
                return fresh(token, text);
            }
            AttributeValue value = known.get(text);
            if (value == null || value.type() != typeOf(token)) {
                value = fresh(token, text);
                if (known.size() < MOST) {
                    known.put(text, value);
                } else {
                    known = null;
                }
            }
            return value;
        }

        private static AttributeValue fresh(JsonToken token, String text) {
            return token == JsonToken.VALUE_STRING ? new AttributeValue.S(text) : new AttributeValue.N(text);
        }

        private static AttributeType typeOf(JsonToken token) {
            return token == JsonToken.VALUE_STRING ? AttributeType.S : AttributeType.N;
        }
    }

    /**
     * One record's members in file order, reused from record to record: {@link Item} copies them into its own
     * compact form, so no map is built per record.
     */
    private static final class Members extends AbstractMap<String, AttributeValue> {
        private String[] names = new String[16];
        private AttributeValue[] values = new AttributeValue[16];
        private int size;

        @Override
        public void clear() {
            Arrays.fill(values, 0, size, null);
            size = 0;
        }

        /** Adds a member, or replaces the value of one with that name in place; true when it replaced one. */
        boolean add(String name, AttributeValue value) {
            for (int i = 0; i < size; i++) {
                if (names[i].equals(name)) {
                    values[i] = value;
                    return true;
                }
            }
            if (size == names.length) {
                names = Arrays.copyOf(names, size * 2);
                values = Arrays.copyOf(values, size * 2);
            }
            names[size] = name;
            values[size++] = value;
            return false;
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public Set<Map.Entry<String, AttributeValue>> entrySet() {
            return new AbstractSet<>() {
                @Override
                public Iterator<Map.Entry<String, AttributeValue>> iterator() {
                    return new Iterator<>() {
                        private int next;

                        @Override
                        public boolean hasNext() {
                            return next < size;
                        }

                        @Override
                        public Map.Entry<String, AttributeValue> next() {
                            if (next >= size) {
                                throw new NoSuchElementException();
                            }
                            int i = next++;
                            return new SimpleImmutableEntry<>(names[i], values[i]);
                        }
                    };
                }

                @Override
                public int size() {
                    return size;
                }
            };
        }
    }
}
