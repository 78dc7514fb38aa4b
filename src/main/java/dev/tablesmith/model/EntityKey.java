package dev.tablesmith.model;

import java.util.Objects;

/**
 * How an entity populates one table or index key attribute: the key template that renders its value and an
 * optional sparse condition.
 *
 * <p>Example: {@code GSI2PK} = {@code OPEN} when {@code status = PENDING}. DynamoDB indexes an item in a GSI only
 * if the item has every key attribute of that GSI, so an entity that writes a GSI key attribute only under a
 * condition makes that GSI sparse. The template and the condition are kept as text; they are parsed by
 * {@code dev.tablesmith.template}.
 *
 * @param attribute the key attribute name (e.g. {@code PK}, {@code GSI1SK})
 * @param template  the key template, e.g. {@code ORDER#{orderDate}#{orderId}}
 * @param when      the sparse condition, e.g. {@code status = PENDING}, or null when always written
 */
public record EntityKey(String attribute, String template, String when) {
    public EntityKey {
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(template, "template");
        if (when != null && when.isBlank()) {
            when = null;
        }
    }

    public static EntityKey of(String attribute, String template) {
        return new EntityKey(attribute, template, null);
    }

    public boolean isSparse() {
        return when != null;
    }
}
