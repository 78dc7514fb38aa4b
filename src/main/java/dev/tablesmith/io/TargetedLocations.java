package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * A {@link LocationIndex} of only the values some JSON Pointers name and their ancestors (the nearest existing
 * ancestor is where a pointer to a value the file lacks is reported), found in one streaming pass of the tokenizer
 * over the text: containers no wanted pointer goes into are skipped, nothing else of the file is kept. A design
 * file of a million records has tens of millions of values; indexing them all to report a handful of findings
 * took gigabytes, this takes the tokenizer's buffers.
 *
 * <p>Positions are the ones {@link LocationIndex#build} gives for the same text: the same tokenizer reading the
 * same characters (decoded as strict UTF-8, a leading byte-order mark dropped), and a string's columns counted on
 * its raw text, kept by a {@link CapturingReader} for the wanted strings only. When two members of one object share
 * a name, the later one's value is the one indexed, as in the full index.
 */
final class TargetedLocations {
    private static final JsonFactory FACTORY = JsonLimits.jsonFactory();

    /** A level of the wanted pointers: the segments (escaped as in a pointer) below it that lead to one. */
    private static final class Node {
        final Map<String, Node> children = new HashMap<>();
    }

    /** An open object or array that a wanted pointer goes into. */
    private static final class Frame {
        final String pointer;
        final Node node;
        final boolean object;
        int nextIndex;

        Frame(String pointer, Node node, boolean object) {
            this.pointer = pointer;
            this.node = node;
            this.object = object;
        }
    }

    private TargetedLocations() {
    }

    /**
     * Indexes the values {@code pointers} name, and their ancestors, in the JSON text {@code text}.
     *
     * @throws IOException when the text cannot be read, is not well-formed JSON or holds more than one value (the
     *                     caller describes the problem with {@link LocationIndex#build}, which says where and what)
     */
    static LocationIndex build(Reader text, Collection<String> pointers) throws IOException {
        Node wanted = tree(pointers);
        Map<String, LocationIndex.Entry> entries = new HashMap<>();
        Deque<Frame> open = new ArrayDeque<>();
        CapturingReader reader = new CapturingReader(text);
        try (JsonParser parser = FACTORY.createParser(reader)) {
            String capturing = null;
            LocationIndex.Entry captured = null;
            String name = null;
            LocationIndex.Position namePosition = null;
            boolean rootDone = false;
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                if (capturing != null) {
                    entries.put(capturing, withRaw(captured, reader.stopCapture()));
                    capturing = null;
                }
                if (rootDone) {
                    throw new IOException("content after the root value");
                }
                LocationIndex.Position at = LocationIndex.position(parser.currentTokenLocation());
                if (token == JsonToken.FIELD_NAME) {
                    name = parser.currentName();
                    namePosition = at;
                    continue;
                }
                if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
                    open.removeFirst();
                    rootDone = open.isEmpty();
                    continue;
                }
                Frame parent = open.peekFirst();
                String pointer;
                Node node;
                LocationIndex.Position memberName = null;
                if (parent == null) {
                    pointer = "";
                    node = wanted;
                } else {
                    String segment = parent.object ? JsonPointers.segment(name) : String.valueOf(parent.nextIndex++);
                    node = parent.node.children.get(segment);
                    pointer = node == null ? null : parent.pointer + "/" + segment;
                    memberName = parent.object ? namePosition : null;
                }
                boolean container = token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY;
                if (node == null) {
                    if (container) {
                        parser.skipChildren();
                    }
                    rootDone = parent == null;
                    continue;
                }
                LocationIndex.Entry entry = new LocationIndex.Entry(at, memberName,
                        parser.currentTokenLocation().getCharOffset(), token, null);
                entries.put(pointer, entry);
                if (token == JsonToken.VALUE_STRING) {
                    reader.startCapture(entry.charOffset());
                    capturing = pointer;
                    captured = entry;
                }
                if (container) {
                    open.addFirst(new Frame(pointer, node, token == JsonToken.START_OBJECT));
                } else {
                    rootDone = parent == null;
                }
            }
            if (capturing != null) {
                entries.put(capturing, withRaw(captured, reader.stopCapture()));
            }
            if (!rootDone) {
                throw new IOException("the text ends before its root value does");
            }
        }
        return LocationIndex.of(entries);
    }

    private static LocationIndex.Entry withRaw(LocationIndex.Entry entry, String raw) {
        return new LocationIndex.Entry(entry.value(), entry.name(), entry.charOffset(), entry.token(), raw);
    }

    /** The wanted pointers as a tree of their segments; a pointer not starting with "/" names the root. */
    private static Node tree(Collection<String> pointers) {
        Node root = new Node();
        for (String pointer : pointers) {
            if (!pointer.startsWith("/")) {
                continue;
            }
            Node node = root;
            for (String segment : pointer.substring(1).split("/", -1)) {
                node = node.children.computeIfAbsent(segment, s -> new Node());
            }
        }
        return root;
    }
}
