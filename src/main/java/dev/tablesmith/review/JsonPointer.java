package dev.tablesmith.review;

import java.util.Objects;

/**
 * A JSON Pointer (RFC 6901) into the {@code .tablesmith.json} file layout, built one step at a time:
 * {@code JsonPointer.root().child("tables").child(0).child("name")} is {@code /tables/0/name}.
 *
 * <p>Steps are escaped as the RFC says ({@code ~} as {@code ~0}, {@code /} as {@code ~1}), so a key attribute
 * named {@code a/b} under {@code keys} is {@code /keys/a~1b}. Immutable.
 */
public final class JsonPointer {
    private static final JsonPointer ROOT = new JsonPointer("");

    private final String text;

    private JsonPointer(String text) {
        this.text = text;
    }

    /** The whole document: the empty pointer. */
    public static JsonPointer root() {
        return ROOT;
    }

    /** The member {@code name} of the object this pointer points at. */
    public JsonPointer child(String name) {
        Objects.requireNonNull(name, "name");
        return new JsonPointer(text + "/" + name.replace("~", "~0").replace("/", "~1"));
    }

    /** The element {@code index} of the array this pointer points at. */
    public JsonPointer child(int index) {
        if (index < 0) {
            throw new IllegalArgumentException("array index cannot be negative: " + index);
        }
        return new JsonPointer(text + "/" + index);
    }

    /** The pointer text, e.g. {@code /tables/0/entities/2/keys/GSI1PK/template}. */
    @Override
    public String toString() {
        return text;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof JsonPointer other && text.equals(other.text);
    }

    @Override
    public int hashCode() {
        return text.hashCode();
    }
}
