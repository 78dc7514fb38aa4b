package dev.tablesmith.planner;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Fits what a pattern asks for beyond the partition key into the conditions a GSI with a multi-attribute sort key
 * allows (DynamoDB Developer Guide, "Multi-attribute keys pattern", November 2025): the sort key attributes are
 * used left to right without skipping one; equalities on a prefix of them, then at most one range condition
 * ({@code < <= > >= BETWEEN begins_with}) on the next one, and nothing after the range. Each attribute keeps its own
 * type, so a number sort key attribute orders numerically. What does not fit is a FilterExpression, with the reason:
 * the attribute skipped, or the range that comes before it.
 *
 * <p>An entity's key template for such an attribute is normally the attribute itself ({@code {score}}): the key
 * holds the attribute's own typed value. A template that is more than that ({@code ROUND#{round}}) is used for an
 * equality when the pattern determines it, or narrowed with begins_with of its determined prefix.
 */
final class MultiAttributeSortKeyPlanner {
    private static final String[] ORDINALS = {"first", "second", "third", "fourth"};

    private final IndexSpec spec;
    private final Entity entity;
    private final AccessPattern pattern;
    private final PatternInputs inputs;
    private final Set<String> consumed;
    private final List<Entity> neighbours;
    private final List<KeyAttribute> keys;
    private final List<FilterTerm> filter = new ArrayList<>();
    private final Set<String> reasons = new LinkedHashSet<>();
    private final List<SortKeyClause> clauses = new ArrayList<>();
    private final List<String> alsoRead = new ArrayList<>();

    MultiAttributeSortKeyPlanner(IndexSpec spec, Entity entity, AccessPattern pattern, PatternInputs inputs,
                                 Set<String> consumed, List<Entity> neighbours) {
        this.spec = spec;
        this.entity = entity;
        this.pattern = pattern;
        this.inputs = inputs;
        this.consumed = consumed;
        this.neighbours = neighbours;
        this.keys = spec.keySchema().sortKey();
    }

    /** "first", "second", ... for a sort key position. */
    static String ordinal(int position) {
        return position < ORDINALS.length ? ORDINALS[position] : (position + 1) + "th";
    }

    SortKeyPlan plan() {
        Set<String> used = new LinkedHashSet<>(consumed);
        int next = 0;
        while (next < keys.size()) {
            KeyTemplate template = template(next);
            if (!template.attributeNames().stream().allMatch(a -> inputs.equality(a).isPresent())) {
                break;
            }
            RenderResult value = template.renderAs(type(keys.get(next)), inputs::equality);
            if (value instanceof RenderResult.Unrenderable failure) {
                reasons.add(keys.get(next).name() + ": " + failure.message());
                break;
            }
            clauses.add(new SortKeyClause(keys.get(next).name(), next, SortKeyCondition.of("=",
                    ((RenderResult.Rendered) value).value())));
            used.addAll(template.attributeNames());
            next++;
        }
        boolean fullyDetermined = next == keys.size();
        boolean rangeInKey = planRange(next);
        if (!fullyDetermined && !rangeInKey) {
            beginsWithPrefix(next);
        }
        for (String attribute : inputs.equalities().keySet()) {
            if (!used.contains(attribute)) {
                filter.add(new FilterTerm(attribute, "=", List.of(inputs.equality(attribute).orElseThrow())));
                reasons.add(whyEqualityIsFiltered(attribute, next, rangeInKey));
            }
        }
        boolean sorted = sorted(next, fullyDetermined);
        boolean extras = excludeNeighbours();
        List<String> unprojected = filter.stream().map(FilterTerm::attribute)
                .filter(a -> !IndexEvaluator.projects(spec, a)).distinct().toList();
        boolean forward = pattern.sort() == null || pattern.sort().direction() != SortDirection.DESC;
        return new SortKeyPlan(Optional.empty(), fullyDetermined, filter, unprojected, forward, sorted,
                String.join("; ", reasons), extras, alsoRead, clauses);
    }

    /** Puts the pattern's range on the sort key attribute at {@code next} when it may go there; else a filter. */
    private boolean planRange(int next) {
        RangeCondition range = pattern.range();
        if (range == null) {
            return false;
        }
        int at = position(range.attribute());
        Optional<String> why;
        if (at < 0) {
            why = Optional.of(range.attribute() + " is not in " + spec.name() + "'s sort key (" + keyNames()
                    + "), so a filter checks the range on it");
        } else if (at < next) {
            why = Optional.of("the pattern fixes " + range.attribute() + " by equality, so its range is a filter");
        } else if (at > next) {
            why = Optional.of("the range on " + range.attribute() + " cannot be a key condition: the pattern gives "
                    + "no equality on " + missingAt(next) + ", which comes before it in " + spec.name()
                    + "'s sort key");
        } else {
            why = nativeProblem(next).or(() -> {
                Optional<SortKeyCondition> condition = rangeCondition(range, type(keys.get(next)));
                condition.ifPresent(c -> clauses.add(new SortKeyClause(keys.get(next).name(), next, c)));
                return condition.isPresent() ? Optional.empty()
                        : Optional.of("begins_with cannot be used on the number sort key attribute "
                        + keys.get(next).name() + ", so the key condition cannot hold the range on "
                        + range.attribute());
            });
        }
        why.ifPresent(w -> {
            reasons.add(w);
            filter.add(FilterTerm.range(range, inputs.rangeValues()));
        });
        return why.isEmpty();
    }

    /** The range as a condition on a typed key attribute that holds the ranged attribute itself. */
    private Optional<SortKeyCondition> rangeCondition(RangeCondition range, ScalarType type) {
        List<AttributeValue> values = inputs.rangeValues();
        return switch (range.operator()) {
            case BETWEEN -> Optional.of(new SortKeyCondition("BETWEEN", values));
            case LT -> Optional.of(SortKeyCondition.of("<", values.get(0)));
            case LE -> Optional.of(SortKeyCondition.of("<=", values.get(0)));
            case GT -> Optional.of(SortKeyCondition.of(">", values.get(0)));
            case GE -> Optional.of(SortKeyCondition.of(">=", values.get(0)));
            case BEGINS_WITH -> type == ScalarType.N ? Optional.empty()
                    : Optional.of(SortKeyCondition.of("begins_with", values.get(0)));
        };
    }

    /**
     * Why the key attribute at {@code position} cannot take a range on the attribute it holds: its template is more
     * than that attribute, or the key's type differs from the attribute's (a number in a string key sorts as text).
     */
    private Optional<String> nativeProblem(int position) {
        KeyAttribute key = keys.get(position);
        KeyTemplate template = template(position);
        String attribute = template.attributeNames().isEmpty() ? key.name() : template.attributeNames().get(0);
        if (!template.isSinglePlaceholder() || !template.placeholders().get(0).filters().isEmpty()) {
            return Optional.of(key.name() + " = " + template.source() + " is not the plain attribute " + attribute
                    + ", so the key cannot take a range or an order on " + attribute);
        }
        ScalarType keyType = type(key);
        AttributeType attributeType = inputs.typeOf(attribute);
        boolean matches = switch (keyType) {
            case S -> attributeType == AttributeType.S;
            case N -> attributeType == AttributeType.N;
            case B -> attributeType == AttributeType.B;
        };
        if (!matches) {
            return Optional.of(attribute + " is " + attributeType + " but the sort key attribute " + key.name()
                    + " is " + keyType + ", so the key does not order it as its own type");
        }
        return Optional.empty();
    }

    /** begins_with of the determined prefix of a string template at {@code next}, when it has one. */
    private void beginsWithPrefix(int next) {
        KeyTemplate template = template(next);
        if (type(keys.get(next)) != ScalarType.S || template.isSinglePlaceholder()) {
            return;
        }
        String prefix = template.renderPrefix(inputs::equality).text().orElse(template.constantPrefix());
        if (!prefix.isEmpty()) {
            clauses.add(new SortKeyClause(keys.get(next).name(), next, SortKeyCondition.of("begins_with",
                    AttributeValue.s(prefix))));
        }
    }

    private String whyEqualityIsFiltered(String attribute, int next, boolean rangeInKey) {
        int at = position(attribute);
        if (at < 0) {
            return attribute + " is not in " + spec.name() + "'s key, so a filter checks it";
        }
        if (rangeInKey && at > next) {
            return "the pattern gives " + attribute + ", but the range on " + pattern.range().attribute()
                    + " comes before it in " + spec.name() + "'s sort key and nothing after a range can be a key "
                    + "condition";
        }
        return "the pattern gives " + attribute + " but not " + missingAt(next) + ", which comes before it in "
                + spec.name() + "'s sort key, so the key condition cannot use " + attribute;
    }

    /** Whether results come back in the pattern's order, noting why not. */
    private boolean sorted(int next, boolean fullyDetermined) {
        if (pattern.sort() == null || fullyDetermined || inputs.equality(pattern.sort().attribute()).isPresent()) {
            return true;
        }
        String attribute = pattern.sort().attribute();
        KeyTemplate template = template(next);
        if (template.attributeNames().equals(List.of(attribute))) {
            Optional<String> problem = nativeProblem(next);
            problem.ifPresent(reasons::add);
            return problem.isEmpty();
        }
        reasons.add(spec.name() + "'s sort key orders " + entity.name() + " by " + keys.get(next).name()
                + (template.isSinglePlaceholder() && template.attributeNames().get(0).equals(keys.get(next).name())
                ? "" : " = " + template.source()) + " after what the pattern fixes, not by " + attribute
                + ": the application would have to sort");
        return false;
    }

    /**
     * Other entities in the same partition whose items the clauses could also return; a filter on an attribute only
     * the wanted entity has drops them when there is one. Returns whether such items still come back.
     */
    private boolean excludeNeighbours() {
        List<Entity> extras = neighbours.stream().filter(this::mayMatch).toList();
        if (extras.isEmpty()) {
            return false;
        }
        extras.forEach(e -> alsoRead.add(e.name()));
        Optional<String> discriminator = entity.attributes().stream().filter(a -> a.required()).map(a -> a.name())
                .filter(a -> extras.stream().allMatch(e -> e.attribute(a).isEmpty()))
                .filter(a -> IndexEvaluator.projects(spec, a)).findFirst();
        discriminator.ifPresent(a -> filter.add(new FilterTerm(a, "attribute_exists", List.of())));
        reasons.add(String.join(", ", alsoRead) + " items share the item collection and the key condition cannot "
                + "leave them out" + discriminator.map(a -> "; a filter on attribute_exists(" + a + ") drops them "
                + "after the read").orElse("; the application must discard them"));
        return discriminator.isEmpty();
    }

    /** Whether another entity's items may satisfy every clause: only a constant template can be ruled out. */
    private boolean mayMatch(Entity other) {
        for (SortKeyClause clause : clauses) {
            KeyTemplate template = KeyTemplate.parse(other.key(clause.keyAttribute()).orElseThrow().template());
            if (template.placeholders().isEmpty()) {
                RenderResult constant = template.renderAs(type(keys.get(clause.position())), a -> Optional.empty());
                if (constant instanceof RenderResult.Rendered r && !clause.condition().admits(r.value())) {
                    return false;
                }
            }
        }
        return true;
    }

    private int position(String attribute) {
        for (int i = 0; i < keys.size(); i++) {
            if (template(i).attributeNames().contains(attribute)) {
                return i;
            }
        }
        return -1;
    }

    /** The attribute(s) the pattern does not give for the sort key attribute at {@code position}. */
    private String missingAt(int position) {
        List<String> missing = template(position).attributeNames().stream()
                .filter(a -> inputs.equality(a).isEmpty()).toList();
        return missing.isEmpty() ? keys.get(position).name() : String.join(", ", missing);
    }

    private String keyNames() {
        return String.join(", ", keys.stream().map(KeyAttribute::name).toList());
    }

    private KeyTemplate template(int position) {
        return KeyTemplate.parse(entity.key(keys.get(position).name()).orElseThrow().template());
    }

    private static ScalarType type(KeyAttribute key) {
        return key.type() == null ? ScalarType.S : key.type();
    }

    /**
     * The plan with every filter term on a key attribute of the index taken out: DynamoDB refuses a Query whose
     * FilterExpression reads a key attribute of the queried index ("Filter Expression can only contain non-primary
     * key attributes: Primary key attribute: round"), and on a multi-attribute key the key attributes are usually the
     * entity's own attributes. Such a condition is left to the application, which discards the items that fail it.
     */
    static SortKeyPlan withoutKeyAttributeFilters(SortKeyPlan plan, IndexSpec spec) {
        List<String> keyNames = spec.keySchema().attributeNames();
        List<FilterTerm> kept = plan.filterTerms().stream().filter(t -> !keyNames.contains(t.attribute())).toList();
        if (kept.size() == plan.filterTerms().size()) {
            return plan;
        }
        List<String> refused = plan.filterTerms().stream().map(FilterTerm::attribute)
                .filter(keyNames::contains).distinct().toList();
        // attribute_exists only tells entities apart; the other refused terms are conditions the application checks.
        List<String> discarded = plan.filterTerms().stream().filter(t -> keyNames.contains(t.attribute()))
                .filter(t -> !t.operator().equals("attribute_exists")).map(FilterTerm::attribute).distinct().toList();
        String reason = (plan.reason().isEmpty() ? "" : plan.reason() + "; ") + "a Query's FilterExpression cannot "
                + "read " + String.join(", ", refused)
                + (refused.size() == 1 ? ", a key attribute" : ", key attributes")
                + " of " + spec.name() + ", so the application must discard the items that do not match";
        return new SortKeyPlan(plan.condition(), plan.fullyDetermined(), kept, plan.missingFromProjection(),
                plan.forward(), plan.sorted(), reason, true, plan.alsoRead(), plan.clauses(), discarded);
    }

    /**
     * Several entities from one item collection of a multi-attribute GSI: the partition key selects the collection;
     * the sort key is not narrowed (each entity's attributes differ), other equalities are filters.
     */
    static SortKeyPlan collectionPlan(IndexSpec spec, AccessPattern pattern, PatternInputs inputs,
                                      Set<String> consumed, List<Entity> neighbours) {
        List<FilterTerm> filter = new ArrayList<>();
        List<String> reasons = new ArrayList<>();
        if (pattern.range() != null) {
            reasons.add("a range on " + pattern.range().attribute() + " cannot apply to several entities at once");
        }
        inputs.equalities().keySet().stream().filter(a -> !consumed.contains(a))
                .forEach(a -> filter.add(new FilterTerm(a, "=", List.of(inputs.equality(a).orElseThrow()))));
        List<String> alsoRead = neighbours.stream().map(Entity::name).toList();
        if (!alsoRead.isEmpty()) {
            reasons.add(String.join(", ", alsoRead) + " items share the item collection; the application must "
                    + "discard them");
        }
        boolean sorted = pattern.sort() == null;
        if (!sorted) {
            reasons.add("several entities come back in sort key order, not by " + pattern.sort().attribute());
        }
        List<String> unprojected = filter.stream().map(FilterTerm::attribute)
                .filter(a -> !IndexEvaluator.projects(spec, a)).toList();
        return new SortKeyPlan(Optional.empty(), false, filter, unprojected, true, sorted, String.join("; ", reasons),
                !alsoRead.isEmpty(), alsoRead, List.of());
    }
}
