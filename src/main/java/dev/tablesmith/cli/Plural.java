package dev.tablesmith.cli;

/** Counted nouns for messages: "1 file", "3 files". */
final class Plural {
    private Plural() {
    }

    static String of(int count, String noun) {
        return count + " " + noun + (count == 1 ? "" : "s");
    }
}
