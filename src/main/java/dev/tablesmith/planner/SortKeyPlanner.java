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
import dev.tablesmith.template.TemplateFilter;
import dev.tablesmith.template.TemplateSegment;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Fits what a pattern asks for beyond the partition key into one sort key condition, as DynamoDB allows exactly
 * one: equality on the determined part, {@code begins_with} of the determined prefix, or a range on the next
 * template component. Strings compare by UTF-8 bytes, so a number inside a string key orders correctly only when
 * the template zero-pads it to a fixed width ({@code ORDER#10} sorts before {@code ORDER#2}).
 */
final class SortKeyPlanner {
    private final IndexSpec spec;
    private final Entity entity;
    private final AccessPattern pattern;
    private final PatternInputs inputs;
    private final Set<String> consumed;
    private final List<Entity> neighbours;
    private final List<FilterTerm> filter = new ArrayList<>();
    private final Set<String> reasons = new LinkedHashSet<>();
    private final List<String> alsoRead = new ArrayList<>();

    SortKeyPlanner(IndexSpec spec, Entity entity, AccessPattern pattern, PatternInputs inputs, Set<String> consumed,
                   List<Entity> neighbours) {
        this.spec = spec;
        this.entity = entity;
        this.pattern = pattern;
        this.inputs = inputs;
        this.consumed = consumed;
        this.neighbours = neighbours;
    }

    private boolean forward() {
        return pattern.sort() == null || pattern.sort().direction() != SortDirection.DESC;
    }

    SortKeyPlan plan() {
        if (!spec.keySchema().hasSortKey() || spec.keySchema().sortKey().size() > 1) {
            return withoutSortKey();
        }
        KeyAttribute sortKey = spec.keySchema().sortKey().get(0);
        ScalarType type = sortKey.type() == null ? ScalarType.S : sortKey.type();
        KeyTemplate template = KeyTemplate.parse(entity.key(sortKey.name()).orElseThrow().template());
        List<Placeholder> placeholders = template.placeholders();
        int firstUnknown = -1;
        for (int i = 0; i < placeholders.size(); i++) {
            if (!inputs.equalities().containsKey(placeholders.get(i).attribute())) {
                firstUnknown = i;
                break;
            }
        }
        Set<String> usedInKey = new LinkedHashSet<>(consumed);
        for (int i = 0; i < (firstUnknown < 0 ? placeholders.size() : firstUnknown); i++) {
            usedInKey.add(placeholders.get(i).attribute());
        }
        boolean fullyDetermined = firstUnknown < 0;
        Placeholder next = fullyDetermined ? null : placeholders.get(firstUnknown);
        String prefix = type == ScalarType.S ? template.renderPrefix(inputs::equality).text()
                .orElse(template.constantPrefix()) : "";
        List<String> leftover = inputs.equalities().keySet().stream().filter(a -> !usedInKey.contains(a)).toList();
        leftover.forEach(a -> filter.add(new FilterTerm(a, "=", List.of(inputs.equality(a).orElseThrow()))));
        if (!leftover.isEmpty()) {
            reasons.add(sortKey.name() + " = " + template.source() + " does not lead with " + String.join(", ", leftover)
                    + ", so the key cannot select on " + (leftover.size() == 1 ? "it" : "them"));
        }

        Optional<SortKeyCondition> condition = Optional.empty();
        if (fullyDetermined) {
            RenderResult full = template.renderAs(type, inputs::equality);
            if (full instanceof RenderResult.Rendered rendered) {
                condition = Optional.of(SortKeyCondition.of("=", rendered.value()));
            }
        }
        RangeCondition range = pattern.range();
        if (range != null) {
            Optional<SortKeyCondition> ranged = Optional.empty();
            if (next != null && next.attribute().equals(range.attribute()) && leftover.isEmpty()) {
                Optional<String> unsortable = orderProblem(next, type);
                if (unsortable.isPresent()) {
                    reasons.add(unsortable.get());
                } else if (dropsDetail(next)) {
                    // {at|date} keeps only the day: the key can narrow the read to the right days (inclusive at both
                    // ends), and a filter on the attribute itself keeps the exact range.
                    ranged = dayRange(next, prefix, template, range);
                    filter.add(rangeFilter(range));
                    reasons.add(sortKey.name() + " = " + template.source() + " keeps only the date of "
                            + range.attribute() + ": the key narrows the read to whole days and a filter checks the "
                            + "exact range");
                } else {
                    ranged = rangeCondition(template, next, type, prefix, range);
                }
            } else {
                reasons.add("the range on " + range.attribute() + " is not the next part of " + sortKey.name() + " = "
                        + template.source() + " after what the pattern fixes");
            }
            if (ranged.isPresent()) {
                condition = ranged;
            }
            if (ranged.isEmpty() || dropsDetail(next)) {
                if (filter.stream().noneMatch(t -> t.attribute().equals(range.attribute()))) {
                    filter.add(rangeFilter(range));
                }
            }
        }
        if (condition.isEmpty() && !fullyDetermined && !prefix.isEmpty()) {
            condition = Optional.of(SortKeyCondition.of("begins_with", AttributeValue.s(prefix)));
        }
        boolean sorted = sortedBy(next, type, template, sortKey.name(), fullyDetermined);
        boolean extras = excludeNeighbours(condition);
        return new SortKeyPlan(condition, fullyDetermined, filter, unprojected(), forward(), sorted,
                String.join("; ", reasons), extras, alsoRead);
    }

    private SortKeyPlan withoutSortKey() {
        inputs.equalities().keySet().stream().filter(a -> !consumed.contains(a))
                .forEach(a -> filter.add(new FilterTerm(a, "=", List.of(inputs.equality(a).orElseThrow()))));
        if (!filter.isEmpty()) {
            reasons.add(spec.name() + " has no sort key to select on " + String.join(", ",
                    filter.stream().map(FilterTerm::attribute).toList()));
        }
        if (pattern.range() != null) {
            filter.add(rangeFilter(pattern.range()));
            reasons.add(spec.name() + " has no sort key for the range on " + pattern.range().attribute());
        }
        boolean sorted = pattern.sort() == null || inputs.equalities().containsKey(pattern.sort().attribute());
        if (!sorted) {
            reasons.add(spec.name() + " has no sort key: results do not come back ordered by "
                    + pattern.sort().attribute());
        }
        boolean extras = excludeNeighbours(Optional.empty());
        return new SortKeyPlan(Optional.empty(), !spec.keySchema().hasSortKey(), filter, unprojected(), forward(),
                sorted, String.join("; ", reasons), extras, alsoRead);
    }

    /** Whether results come back in the order the pattern asks for, noting why not. */
    private boolean sortedBy(Placeholder next, ScalarType type, KeyTemplate template, String keyName,
                             boolean fullyDetermined) {
        if (pattern.sort() == null || fullyDetermined || inputs.equalities().containsKey(pattern.sort().attribute())) {
            return true;
        }
        String attribute = pattern.sort().attribute();
        if (next != null && next.attribute().equals(attribute)) {
            Optional<String> problem = orderProblem(next, type);
            problem.ifPresent(reasons::add);
            return problem.isEmpty();
        }
        reasons.add(keyName + " = " + template.source() + " orders " + entity.name() + " by "
                + (next == null ? "its fixed value" : next.attribute()) + ", not by " + attribute
                + ": the application would have to sort");
        return false;
    }

    /** Whether the placeholder renders less than the value (only the date of a timestamp). */
    private static boolean dropsDetail(Placeholder placeholder) {
        return placeholder != null && placeholder.filters().stream().anyMatch(f -> f instanceof TemplateFilter.Date);
    }

    /** A key range covering every whole day the range touches. */
    private Optional<SortKeyCondition> dayRange(Placeholder next, String prefix, KeyTemplate template,
                                                RangeCondition range) {
        List<String> days = new ArrayList<>();
        for (AttributeValue value : inputs.rangeValues()) {
            RenderResult r = next.render(a -> Optional.of(value));
            if (r instanceof RenderResult.Unrenderable failure) {
                return noRange(failure.message());
            }
            days.add(prefix + r.text().orElseThrow());
        }
        String tail = literalAfter(template, next).map(l -> KeyPrefixes.successor(l.substring(0, 1))).orElse("");
        String ceiling = KeyPrefixes.successor(prefix);
        return switch (range.operator()) {
            case BETWEEN -> Optional.of(SortKeyCondition.of("BETWEEN", s(days.get(0)), s(days.get(1) + tail)));
            case GE, GT -> Optional.of(prefix.isEmpty() ? SortKeyCondition.of(">=", s(days.get(0)))
                    : SortKeyCondition.of("BETWEEN", s(days.get(0)), s(ceiling)));
            case LE, LT -> Optional.of(prefix.isEmpty() ? SortKeyCondition.of("<=", s(days.get(0) + tail))
                    : SortKeyCondition.of("BETWEEN", s(prefix), s(days.get(0) + tail)));
            case BEGINS_WITH -> Optional.empty();
        };
    }

    /** Why ordering by this placeholder's attribute would be wrong, if it would. */
    private Optional<String> orderProblem(Placeholder placeholder, ScalarType keyType) {
        if (keyType != ScalarType.S) {
            return Optional.empty();
        }
        if (placeholder.filters().stream().anyMatch(f -> f instanceof TemplateFilter.Case)) {
            return Optional.of(placeholder.attribute() + " goes through upper/lower in the sort key, which changes "
                    + "its order (and a range on it)");
        }
        if (pattern.sort() != null && pattern.sort().attribute().equals(placeholder.attribute()) && dropsDetail(placeholder)
                && pattern.range() == null) {
            return Optional.of(placeholder.attribute() + " keeps only its date in the sort key, so items of one day "
                    + "are not ordered by time");
        }
        AttributeType type = inputs.typeOf(placeholder.attribute());
        boolean padded = placeholder.filters().stream().anyMatch(f -> f instanceof TemplateFilter.Pad);
        if (type == AttributeType.N && !padded) {
            return Optional.of(placeholder.attribute() + " is a number inside a string sort key without pad, so "
                    + "it sorts as text (10 before 9); write {" + placeholder.attribute() + "|pad:10}");
        }
        return Optional.empty();
    }

    private Optional<SortKeyCondition> rangeCondition(KeyTemplate template, Placeholder next, ScalarType type,
                                                      String prefix, RangeCondition range) {
        List<AttributeValue> values = inputs.rangeValues();
        if (type != ScalarType.S) {
            return switch (range.operator()) {
                case BETWEEN -> Optional.of(new SortKeyCondition("BETWEEN", values));
                case LT -> Optional.of(SortKeyCondition.of("<", values.get(0)));
                case LE -> Optional.of(SortKeyCondition.of("<=", values.get(0)));
                case GT -> Optional.of(SortKeyCondition.of(">", values.get(0)));
                case GE -> Optional.of(SortKeyCondition.of(">=", values.get(0)));
                case BEGINS_WITH -> type == ScalarType.B ? Optional.of(SortKeyCondition.of("begins_with",
                        values.get(0))) : noRange("begins_with cannot be used on a number sort key");
            };
        }
        List<String> rendered = new ArrayList<>();
        for (AttributeValue value : values) {
            RenderResult r = next.render(a -> Optional.of(value));
            if (r instanceof RenderResult.Unrenderable failure) {
                return noRange(failure.message());
            }
            rendered.add(r.text().orElseThrow());
        }
        String tail = literalAfter(template, next).map(l -> KeyPrefixes.successor(l.substring(0, 1))).orElse(null);
        String upperTail = tail == null ? "" : tail;
        String ceiling = KeyPrefixes.successor(prefix);
        String v = prefix + rendered.get(0);
        return switch (range.operator()) {
            case BETWEEN -> Optional.of(SortKeyCondition.of("BETWEEN", s(v), s(prefix + rendered.get(1) + upperTail)));
            case GE -> prefix.isEmpty() ? Optional.of(SortKeyCondition.of(">=", s(v)))
                    : Optional.of(SortKeyCondition.of("BETWEEN", s(v), s(ceiling)));
            case GT -> {
                String low = v + (tail == null ? "\u0000" : tail);
                yield prefix.isEmpty() ? Optional.of(tail == null ? SortKeyCondition.of(">", s(v))
                        : SortKeyCondition.of(">=", s(low))) : Optional.of(SortKeyCondition.of("BETWEEN", s(low),
                        s(ceiling)));
            }
            case LE -> prefix.isEmpty() ? Optional.of(SortKeyCondition.of("<=", s(v + upperTail)))
                    : Optional.of(SortKeyCondition.of("BETWEEN", s(prefix), s(v + upperTail)));
            case LT -> {
                if (prefix.isEmpty()) {
                    yield Optional.of(SortKeyCondition.of("<", s(v)));
                }
                yield tail == null ? noRange("a '<' range on the last part of a prefixed key cannot be one condition")
                        : Optional.of(SortKeyCondition.of("BETWEEN", s(prefix), s(v)));
            }
            case BEGINS_WITH -> next.fixedWidth().isPresent()
                    ? noRange("begins_with on a padded or date-formatted part does not match by value")
                    : Optional.of(SortKeyCondition.of("begins_with", s(v)));
        };
    }

    private Optional<SortKeyCondition> noRange(String why) {
        reasons.add(why);
        return Optional.empty();
    }

    private static Optional<String> literalAfter(KeyTemplate template, Placeholder placeholder) {
        List<TemplateSegment> segments = template.segments();
        int at = segments.indexOf(placeholder);
        if (at >= 0 && at + 1 < segments.size() && segments.get(at + 1) instanceof TemplateSegment.Literal literal) {
            return Optional.of(literal.text());
        }
        return Optional.empty();
    }

    private static AttributeValue s(String text) {
        return AttributeValue.s(text);
    }

    private FilterTerm rangeFilter(RangeCondition range) {
        return FilterTerm.range(range, inputs.rangeValues());
    }

    /**
     * Finds other entities whose items the condition would also return; adds a filter that tells this entity's
     * items apart when one exists. Returns whether such items come back.
     */
    private boolean excludeNeighbours(Optional<SortKeyCondition> condition) {
        List<Entity> extras = new ArrayList<>();
        for (Entity other : neighbours) {
            if (mayMatch(other, condition)) {
                extras.add(other);
            }
        }
        if (extras.isEmpty()) {
            return false;
        }
        extras.forEach(e -> alsoRead.add(e.name()));
        String names = String.join(", ", extras.stream().map(Entity::name).toList());
        Optional<String> discriminator = entity.attributes().stream().filter(a -> a.required())
                .map(a -> a.name()).filter(a -> extras.stream().allMatch(e -> e.attribute(a).isEmpty()))
                .filter(a -> IndexEvaluator.projects(spec, a)).findFirst();
        discriminator.ifPresent(a -> filter.add(new FilterTerm(a, "attribute_exists", List.of())));
        reasons.add(names + " items share the item collection and the key condition cannot leave them out"
                + discriminator.map(a -> "; a filter on attribute_exists(" + a + ") drops them after the read")
                .orElse("; the application must discard them"));
        return discriminator.isEmpty();
    }

    private boolean mayMatch(Entity other, Optional<SortKeyCondition> condition) {
        if (condition.isEmpty() || !spec.keySchema().hasSortKey()) {
            return true;
        }
        KeyTemplate template = KeyTemplate.parse(other.key(spec.keySchema().sortKey().get(0).name()).orElseThrow()
                .template());
        return mayProduce(template, condition.get(), this::sharedValue);
    }

    /** A value the whole item collection shares: an input for an attribute of the partition key's templates. */
    private Optional<AttributeValue> sharedValue(String attribute) {
        return consumed.contains(attribute) ? inputs.equality(attribute) : Optional.empty();
    }

    /** Whether some value of {@code template} satisfies the condition. */
    static boolean mayProduce(KeyTemplate template, SortKeyCondition condition,
                              java.util.function.Function<String, Optional<AttributeValue>> shared) {
        if (template.attributeNames().stream().allMatch(a -> shared.apply(a).isPresent())) {
            return template.render(shared).text().map(v -> condition.admits(AttributeValue.s(v))).orElse(true);
        }
        AttributeValue value = condition.values().get(0);
        if (value instanceof AttributeValue.S s && (condition.operator().equals("=")
                || condition.operator().equals("begins_with"))) {
            return TemplateFeasibility.canProduce(template, shared, s.value(), condition.operator().equals("begins_with"));
        }
        String prefix = template.renderPrefix(shared).text().orElse(template.constantPrefix());
        return condition.admitsSomeValueStartingWith(prefix);
    }

    private List<String> unprojected() {
        return filter.stream().map(FilterTerm::attribute).filter(a -> !IndexEvaluator.projects(spec, a)).toList();
    }

    /**
     * The plan for a pattern that fetches several entities from one item collection (an order with its line
     * items): no sort key condition when nothing else shares the collection, else a BETWEEN over the wanted
     * entities' key prefixes when they sort next to each other and nothing else falls between them.
     */
    static SortKeyPlan collectionPlan(IndexSpec spec, List<Entity> wanted, AccessPattern pattern, PatternInputs inputs,
                                      Set<String> consumed, List<Entity> neighbours) {
        List<FilterTerm> filter = new ArrayList<>();
        List<String> reasons = new ArrayList<>();
        if (pattern.range() != null) {
            reasons.add("a range on " + pattern.range().attribute() + " cannot apply to several entities at once");
        }
        Optional<SortKeyCondition> condition = Optional.empty();
        boolean extras = false;
        List<String> alsoRead = new ArrayList<>();
        Set<String> inKey = new LinkedHashSet<>(consumed);
        if (!neighbours.isEmpty() && !spec.keySchema().hasSortKey()) {
            extras = true;
            neighbours.forEach(n -> alsoRead.add(n.name()));
            reasons.add(String.join(", ", alsoRead) + " items share the item collection and the index has no sort key "
                    + "to leave them out; the application must discard them");
        }
        if (spec.keySchema().hasSortKey()) {
            String sortKey = spec.keySchema().sortKey().get(0).name();
            List<String> lows = new ArrayList<>();
            List<String> highs = new ArrayList<>();
            Set<String> sharedPrefixAttributes = null;
            for (Entity entity : wanted) {
                KeyTemplate template = KeyTemplate.parse(entity.key(sortKey).orElseThrow().template());
                String prefix = template.renderPrefix(inputs::equality).text().orElse(template.constantPrefix());
                boolean whole = template.attributeNames().stream().allMatch(a -> inputs.equality(a).isPresent());
                lows.add(prefix);
                highs.add(whole ? prefix : KeyPrefixes.successor(prefix));
                Set<String> determined = new LinkedHashSet<>();
                for (var placeholder : template.placeholders()) {
                    if (inputs.equality(placeholder.attribute()).isEmpty()) {
                        break;
                    }
                    determined.add(placeholder.attribute());
                }
                if (sharedPrefixAttributes == null) {
                    sharedPrefixAttributes = determined;
                } else {
                    sharedPrefixAttributes.retainAll(determined);
                }
            }
            Set<String> narrowing = new LinkedHashSet<>(sharedPrefixAttributes);
            narrowing.removeAll(consumed);
            if (!neighbours.isEmpty() || !narrowing.isEmpty()) {
                Comparator<String> order = dev.tablesmith.engine.KeyOrder::compareUtf8;
                String low = lows.stream().min(order).orElseThrow();
                String high = highs.stream().max(order).orElseThrow();
                SortKeyCondition between = SortKeyCondition.of("BETWEEN", AttributeValue.s(low),
                        AttributeValue.s(high));
                List<String> inside = new ArrayList<>();
                for (Entity other : neighbours) {
                    KeyTemplate template = KeyTemplate.parse(other.key(sortKey).orElseThrow().template());
                    if (mayProduce(template, between, a -> consumed.contains(a) ? inputs.equality(a)
                            : Optional.empty())) {
                        inside.add(other.name());
                    }
                }
                if (low.isEmpty() || !inside.isEmpty()) {
                    extras = true;
                    List<String> names = inside.isEmpty() ? neighbours.stream().map(Entity::name).toList() : inside;
                    alsoRead.addAll(names);
                    reasons.add(String.join(", ", names) + " items share the item collection and sort between the "
                            + "wanted ones; the application must discard them");
                } else {
                    condition = Optional.of(between);
                    inKey.addAll(narrowing);
                }
            }
        }
        inputs.equalities().keySet().stream().filter(a -> !inKey.contains(a))
                .forEach(a -> filter.add(new FilterTerm(a, "=", List.of(inputs.equality(a).orElseThrow()))));
        boolean sorted = pattern.sort() == null;
        if (!sorted) {
            reasons.add("several entities come back in sort key order, not by " + pattern.sort().attribute());
        }
        List<String> unprojected = filter.stream().map(FilterTerm::attribute)
                .filter(a -> !IndexEvaluator.projects(spec, a)).toList();
        return new SortKeyPlan(condition, false, filter, unprojected, true, sorted, String.join("; ", reasons), extras,
                alsoRead);
    }
}
