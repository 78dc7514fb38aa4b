package dev.tablesmith.model;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.Set;

/**
 * An immutable, insertion-ordered map from attribute names to values, stored as two arrays.
 *
 * <p>Items are the bulk of a design's memory (a million sample items for a benchmark or a capacity estimate), and a
 * {@code LinkedHashMap} costs about 40 bytes per attribute in entry objects alone. Items rarely have more than a
 * few dozen attributes, so a linear scan over the names is as fast as hashing and far smaller.
 */
final class AttributeMap extends AbstractMap<String, AttributeValue> {
    private final String[] names;
    private final AttributeValue[] values;

    private AttributeMap(String[] names, AttributeValue[] values) {
        this.names = names;
        this.values = values;
    }

    /**
     * Name arrays shared between maps with the same attribute names in the same order: items of one entity all
     * have the same layout, so a million items hold a handful of name arrays. Bounded, so odd data cannot grow it
     * without limit.
     */
    private static final java.util.concurrent.ConcurrentHashMap<java.util.List<String>, String[]> LAYOUTS =
            new java.util.concurrent.ConcurrentHashMap<>();
    private static final int MAX_LAYOUTS = 4096;

    private static String[] shared(String[] names) {
        java.util.List<String> key = java.util.Arrays.asList(names);
        String[] known = LAYOUTS.get(key);
        if (known != null) {
            return known;
        }
        if (LAYOUTS.size() < MAX_LAYOUTS) {
            LAYOUTS.putIfAbsent(key, names);
        }
        return names;
    }

    /** An immutable copy of {@code source}, in its iteration order. Null names or values are refused. */
    static AttributeMap copyOf(Map<String, AttributeValue> source) {
        if (source instanceof AttributeMap already) {
            return already;
        }
        String[] names = new String[source.size()];
        AttributeValue[] values = new AttributeValue[source.size()];
        int i = 0;
        for (Map.Entry<String, AttributeValue> e : source.entrySet()) {
            names[i] = Objects.requireNonNull(e.getKey(), "attribute name");
            values[i] = Objects.requireNonNull(e.getValue(), "value of " + e.getKey());
            i++;
        }
        return new AttributeMap(shared(names), values);
    }

    private int indexOf(Object name) {
        for (int i = 0; i < names.length; i++) {
            if (names[i].equals(name)) {
                return i;
            }
        }
        return -1;
    }

    @Override
    public AttributeValue get(Object name) {
        int i = indexOf(name);
        return i < 0 ? null : values[i];
    }

    @Override
    public boolean containsKey(Object name) {
        return indexOf(name) >= 0;
    }

    @Override
    public int size() {
        return names.length;
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
                        return next < names.length;
                    }

                    @Override
                    public Map.Entry<String, AttributeValue> next() {
                        if (next >= names.length) {
                            throw new NoSuchElementException();
                        }
                        int i = next++;
                        return new SimpleImmutableEntry<>(names[i], values[i]);
                    }
                };
            }

            @Override
            public int size() {
                return names.length;
            }
        };
    }
}
