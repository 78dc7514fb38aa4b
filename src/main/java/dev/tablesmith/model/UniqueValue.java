package dev.tablesmith.model;

import java.util.Objects;

/**
 * A uniqueness constraint. DynamoDB enforces uniqueness only on the primary key, so a unique attribute (a
 * customer's email) gets a second item whose key holds the value, e.g. {@code PK = EMAIL#{email}}, written with
 * {@code attribute_not_exists(PK)} in the same TransactWriteItems as the entity's item: a taken value cancels the
 * transaction.
 *
 * @param attribute    the unique attribute, e.g. {@code email}
 * @param keyTemplate  the partition key template of the guard item, e.g. {@code EMAIL#{email}}
 */
public record UniqueValue(String attribute, String keyTemplate) {
    public UniqueValue {
        Objects.requireNonNull(attribute, "attribute");
        Objects.requireNonNull(keyTemplate, "keyTemplate");
    }
}
