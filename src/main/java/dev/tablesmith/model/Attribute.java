package dev.tablesmith.model;

import java.util.List;
import java.util.Objects;

/**
 * A non-key attribute an entity carries (the values its key templates are built from, and the rest of its data).
 *
 * @param name           attribute name, unique within the entity
 * @param type           the DynamoDB type of its values
 * @param required       whether every item of the entity has it (optional attributes may be absent, which
 *                       matters for templates: an item missing a template's attribute cannot be written to that key)
 * @param examples       example values, as text (numbers in decimal, binary in base64)
 * @param distinctValues estimated number of distinct values (cardinality), or null when unknown; used for
 *                       partition-heat estimates
 * @param enumValues     the closed set of values, when there is one (e.g. PENDING, PAID, FULFILLED)
 */
public record Attribute(String name, AttributeType type, boolean required, List<String> examples,
                        Long distinctValues, List<String> enumValues) {
    public Attribute {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        examples = examples == null ? List.of() : List.copyOf(examples);
        enumValues = enumValues == null ? List.of() : List.copyOf(enumValues);
    }

    public static Attribute required(String name, AttributeType type) {
        return new Attribute(name, type, true, List.of(), null, List.of());
    }

    public static Attribute optional(String name, AttributeType type) {
        return new Attribute(name, type, false, List.of(), null, List.of());
    }

    public Attribute withName(String newName) {
        return new Attribute(newName, type, required, examples, distinctValues, enumValues);
    }
}
