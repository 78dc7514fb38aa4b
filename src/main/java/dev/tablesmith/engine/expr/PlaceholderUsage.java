package dev.tablesmith.engine.expr;

import dev.tablesmith.model.AttributeValue;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The placeholders one or more expressions use. DynamoDB refuses a request that defines a placeholder none of its
 * expressions use, checking the request as a whole (key condition, filter and projection together):
 * {@code Value provided in ExpressionAttributeNames unused in expressions: keys: {#x}}, and likewise for values.
 * Names are checked before values.
 *
 * @param names  the {@code #name} placeholders used
 * @param values the {@code :value} placeholders used
 */
public record PlaceholderUsage(Set<String> names, Set<String> values) {
    /** No placeholders. */
    public static final PlaceholderUsage NONE = new PlaceholderUsage(Set.of(), Set.of());

    public PlaceholderUsage {
        names = Collections.unmodifiableSet(new LinkedHashSet<>(names));
        values = Collections.unmodifiableSet(new LinkedHashSet<>(values));
    }

    /** The placeholders used by this or the other. */
    public PlaceholderUsage plus(PlaceholderUsage other) {
        Set<String> n = new LinkedHashSet<>(names);
        n.addAll(other.names);
        Set<String> v = new LinkedHashSet<>(values);
        v.addAll(other.values);
        return new PlaceholderUsage(n, v);
    }

    /** The placeholders used by any of {@code usages}. */
    public static PlaceholderUsage combine(Collection<PlaceholderUsage> usages) {
        PlaceholderUsage all = NONE;
        for (PlaceholderUsage u : usages) {
            all = all.plus(u);
        }
        return all;
    }

    /** The defined names no expression uses, in the map's order. */
    public List<String> unusedNames(Map<String, String> definedNames) {
        return unused(definedNames == null ? Set.of() : definedNames.keySet(), names);
    }

    /** The defined values no expression uses, in the map's order. */
    public List<String> unusedValues(Map<String, AttributeValue> definedValues) {
        return unused(definedValues == null ? Set.of() : definedValues.keySet(), values);
    }

    /**
     * Refuses definitions nothing uses, as DynamoDB does for a whole request.
     *
     * @throws ExpressionException "Value provided in ExpressionAttributeNames unused in expressions: keys: {#a, #b}"
     *                             (names are checked first), or the same for ExpressionAttributeValues
     */
    public void requireAllUsed(Map<String, String> definedNames, Map<String, AttributeValue> definedValues) {
        List<String> unusedNames = unusedNames(definedNames);
        if (!unusedNames.isEmpty()) {
            throw new ExpressionException("Value provided in ExpressionAttributeNames unused in expressions: keys: {"
                    + String.join(", ", unusedNames) + "}");
        }
        List<String> unusedValues = unusedValues(definedValues);
        if (!unusedValues.isEmpty()) {
            throw new ExpressionException("Value provided in ExpressionAttributeValues unused in expressions: keys: {"
                    + String.join(", ", unusedValues) + "}");
        }
    }

    private static List<String> unused(Set<String> defined, Set<String> used) {
        List<String> result = new ArrayList<>();
        for (String key : defined) {
            if (!used.contains(key)) {
                result.add(key);
            }
        }
        return result;
    }
}
