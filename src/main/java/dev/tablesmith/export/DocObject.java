package dev.tablesmith.export;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A JSON object in a neutral document tree: members in insertion order, each value a {@code DocObject}, a
 * {@code List} of values, a {@code String}, a {@code Number} or a {@code Boolean}. Exporters build documents with
 * it without depending on a JSON library; printers turn the tree into JSON or YAML.
 */
public final class DocObject {
    private final Map<String, Object> members = new LinkedHashMap<>();

    public static DocObject object() {
        return new DocObject();
    }

    /** Sets a member; the value must be one of the tree's value types. */
    public DocObject put(String name, Object value) {
        Objects.requireNonNull(name, "name");
        members.put(name, checked(value));
        return this;
    }

    /** Sets a member when the value is not null (and, for a list or object, not empty). */
    public DocObject putIfPresent(String name, Object value) {
        if (value == null || value instanceof List<?> list && list.isEmpty()
                || value instanceof DocObject object && object.isEmpty()) {
            return this;
        }
        return put(name, value);
    }

    public boolean isEmpty() {
        return members.isEmpty();
    }

    public Object get(String name) {
        return members.get(name);
    }

    /** The members in order, read-only. */
    public Map<String, Object> members() {
        return Collections.unmodifiableMap(members);
    }

    /**
     * A list of {@code size} values made when read ({@code element} of the index): a document's sample items, which
     * a printer that streams the document then holds one at a time. Kept as it is by {@link #put}; each value is
     * checked when it is made.
     */
    public static List<Object> computedList(int size, java.util.function.IntFunction<Object> element) {
        return new ComputedList(size, element);
    }

    private static final class ComputedList extends java.util.AbstractList<Object> implements java.util.RandomAccess {
        private final int size;
        private final java.util.function.IntFunction<Object> element;

        ComputedList(int size, java.util.function.IntFunction<Object> element) {
            this.size = size;
            this.element = element;
        }

        @Override
        public Object get(int index) {
            java.util.Objects.checkIndex(index, size);
            return checked(element.apply(index));
        }

        @Override
        public int size() {
            return size;
        }
    }

    private static Object checked(Object value) {
        if (value instanceof ComputedList) {
            return value;
        }
        if (value instanceof DocObject || value instanceof String || value instanceof Number
                || value instanceof Boolean) {
            return value;
        }
        if (value instanceof List<?> list) {
            list.forEach(DocObject::checked);
            return List.copyOf(list);
        }
        throw new IllegalArgumentException("not a document value: " + value);
    }

    @Override
    public String toString() {
        return members.toString();
    }
}
