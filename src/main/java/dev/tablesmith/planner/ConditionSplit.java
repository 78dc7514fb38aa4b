package dev.tablesmith.planner;

import dev.tablesmith.model.AccessPattern;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Where each condition of a read pattern is applied, which decides what a Query reads and what it is charged for.
 * DynamoDB reads (and charges for) every item the key condition selects; a FilterExpression, and a check the
 * application makes after the response, only decide what is kept (Developer Guide, "Query operations", "Filter
 * expressions for the Query operation": a filter consumes the same read capacity). On a GSI with a multi-attribute
 * key a condition on a key attribute that the key condition cannot take (a skipped sort attribute, an equality after
 * the range) cannot be a FilterExpression either, so the application discards what fails it.
 *
 * @param keyEqualities the equality attributes the key condition uses
 * @param rangeInKey    whether the pattern's range is part of the key condition
 * @param filtered      the attributes the FilterExpression tests (attribute_exists, which only tells entities
 *                      apart, excluded)
 * @param discarded     the attributes whose conditions the application checks after the read
 */
record ConditionSplit(List<String> keyEqualities, boolean rangeInKey, List<String> filtered, List<String> discarded) {
    ConditionSplit {
        keyEqualities = List.copyOf(keyEqualities);
        filtered = List.copyOf(filtered);
        discarded = List.copyOf(discarded);
    }

    /**
     * The split of {@code pattern}'s conditions for {@code request}: an equality or the range is in the key condition
     * unless the FilterExpression tests its attribute or the application checks it ({@code discarded}).
     */
    static ConditionSplit of(AccessPattern pattern, PatternInputs inputs, PlannedRequest request,
                             List<String> discarded) {
        List<String> filtered = filteredAttributes(request);
        Set<String> outside = new LinkedHashSet<>(filtered);
        outside.addAll(discarded);
        List<String> keyed = inputs.equalities().keySet().stream().filter(a -> !outside.contains(a)).toList();
        boolean rangeInKey = pattern.range() != null && !outside.contains(pattern.range().attribute());
        return new ConditionSplit(keyed, rangeInKey, filtered, discarded);
    }

    /** The equality attributes tested after the read (by the filter or the application), the range's excluded. */
    List<String> afterReadEqualities(AccessPattern pattern) {
        String range = pattern.range() == null ? null : pattern.range().attribute();
        List<String> after = new ArrayList<>(filtered.stream().filter(a -> !a.equals(range)).toList());
        discarded.stream().filter(a -> !a.equals(range) && !filtered.contains(a)).forEach(after::add);
        return List.copyOf(after);
    }

    private static List<String> filteredAttributes(PlannedRequest request) {
        if (request.filterExpression() == null) {
            return List.of();
        }
        // attribute_exists(x) only tells entities apart: it selects every wanted item, so it is not a selectivity.
        String text = request.filterExpression().replaceAll("attribute_exists\\([^)]*\\)", " ");
        List<String> names = new ArrayList<>();
        for (String token : text.split("[^A-Za-z0-9_#:]+")) {
            if (token.startsWith("#")) {
                names.add(request.names().getOrDefault(token, token.substring(1)));
            } else if (!token.isEmpty() && !token.startsWith(":") && !token.equalsIgnoreCase("AND")
                    && !token.equalsIgnoreCase("BETWEEN") && !token.equals("begins_with")) {
                names.add(token);
            }
        }
        return names;
    }
}
