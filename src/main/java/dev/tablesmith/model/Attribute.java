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
 * @param hotShare       the key skew: the share (above 0, at most 1) of the calls that name the attribute which go
 *                       to its most frequent value (0.3: the top event gets 3 of every 10 calls), or null when calls
 *                       spread evenly over the distinct values; used for partition-heat estimates
 */
public record Attribute(String name, AttributeType type, boolean required, List<String> examples,
                        Long distinctValues, List<String> enumValues, Double hotShare) {
    public Attribute {
        if (hotShare != null && !(hotShare > 0 && hotShare <= 1)) {
            throw new IllegalArgumentException("hotShare is a share of calls, above 0 and at most 1");
        }
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        examples = examples == null ? List.of() : List.copyOf(examples);
        enumValues = enumValues == null ? List.of() : List.copyOf(enumValues);
    }

    /** An attribute whose calls spread evenly over its values (no declared skew). */
    public Attribute(String name, AttributeType type, boolean required, List<String> examples,
                     Long distinctValues, List<String> enumValues) {
        this(name, type, required, examples, distinctValues, enumValues, null);
    }

    public static Attribute required(String name, AttributeType type) {
        return new Attribute(name, type, true, List.of(), null, List.of());
    }

    public static Attribute optional(String name, AttributeType type) {
        return new Attribute(name, type, false, List.of(), null, List.of());
    }

    public Attribute withName(String newName) {
        return new Attribute(newName, type, required, examples, distinctValues, enumValues, hotShare);
    }

    /** This attribute with another key skew (null: calls spread evenly). */
    public Attribute withHotShare(Double share) {
        return new Attribute(name, type, required, examples, distinctValues, enumValues, share);
    }
}
