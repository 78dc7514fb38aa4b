package dev.tablesmith.planner;

import dev.tablesmith.engine.IdentityMemo;
import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Plans every access pattern of a table from its key templates: for each index, can it serve the pattern as a
 * GetItem or a Query, only with a filter, or not at all; the best usable index wins (the pattern's pinned index
 * when it can serve it), and when none can, the pattern needs a Scan. Then the cheapest fix and the cost.
 */
public final class AccessPatternPlanner {
    private final Table table;
    private final CostModel costs;

    public AccessPatternPlanner(Table table, Pricing pricing) {
        this(table, pricing, ItemMaterializer.materialize(table));
    }

    public AccessPatternPlanner(Table table, Pricing pricing, SampleData sample) {
        this.table = table;
        this.costs = new CostModel(table, pricing, sample);
    }

    /** Plans of every pattern of the table, in the table's order. */
    public List<AccessPatternPlan> planAll() {
        return table.accessPatterns().stream().map(this::plan).toList();
    }

    /**
     * {@link #planAll()} over the table's own sample data, shared: the patterns view, the table view, the item
     * collections and the review of one design version (the same {@code Table} instance) all get the one answer,
     * worked out once (plans are immutable; the last few design versions are kept, see {@link IdentityMemo}).
     */
    public static List<AccessPatternPlan> planAll(Table table, Pricing pricing) {
        return RECENT.computeIfAbsent(table, ConcurrentHashMap::new)
                .computeIfAbsent(pricing, p -> new AccessPatternPlanner(table, p).planAll());
    }

    private static final IdentityMemo<Table, Map<Pricing, List<AccessPatternPlan>>> RECENT = new IdentityMemo<>(3);

    public AccessPatternPlan plan(AccessPattern pattern) {
        List<Entity> entities = new ArrayList<>();
        for (String name : pattern.entities()) {
            Optional<Entity> entity = table.entity(name);
            if (entity.isEmpty()) {
                return unplannable(pattern, "the table has no entity " + name + " yet: add it (with the "
                        + "attributes the pattern asks by) to plan this pattern");
            }
            entities.add(entity.get());
        }
        if (entities.isEmpty()) {
            return unplannable(pattern, "the pattern names no entity");
        }
        if (pattern.kind() == PatternKind.WRITE) {
            return new AccessPatternPlan(pattern, Resolution.WRITE, null, WriteCosts.describe(pattern), List.of(),
                    Optional.empty(), costs.write(pattern, entities), true, null, null);
        }
        PatternInputs inputs = new PatternInputs(pattern, entities);
        List<IndexVerdict> verdicts = new ArrayList<>();
        for (IndexSpec spec : IndexSpec.all(table)) {
            verdicts.add(evaluate(spec, pattern, entities, inputs));
        }
        Comparator<IndexVerdict> best = Comparator.comparing((IndexVerdict v) -> v.resolution().ordinal())
                .thenComparing(v -> v.sorted() ? 0 : 1);
        Optional<IndexVerdict> bestUsable = verdicts.stream().filter(IndexVerdict::usable).min(best);
        Optional<IndexVerdict> pinned = Optional.ofNullable(pattern.index())
                .flatMap(name -> verdicts.stream().filter(v -> v.index().equals(name) && v.usable()).findFirst());
        Optional<IndexVerdict> chosen = pinned.or(() -> bestUsable);
        if (chosen.isEmpty()) {
            PlannedRequest scan = ScanFallback.request(table, pattern, inputs);
            String reason = ScanFallback.reason(pattern, verdicts);
            return new AccessPatternPlan(pattern, Resolution.SCAN, scan, reason, verdicts,
                    Fixes.forPattern(table, pattern, entities, Optional.empty()), costs.read(pattern, entities,
                    scan, inputs, List.of(), List.of()), pattern.sort() == null, inputs.equalities(), inputs.rangeValues());
        }
        IndexVerdict verdict = chosen.get();
        Optional<Fix> fix = Optional.empty();
        if (bestUsable.isPresent() && best.compare(bestUsable.get(), verdict) < 0) {
            fix = Optional.of(Fixes.existingIndex(bestUsable.get(), pattern));
        } else if (verdict.resolution() == Resolution.QUERY_WITH_FILTER || !verdict.sorted()) {
            fix = Fixes.forPattern(table, pattern, entities, Optional.of(verdict));
        }
        String reason = verdict.index() + ": " + verdict.reason();
        PlannedRequest request = verdict.request();
        if (pattern.keyCondition() != null && request.keyConditionExpression() != null) {
            List<String> keys = IndexSpec.all(table).stream().filter(s -> s.name().equals(verdict.index()))
                    .findFirst().map(s -> s.keySchema().attributeNames()).orElse(List.of());
            Optional<PlannedRequest> explicit = ExplicitKeyCondition.apply(request, pattern.keyCondition(), keys);
            if (explicit.isPresent()) {
                request = explicit.get();
            } else {
                reason += "; the pattern's own key condition (" + pattern.keyCondition() + ") does not say the same "
                        + "as the planned one, so the planned one is used";
            }
        }
        if (pattern.index() != null && pinned.isEmpty()) {
            reason += "; the pattern is pinned to " + pattern.index() + ", which cannot serve it";
        }
        return new AccessPatternPlan(pattern, verdict.resolution(), request, reason, verdicts, fix,
                costs.read(pattern, entities, request, inputs, verdict.alsoRead(), verdict.discarded()),
                verdict.sorted(),
                inputs.equalities(),
                inputs.rangeValues());
    }

    private IndexVerdict evaluate(IndexSpec spec, AccessPattern pattern, List<Entity> entities, PatternInputs inputs) {
        try {
            return new IndexEvaluator(table, spec, pattern, entities, inputs).evaluate();
        } catch (TemplateSyntaxException e) {
            return IndexVerdict.unusable(spec.name(), "a key template does not parse: " + e.getMessage());
        }
    }

    private AccessPatternPlan unplannable(AccessPattern pattern, String reason) {
        return new AccessPatternPlan(pattern, Resolution.SCAN, null, reason, List.of(), Optional.empty(),
                new CostEstimate(0, 0, 0, 0, 0, 0, reason), false, null, null);
    }
}
