package dev.tablesmith.template;

import dev.tablesmith.model.AttributeValue;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * A sparse condition: when an entity writes a key attribute, e.g. {@code GSI2PK = OPEN} only while
 * {@code status = PENDING}.
 *
 * <p>DynamoDB copies an item into a GSI only if the item has every key attribute of that index; an item without
 * one is simply not in the index. Writing a GSI key attribute only on the items that match a condition therefore
 * makes a sparse index that holds exactly those items, and a Query on it reads only what it returns instead of a
 * FilterExpression reading (and billing) everything. Removing the attribute (for example when an order is
 * fulfilled) drops the item from the index on that write.
 *
 * <p>Comparisons are joined by AND. Immutable; equal when the canonical text is equal.
 */
public final class SparseCondition {
    private final String source;
    private final List<Comparison> comparisons;

    SparseCondition(String source, List<Comparison> comparisons) {
        this.source = Objects.requireNonNull(source, "source");
        this.comparisons = List.copyOf(comparisons);
        if (this.comparisons.isEmpty()) {
            throw new IllegalArgumentException("a condition has at least one comparison");
        }
    }

    /** Parses condition text; see {@link SparseConditionParser#parse(String)}. */
    public static SparseCondition parse(String text) {
        return SparseConditionParser.parse(text);
    }

    /** The text this condition was parsed from, exactly as written. */
    public String source() {
        return source;
    }

    /** The comparisons, all of which must hold. */
    public List<Comparison> comparisons() {
        return comparisons;
    }

    /** The attributes the condition refers to, in order of first use, without repeats. */
    public List<String> attributes() {
        return List.copyOf(comparisons.stream().map(Comparison::attribute)
                .collect(Collectors.toCollection(LinkedHashSet::new)));
    }

    /** Whether an item with these attribute values satisfies every comparison (so the key is written). */
    public boolean test(Function<String, Optional<AttributeValue>> values) {
        return comparisons.stream().allMatch(c -> c.test(values));
    }

    /** The condition in plain words, e.g. {@code only while status = PENDING and paidAt is not set}. */
    public String describe() {
        return "only while " + comparisons.stream().map(Comparison::describe).collect(Collectors.joining(" and "));
    }

    /** Canonical text, e.g. {@code status IN (PENDING, PAID) AND attribute_not_exists(paidAt)}. */
    @Override
    public String toString() {
        return comparisons.stream().map(Comparison::source).collect(Collectors.joining(" AND "));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SparseCondition other && toString().equals(other.toString());
    }

    @Override
    public int hashCode() {
        return toString().hashCode();
    }
}
