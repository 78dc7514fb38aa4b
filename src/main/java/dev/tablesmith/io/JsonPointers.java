package dev.tablesmith.io;

/** Building JSON Pointers (RFC 6901): {@code ~} is written {@code ~0} and {@code /} is written {@code ~1}. */
final class JsonPointers {
    private JsonPointers() {
    }

    /** The pointer of the member {@code name} of the object at {@code parent}. */
    static String child(String parent, String name) {
        return parent + "/" + segment(name);
    }

    /** A member name as one segment of a pointer: {@code ~} as {@code ~0}, {@code /} as {@code ~1}. */
    static String segment(String name) {
        return name.replace("~", "~0").replace("/", "~1");
    }

    /** The pointer of element {@code index} of the array at {@code parent}. */
    static String child(String parent, int index) {
        return parent + "/" + index;
    }

    /** The pointer one level up; the root's parent is the root. */
    static String parent(String pointer) {
        int slash = pointer.lastIndexOf('/');
        return slash <= 0 ? "" : pointer.substring(0, slash);
    }
}
