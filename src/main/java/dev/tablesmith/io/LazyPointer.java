package dev.tablesmith.io;

/**
 * A JSON Pointer (RFC 6901) that is spelled out only when asked for: a parent and one step. Reading a large list of
 * records needs a pointer for every value only to report a problem or find a number's recorded text, which a valid
 * file rarely does; building the step costs one small object, building the text a string per value.
 */
final class LazyPointer {
    private final LazyPointer parent;
    private final String name;
    private final int index;
    private String text;

    private LazyPointer(LazyPointer parent, String name, int index, String text) {
        this.parent = parent;
        this.name = name;
        this.index = index;
        this.text = text;
    }

    /** A pointer whose text is already known. */
    static LazyPointer of(String pointer) {
        return new LazyPointer(null, null, -1, pointer);
    }

    /** The member {@code name} of the object this pointer points at. */
    LazyPointer child(String memberName) {
        return new LazyPointer(this, memberName, -1, null);
    }

    /** The element {@code elementIndex} of the array this pointer points at. */
    LazyPointer child(int elementIndex) {
        return new LazyPointer(this, null, elementIndex, null);
    }

    /** The pointer text, escaped as {@link JsonPointers} escapes it. */
    @Override
    public String toString() {
        if (text == null) {
            text = name != null ? JsonPointers.child(parent.toString(), name)
                    : JsonPointers.child(parent.toString(), index);
        }
        return text;
    }
}
