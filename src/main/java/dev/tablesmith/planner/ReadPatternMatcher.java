package dev.tablesmith.planner;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.expr.ExpressionException;
import dev.tablesmith.engine.expr.KeyCondition;
import dev.tablesmith.engine.expr.KeyConditionExpression;
import dev.tablesmith.engine.expr.SortKeyCondition;
import dev.tablesmith.engine.expr.SortKeyOperator;
import dev.tablesmith.engine.request.QueryRequest;
import dev.tablesmith.engine.request.ScanRequest;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Matches the reads of one table (Query, GetItem, Scan) to its read access patterns through their plans: the same
 * index, the same operation, a partition key value one of the pattern's entities renders (with the pattern's fixed
 * values, e.g. {@code STATUS#PENDING}), and a sort key condition of the same operator that stays inside the
 * pattern's ({@code begins_with(SK, "ORDER#2026")} inside {@code begins_with(SK, "ORDER#")}).
 */
final class ReadPatternMatcher {
    /** How far a request got through a pattern's checks (index, operation, partition key, sort key). */
    private record Fit(AccessPattern pattern, int passed, String text) {
        static final int ALL = 4;

        boolean matches() {
            return passed == ALL;
        }
    }

    private final Table table;
    private final List<AccessPatternPlan> plans;

    ReadPatternMatcher(Table table, Pricing pricing) {
        this.table = table;
        this.plans = AccessPatternPlanner.planAll(table, pricing).stream()
                .filter(p -> p.pattern().kind() == PatternKind.READ && p.request() != null).toList();
    }

    /** The spec of the table ({@code null} index) or of the named index, if the table has it. */
    Optional<IndexSpec> spec(String indexName) {
        String label = indexName == null ? AccessPattern.TABLE_INDEX : indexName;
        return IndexSpec.all(table).stream().filter(s -> s.name().equals(label)).findFirst();
    }

    PatternMatch query(QueryRequest request) {
        Optional<IndexSpec> spec = spec(request.indexName());
        if (spec.isEmpty()) {
            return PatternMatch.refused("The table does not have the specified index: " + request.indexName());
        }
        KeyCondition condition;
        try {
            condition = KeyConditionExpression.parse(request.keyConditionExpression(),
                    request.expressionAttributeNames(), request.expressionAttributeValues(), spec.get());
        } catch (ExpressionException e) {
            return PatternMatch.refused("Invalid KeyConditionExpression: " + e.getMessage());
        }
        List<Fit> fits = new ArrayList<>();
        for (AccessPatternPlan plan : plans) {
            fits.add(queryFit(plan, spec.get(), condition));
        }
        String notes = "";
        if (request.filterExpression() != null) {
            notes += "; with a FilterExpression (items it discards are still read and paid for)";
        }
        return verdict(fits, notes, condition.describe());
    }

    PatternMatch getItem(Map<String, AttributeValue> key) {
        if (!key.keySet().equals(new java.util.HashSet<>(table.keySchema().attributeNames()))) {
            return PatternMatch.refused("The provided key element does not match the schema");
        }
        List<Fit> fits = new ArrayList<>();
        for (AccessPatternPlan plan : plans) {
            fits.add(getFit(plan, key));
        }
        return verdict(fits, "", keyText(key));
    }

    PatternMatch scan(ScanRequest request) {
        String label = request.indexName() == null ? AccessPattern.TABLE_INDEX : request.indexName();
        if (spec(request.indexName()).isEmpty()) {
            return PatternMatch.refused("The table does not have the specified index: " + request.indexName());
        }
        List<AccessPattern> planned = plans.stream()
                .filter(p -> p.resolution() == Resolution.SCAN && p.request().indexLabel().equals(label))
                .map(AccessPatternPlan::pattern).toList();
        String where = label.equals(AccessPattern.TABLE_INDEX) ? "table " + table.name() : "index " + label;
        String reason = "a Scan reads every item of the " + where + " and pays for all of them"
                + (request.totalSegments() != null ? " (segment " + request.segment() + " of "
                + request.totalSegments() + ")" : "")
                + (planned.isEmpty() ? "" : "; the design plans "
                + String.join(", ", planned.stream().map(AccessPattern::id).toList()) + " as a Scan");
        return new PatternMatch(PatternMatch.Verdict.SCAN, planned, reason, Optional.empty());
    }

    private PatternMatch verdict(List<Fit> fits, String notes, String requestText) {
        List<Fit> matched = fits.stream().filter(Fit::matches).toList();
        if (!matched.isEmpty()) {
            Fit first = matched.get(0);
            String reason = first.text() + notes;
            if (matched.size() > 1) {
                reason += "; " + String.join(", ", matched.stream().map(f -> f.pattern().id()).toList())
                        + " ask the same";
            }
            return PatternMatch.matched(matched.stream().map(Fit::pattern).toList(), reason);
        }
        Optional<Fit> closest = fits.stream().reduce((a, b) -> b.passed() > a.passed() ? b : a);
        if (closest.isEmpty()) {
            return PatternMatch.none("table " + table.name() + " has no read access pattern; the request reads "
                    + requestText, Optional.empty());
        }
        Fit c = closest.get();
        return PatternMatch.none("no access pattern reads " + requestText + "; closest is " + c.pattern().id()
                + " (" + c.pattern().name() + "): " + c.text(), Optional.of(c.pattern()));
    }

    private Fit queryFit(AccessPatternPlan plan, IndexSpec spec, KeyCondition requested) {
        AccessPattern pattern = plan.pattern();
        PlannedRequest planned = plan.request();
        if (!planned.indexLabel().equals(spec.name())) {
            return new Fit(pattern, 0, "the pattern reads " + planned.indexLabel() + ", the request " + spec.name());
        }
        if (planned.keyConditionExpression() == null) {
            String how = plan.resolution() == Resolution.GET_ITEM ? "a GetItem of one item" : "a Scan";
            return new Fit(pattern, 1, "the pattern is served by " + how + ", the request is a Query");
        }
        KeyCondition plannedCondition;
        try {
            plannedCondition = KeyConditionExpression.parse(planned.keyConditionExpression(), planned.names(),
                    planned.values(), spec);
        } catch (ExpressionException e) {
            return new Fit(pattern, 1, "the pattern's planned key condition does not parse: " + e.getMessage());
        }
        List<Entity> entities = KeyFit.entities(table, pattern);
        Map<String, AttributeValue> partition = new LinkedHashMap<>();
        for (int i = 0; i < spec.keySchema().partitionKey().size(); i++) {
            partition.put(spec.keySchema().partitionKey().get(i).name(), requested.partitionKey().parts().get(i));
        }
        List<Entity> fitting = new ArrayList<>();
        String contradiction = null;
        for (Entity entity : entities) {
            Optional<Map<String, String>> captured = KeyFit.captureAll(entity, partition);
            if (captured.isPresent()) {
                var fixed = KeyFit.contradicted(pattern, captured.get());
                if (fixed.isEmpty()) {
                    fitting.add(entity);
                } else {
                    contradiction = "the pattern asks " + fixed.get().attribute() + " = " + fixed.get().value()
                            + ", the request " + captured.get().get(fixed.get().attribute());
                }
            }
        }
        String pkName = String.join(", ", partition.keySet());
        String pkText = String.join(", ", partition.values().stream().map(KeyFit::show).toList());
        if (fitting.isEmpty()) {
            return new Fit(pattern, 2, contradiction != null ? contradiction : pkName + " " + pkText
                    + " does not fit the pattern's " + KeyFit.templates(entities,
                    spec.keySchema().partitionKey().get(0).name()));
        }
        Optional<String> sortDifference = sortDifference(pattern, plannedCondition.sortConditions(),
                requested.sortConditions(), fitting);
        if (sortDifference.isPresent()) {
            return new Fit(pattern, 3, sortDifference.get());
        }
        String reason = spec.name() + ": " + pkName + " " + pkText + " fits "
                + KeyFit.templates(fitting, spec.keySchema().partitionKey().get(0).name());
        if (requested.hasSortCondition()) {
            reason += ", " + String.join(" AND ", requested.sortConditions().stream()
                    .map(SortKeyCondition::describe).toList()) + " within the pattern's "
                    + String.join(" AND ", plannedCondition.sortConditions().stream()
                    .map(SortKeyCondition::describe).toList());
        }
        return new Fit(pattern, Fit.ALL, reason);
    }

    private Optional<String> sortDifference(AccessPattern pattern, List<SortKeyCondition> planned,
                                            List<SortKeyCondition> requested, List<Entity> entities) {
        if (planned.isEmpty() && requested.isEmpty()) {
            return Optional.empty();
        }
        if (planned.isEmpty()) {
            return Optional.of("the request narrows the item collection with " + describe(requested)
                    + ", the pattern reads all of it");
        }
        if (requested.size() != planned.size()) {
            return Optional.of("the pattern reads only " + describe(planned) + ", the request "
                    + (requested.isEmpty() ? "the whole item collection" : describe(requested)));
        }
        for (int i = 0; i < planned.size(); i++) {
            SortKeyCondition p = planned.get(i);
            SortKeyCondition r = requested.get(i);
            if (i == planned.size() - 1 && pattern.range() != null && r.operator() != SortKeyOperator.EQ) {
                // The pattern's own range: the planner may bound it to the entity's items (SK > x becomes
                // SK BETWEEN x AND the prefix's successor) and fills in example values; the request fits when it
                // uses the pattern's operator and stays among the entity's keys.
                boolean sameOperator = r.operator() == p.operator()
                        || r.operator().symbol().equals(pattern.range().operator().symbol());
                if (!sameOperator) {
                    return Optional.of("the pattern reads " + pattern.range().attribute() + " "
                            + pattern.range().operator().symbol() + " (" + p.describe() + "), the request "
                            + r.describe());
                }
                if (!insideEntityKeys(r, entities)) {
                    return Optional.of(r.describe() + " reads outside the pattern's "
                            + KeyFit.templates(entities, r.attribute()));
                }
                continue;
            }
            if (p.operator() != r.operator()) {
                return Optional.of("the pattern reads " + p.describe() + ", the request " + r.describe());
            }
            if (!within(p, r, entities)) {
                return Optional.of(r.describe() + " is outside the pattern's " + p.describe() + " ("
                        + KeyFit.templates(entities, p.attribute()) + ")");
            }
        }
        return Optional.empty();
    }

    /** Whether the requested condition (same operator) reads inside the planned one. */
    private static boolean within(SortKeyCondition planned, SortKeyCondition requested, List<Entity> entities) {
        return switch (planned.operator()) {
            case BEGINS_WITH -> KeyFit.text(requested.value()).flatMap(r -> KeyFit.text(planned.value())
                    .map(r::startsWith)).orElse(false);
            case EQ -> entities.stream().anyMatch(e -> KeyFit.capture(e, requested.attribute(),
                    requested.value()).isPresent());
            default -> insideEntityKeys(requested, entities);
        };
    }

    /** Whether every value of the condition starts with the constant prefix of an entity's template. */
    private static boolean insideEntityKeys(SortKeyCondition requested, List<Entity> entities) {
        return requested.values().stream().allMatch(v -> entities.stream().anyMatch(e ->
                KeyFit.template(e, requested.attribute()).flatMap(t -> KeyFit.text(v)
                        .map(text -> text.startsWith(t.constantPrefix()))).orElse(false)));
    }

    private Fit getFit(AccessPatternPlan plan, Map<String, AttributeValue> key) {
        AccessPattern pattern = plan.pattern();
        if (!plan.request().indexLabel().equals(AccessPattern.TABLE_INDEX)) {
            return new Fit(pattern, 0, "the pattern reads " + plan.request().indexLabel() + ", GetItem the table");
        }
        if (plan.resolution() != Resolution.GET_ITEM) {
            return new Fit(pattern, 1, "the pattern is a " + (plan.resolution() == Resolution.SCAN ? "Scan"
                    : "Query of " + plan.request().readable(plan.request().keyConditionExpression(),
                    KeyFit::show)) + ", the request a GetItem of one item");
        }
        List<Entity> entities = KeyFit.entities(table, pattern);
        String contradiction = null;
        for (Entity entity : entities) {
            Optional<Map<String, String>> captured = KeyFit.captureAll(entity, key);
            if (captured.isPresent()) {
                var fixed = KeyFit.contradicted(pattern, captured.get());
                if (fixed.isEmpty()) {
                    return new Fit(pattern, Fit.ALL, "table: the key " + keyText(key) + " is a " + entity.name()
                            + " (" + String.join(" / ", table.keySchema().attributeNames().stream()
                            .map(a -> KeyFit.templates(List.of(entity), a)).toList()) + ")");
                }
                contradiction = "the pattern asks " + fixed.get().attribute() + " = " + fixed.get().value()
                        + ", the request " + captured.get().get(fixed.get().attribute());
            }
        }
        return new Fit(pattern, 3, contradiction != null ? contradiction : "the key " + keyText(key)
                + " is not a " + String.join(" or ", pattern.entities()) + " key (" + String.join(" / ",
                table.keySchema().attributeNames().stream().map(a -> KeyFit.templates(entities, a)).toList())
                + ")");
    }

    private String keyText(Map<String, AttributeValue> key) {
        List<String> parts = new ArrayList<>();
        for (String name : table.keySchema().attributeNames()) {
            if (key.containsKey(name)) {
                parts.add(name + " = " + KeyFit.show(key.get(name)));
            }
        }
        return String.join(", ", parts);
    }

    private static String describe(List<SortKeyCondition> conditions) {
        return String.join(" AND ", conditions.stream().map(SortKeyCondition::describe).toList());
    }
}
