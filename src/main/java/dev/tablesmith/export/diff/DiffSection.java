package dev.tablesmith.export.diff;

/** The parts of a design a diff reports on, in report order. */
public enum DiffSection {
    TABLES("Tables and settings"),
    INDEXES("Indexes"),
    ENTITIES("Entities and key templates"),
    PATTERNS("Access patterns and plans"),
    FINDINGS("Review findings");

    private final String title;

    DiffSection(String title) {
        this.title = title;
    }

    /** The heading of the section in a report. */
    public String title() {
        return title;
    }
}
