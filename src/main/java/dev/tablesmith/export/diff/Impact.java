package dev.tablesmith.export.diff;

/**
 * What a change costs a live table, from the heaviest to none. The order is the order of concern: a table that must
 * be recreated outweighs a backfill, which outweighs a setting change.
 */
public enum Impact {
    /** The table must be created again and every item copied: key schemas and LSIs are fixed at table creation. */
    TABLE_RECREATE("table recreated", Tone.DANGER),
    /** Every item of an entity is written under new primary-key values: keys are immutable, so put new, delete old. */
    MIGRATION("migration", Tone.DANGER),
    /** A pattern that was served by GetItem or Query now needs a Scan that reads the whole table. */
    NEEDS_SCAN("needs a Scan", Tone.DANGER),
    /** A GSI is deleted and created again: its key schema and projection cannot be changed in place. */
    INDEX_REBUILD("index rebuilt", Tone.WARNING),
    /** Existing items get an UpdateItem: a GSI key attribute written, changed or removed, or a value added. */
    ITEM_UPDATE("items updated", Tone.WARNING),
    /** A new GSI is created on a live table and DynamoDB backfills it from the existing items. */
    BACKFILL("backfill", Tone.WARNING),
    /** A GSI is deleted; the items stay, queries on the index stop working. */
    INDEX_DELETE("index deleted", Tone.WARNING),
    /** A table setting changes through UpdateTable or UpdateTimeToLive. */
    SETTING("setting", Tone.INFO),
    /** A pattern is served differently: another index, a filter, or sorting in the application. */
    PLAN("plan", Tone.INFO),
    /** The design review reports a new problem, or says something else about one. */
    FINDING("finding", Tone.WARNING),
    /** A pattern that needed a Scan is now served by GetItem or Query, or a finding is resolved. */
    IMPROVEMENT("improvement", Tone.GOOD),
    /** The design document changes; the live table does not. */
    NONE("no table change", Tone.NEUTRAL);

    /** How a report colours an impact. */
    public enum Tone { DANGER, WARNING, INFO, GOOD, NEUTRAL }

    private final String label;
    private final Tone tone;

    Impact(String label, Tone tone) {
        this.label = label;
        this.tone = tone;
    }

    /** The short tag shown next to a change. */
    public String label() {
        return label;
    }

    public Tone tone() {
        return tone;
    }
}
