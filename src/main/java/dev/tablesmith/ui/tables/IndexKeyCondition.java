package dev.tablesmith.ui.tables;

/**
 * The sparse condition of one key an entity writes into an index: DynamoDB puts an item in a secondary index only
 * when it has all the index's key attributes, so a key written only while {@code when} holds keeps the entity's
 * other items out of the index. {@code when} is null when the entity always writes the key.
 */
public record IndexKeyCondition(String entity, String keyAttribute, String template, String when) {
    public boolean isSparse() {
        return when != null;
    }

    /** "Order GSI2PK", what the row is about. */
    public String key() {
        return entity + " " + keyAttribute;
    }

    /** "= OPEN when status = PENDING", or "= PROFILE, always" when the key is written on every item. */
    public String text() {
        return "= " + template + (when == null ? ", always" : " when " + when);
    }
}
