package dev.tablesmith.ui.tables;

/**
 * An entity that writes every key attribute of an index, so its items appear in that index. DynamoDB puts an item
 * in a secondary index only when it has all the index's key attributes; {@code when} is the sparse condition under
 * which the entity writes them (null when it always does).
 */
public record IndexWriter(String entity, String when) {
    public boolean isSparse() {
        return when != null;
    }

    /** "Order" or "Order when status = PENDING". */
    public String text() {
        return when == null ? entity : entity + " when " + when;
    }
}
