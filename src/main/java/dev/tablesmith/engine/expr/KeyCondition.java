package dev.tablesmith.engine.expr;

import dev.tablesmith.engine.IndexEntry;
import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.KeyValue;
import dev.tablesmith.model.AttributeValue;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A validated key condition: the partition key value a Query reads, and the conditions on the sort key attributes
 * (equalities on a leading run of them, then at most one range or begins_with), with the range they select for a
 * binary search over the item collection.
 */
public final class KeyCondition {
    private final IndexSpec index;
    private final String text;
    private final KeyValue partitionKey;
    private final List<SortKeyCondition> sortConditions;
    private final Condition condition;
    private final PlaceholderUsage placeholders;

    KeyCondition(IndexSpec index, String text, KeyValue partitionKey, List<SortKeyCondition> sortConditions,
                 Condition condition, PlaceholderUsage placeholders) {
        this.index = index;
        this.text = text;
        this.partitionKey = partitionKey;
        this.sortConditions = List.copyOf(sortConditions);
        this.condition = condition;
        this.placeholders = placeholders;
    }

    /** The table or index the condition was checked against. */
    public IndexSpec index() {
        return index;
    }

    public String text() {
        return text;
    }

    /** The partition key value the Query reads (numbers in canonical form). */
    public KeyValue partitionKey() {
        return partitionKey;
    }

    /** Whether an item collection's partition key is the one this condition reads. */
    public boolean matchesPartition(KeyValue key) {
        return partitionKey.equals(key);
    }

    /** The sort key conditions, in key schema order (empty when the condition names the partition key only). */
    public List<SortKeyCondition> sortConditions() {
        return sortConditions;
    }

    public boolean hasSortCondition() {
        return !sortConditions.isEmpty();
    }

    /** Whether a sort key (one value per sort key attribute, in schema order) satisfies every sort condition. */
    public boolean test(List<AttributeValue> sortKey) {
        for (int i = 0; i < sortConditions.size(); i++) {
            if (i >= sortKey.size() || !sortConditions.get(i).test(sortKey.get(i))) {
                return false;
            }
        }
        return true;
    }

    /** Whether an index entry is one this Query returns (before any filter). */
    public boolean matches(IndexEntry entry) {
        return matchesPartition(entry.partitionKey()) && test(entry.sortKey());
    }

    private List<AttributeValue> equalityPrefix() {
        List<AttributeValue> prefix = new ArrayList<>();
        for (SortKeyCondition c : sortConditions) {
            if (c.operator() == SortKeyOperator.EQ) {
                prefix.add(c.value());
            }
        }
        return prefix;
    }

    private Optional<SortKeyCondition> range() {
        if (sortConditions.isEmpty()) {
            return Optional.empty();
        }
        SortKeyCondition last = sortConditions.get(sortConditions.size() - 1);
        return last.operator() == SortKeyOperator.EQ ? Optional.empty() : Optional.of(last);
    }

    private static List<AttributeValue> plus(List<AttributeValue> prefix, AttributeValue value) {
        List<AttributeValue> parts = new ArrayList<>(prefix);
        parts.add(value);
        return parts;
    }

    private Optional<SortKeyBound> equalityBound() {
        List<AttributeValue> prefix = equalityPrefix();
        return prefix.isEmpty() ? Optional.empty() : Optional.of(new SortKeyBound(prefix, true, false));
    }

    /** The lowest sort key the condition admits, or empty when it admits keys from the start of the collection. */
    public Optional<SortKeyBound> lowerBound() {
        Optional<SortKeyCondition> range = range();
        if (range.isEmpty()) {
            return equalityBound();
        }
        SortKeyCondition r = range.get();
        List<AttributeValue> prefix = equalityPrefix();
        switch (r.operator()) {
            case GT:
                return Optional.of(new SortKeyBound(plus(prefix, r.value()), false, false));
            case GE:
            case BETWEEN:
                return Optional.of(new SortKeyBound(plus(prefix, r.value()), true, false));
            case BEGINS_WITH:
                return Optional.of(new SortKeyBound(plus(prefix, r.value()), true, true));
            default:
                return equalityBound();
        }
    }

    /** The highest sort key the condition admits, or empty when it admits keys to the end of the collection. */
    public Optional<SortKeyBound> upperBound() {
        Optional<SortKeyCondition> range = range();
        if (range.isEmpty()) {
            return equalityBound();
        }
        SortKeyCondition r = range.get();
        List<AttributeValue> prefix = equalityPrefix();
        switch (r.operator()) {
            case LT:
                return Optional.of(new SortKeyBound(plus(prefix, r.value()), false, false));
            case LE:
                return Optional.of(new SortKeyBound(plus(prefix, r.value()), true, false));
            case BETWEEN:
                return Optional.of(new SortKeyBound(plus(prefix, r.values().get(1)), true, false));
            case BEGINS_WITH:
                return Optional.of(new SortKeyBound(plus(prefix, r.value()), true, true));
            default:
                return equalityBound();
        }
    }

    /** The begins_with prefix, when the last sort condition is begins_with. */
    public Optional<AttributeValue> beginsWith() {
        return range().filter(r -> r.operator() == SortKeyOperator.BEGINS_WITH).map(SortKeyCondition::value);
    }

    /** The key attributes the condition names, in the order written. */
    public Set<String> attributeNames() {
        Set<String> names = new LinkedHashSet<>();
        ConditionNodes.paths(condition).forEach(p -> names.add(p.topLevelName()));
        return Collections.unmodifiableSet(names);
    }

    /** The placeholders the expression uses, for the request-wide unused check. */
    public PlaceholderUsage placeholders() {
        return placeholders;
    }

    /** The parsed condition tree. */
    public Condition condition() {
        return condition;
    }

    /** The condition with values in place: {@code PK = "CUST#1" AND begins_with(SK, "ORDER#")}. */
    public String describe() {
        List<String> parts = new ArrayList<>();
        List<String> pkNames = index.keySchema().partitionKey().stream().map(k -> k.name()).collect(Collectors.toList());
        for (int i = 0; i < pkNames.size(); i++) {
            parts.add(new SortKeyCondition(pkNames.get(i), SortKeyOperator.EQ,
                    List.of(partitionKey.parts().get(i))).describe());
        }
        sortConditions.forEach(c -> parts.add(c.describe()));
        return String.join(" AND ", parts);
    }

    @Override
    public String toString() {
        return text;
    }
}
