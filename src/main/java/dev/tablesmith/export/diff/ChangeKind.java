package dev.tablesmith.export.diff;

/** Whether a part of the design is new, gone, or there in both versions but different. */
public enum ChangeKind {
    ADDED("added"),
    REMOVED("removed"),
    CHANGED("changed");

    private final String label;

    ChangeKind(String label) {
        this.label = label;
    }

    /** The lower-case word used in reports. */
    public String label() {
        return label;
    }
}
