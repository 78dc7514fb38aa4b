package dev.tablesmith.ui.entities;

import dev.tablesmith.model.EntityKey;

/**
 * The text of one entity-chart cell: the template an entity writes into a key attribute, followed by
 * {@code " when CONDITION"} when the key is sparse (DynamoDB leaves an item out of a GSI when it lacks one of the
 * GSI's key attributes, so a conditional key makes the index sparse).
 */
public final class KeyCell {
    /** The separator between a template and its sparse condition in a cell. */
    public static final String WHEN = " when ";

    private KeyCell() {
    }

    /** The cell text for a key, or empty when the entity does not write the attribute. */
    public static String text(EntityKey key) {
        if (key == null) {
            return "";
        }
        return key.isSparse() ? key.template() + WHEN + key.when() : key.template();
    }

    /** Splits cell text into template (index 0) and condition (index 1, null when always written). */
    public static String[] split(String text) {
        String trimmed = text == null ? "" : text.trim();
        int at = trimmed.indexOf(WHEN);
        if (at < 0) {
            return new String[] {trimmed, null};
        }
        String condition = trimmed.substring(at + WHEN.length()).trim();
        return new String[] {trimmed.substring(0, at).trim(), condition.isEmpty() ? null : condition};
    }
}
