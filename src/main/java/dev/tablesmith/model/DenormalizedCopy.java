package dev.tablesmith.model;

import java.util.Objects;

/**
 * Data an entity stores that belongs to another entity: DynamoDB has no joins, so a read that needs both stores a
 * copy. Either one attribute (the customer's name on each order) or the whole item (the order header in the
 * customer's collection and again in the order's own collection).
 *
 * @param attribute       the copying entity's attribute holding the copy, or null when the whole item is a copy
 * @param sourceEntity    the entity the data belongs to
 * @param sourceAttribute the source's attribute that is copied, or null for a whole-item copy
 * @param mode            snapshot (frozen at write time) or live (must follow the source)
 */
public record DenormalizedCopy(String attribute, String sourceEntity, String sourceAttribute, CopyMode mode) {
    public DenormalizedCopy {
        Objects.requireNonNull(sourceEntity, "sourceEntity");
        mode = mode == null ? CopyMode.SNAPSHOT : mode;
    }

    /** Whether the whole item is a copy rather than one attribute. */
    public boolean wholeItem() {
        return attribute == null;
    }

    /** The copied attribute of the source, as written in messages: {@code Customer.name} or {@code Order}. */
    public String sourceText() {
        return sourceAttribute == null ? sourceEntity : sourceEntity + "." + sourceAttribute;
    }
}
