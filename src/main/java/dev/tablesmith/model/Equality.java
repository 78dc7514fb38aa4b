package dev.tablesmith.model;

import java.util.Objects;

/**
 * An equality input of an access pattern: {@code attribute = value}.
 *
 * @param attribute the entity attribute the caller knows (e.g. {@code customerId})
 * @param value     a fixed value when the pattern always asks for the same one ({@code status = PENDING}), or null
 *                  when the value is supplied at run time
 */
public record Equality(String attribute, String value) {
    public Equality {
        Objects.requireNonNull(attribute, "attribute");
    }

    public static Equality input(String attribute) {
        return new Equality(attribute, null);
    }

    public static Equality fixed(String attribute, String value) {
        return new Equality(attribute, value);
    }

    public boolean isFixed() {
        return value != null;
    }
}
