package dev.tablesmith.io.interop;

/** JSON Pointer building (RFC 6901: {@code ~} is written {@code ~0} and {@code /} is written {@code ~1}). */
final class Pointers {
    private Pointers() {
    }

    static String child(String path, String name) {
        return path + "/" + name.replace("~", "~0").replace("/", "~1");
    }

    static String child(String path, int index) {
        return path + "/" + index;
    }
}
