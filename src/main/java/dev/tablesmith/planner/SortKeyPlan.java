package dev.tablesmith.planner;

import java.util.List;
import java.util.Optional;

/**
 * The sort key side of a plan on one index: the condition, what is left for a filter, and whether the order is
 * the one asked for.
 *
 * @param condition             the sort key condition, if any
 * @param fullyDetermined       whether the equalities fix the whole sort key (with a table: GetItem)
 * @param filterTerms           conditions the key cannot express
 * @param missingFromProjection filter attributes the index does not hold
 * @param forward               ScanIndexForward
 * @param sorted                whether results come back in the order the pattern asks for
 * @param reason                plain words on what is filtered or unsorted, empty when nothing is
 * @param extraItems            whether other entities' items come back too and must be discarded
 * @param alsoRead              the other entities whose items the key condition also reads (filtered out or not)
 * @param clauses               for a multi-attribute sort key, one condition per sort key attribute used, left to
 *                              right ({@code condition} is then empty); empty otherwise
 * @param discarded             the attributes whose conditions neither the key condition nor the FilterExpression
 *                              can hold, so the application checks them after the read (on a multi-attribute key, a
 *                              FilterExpression may not read a key attribute of the queried index)
 */
record SortKeyPlan(Optional<SortKeyCondition> condition, boolean fullyDetermined, List<FilterTerm> filterTerms,
                   List<String> missingFromProjection, boolean forward, boolean sorted, String reason,
                   boolean extraItems, List<String> alsoRead, List<SortKeyClause> clauses, List<String> discarded) {
    SortKeyPlan {
        alsoRead = List.copyOf(alsoRead);
        clauses = List.copyOf(clauses);
        discarded = List.copyOf(discarded);
    }

    /** A plan whose every condition is in the key condition or the FilterExpression. */
    SortKeyPlan(Optional<SortKeyCondition> condition, boolean fullyDetermined, List<FilterTerm> filterTerms,
                List<String> missingFromProjection, boolean forward, boolean sorted, String reason,
                boolean extraItems, List<String> alsoRead, List<SortKeyClause> clauses) {
        this(condition, fullyDetermined, filterTerms, missingFromProjection, forward, sorted, reason, extraItems,
                alsoRead, clauses, List.of());
    }

    /** A plan on a single-attribute sort key (or none): its one condition, no per-attribute clauses. */
    SortKeyPlan(Optional<SortKeyCondition> condition, boolean fullyDetermined, List<FilterTerm> filterTerms,
                List<String> missingFromProjection, boolean forward, boolean sorted, String reason,
                boolean extraItems, List<String> alsoRead) {
        this(condition, fullyDetermined, filterTerms, missingFromProjection, forward, sorted, reason, extraItems,
                alsoRead, List.of());
    }


    boolean needsFilter() {
        return !filterTerms.isEmpty() || extraItems;
    }

    /** The FilterExpression, or null when nothing is filtered. */
    String filter(ExpressionBuilder builder) {
        if (filterTerms.isEmpty()) {
            return null;
        }
        return String.join(" AND ", filterTerms.stream().map(t -> t.expression(builder)).toList());
    }
}
