package dev.tablesmith.sample;

/** What happens to an entity's existing sample records when new ones are generated. */
public enum RecordMode {
    /** The generated records replace the entity's records. */
    REPLACE,
    /** The generated records are added after the entity's records; their keys avoid the existing ones. */
    APPEND
}
