package dev.tablesmith.io.interop;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;

/**
 * Finds where the value at a JSON Pointer starts in a JSON or YAML text, by walking the tokens of the same parser
 * that read it; only called once a problem has been found, so a good file never pays for it.
 */
final class PointerLocator {
    private PointerLocator() {
    }

    /** A 1-based line and column. */
    record Position(int line, int column) {
    }

    private static final class Level {
        final String pointer;
        final boolean object;
        int nextIndex;
        String name;

        Level(String pointer, boolean object) {
            this.pointer = pointer;
            this.object = object;
        }

        String child() {
            return object ? Pointers.child(pointer, name) : Pointers.child(pointer, nextIndex++);
        }
    }

    /** Where the value at {@code pointer} starts in {@code text}, read by {@code mapper}; empty when it is not there. */
    static Optional<Position> locate(ObjectMapper mapper, String text, String pointer) {
        Deque<Level> open = new ArrayDeque<>();
        try (JsonParser parser = mapper.createParser(text)) {
            JsonToken token;
            while ((token = parser.nextToken()) != null) {
                if (token == JsonToken.FIELD_NAME) {
                    open.getFirst().name = parser.currentName();
                    continue;
                }
                if (token == JsonToken.END_OBJECT || token == JsonToken.END_ARRAY) {
                    open.removeFirst();
                    continue;
                }
                String here = open.isEmpty() ? "" : open.getFirst().child();
                if (here.equals(pointer)) {
                    JsonLocation at = parser.currentTokenLocation();
                    return Optional.of(new Position(at.getLineNr(), Math.max(1, at.getColumnNr())));
                }
                if (token == JsonToken.START_OBJECT || token == JsonToken.START_ARRAY) {
                    if (!pointer.startsWith(here + "/")) {
                        parser.skipChildren();
                    } else {
                        open.addFirst(new Level(here, token == JsonToken.START_OBJECT));
                    }
                }
            }
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.empty();
    }
}
