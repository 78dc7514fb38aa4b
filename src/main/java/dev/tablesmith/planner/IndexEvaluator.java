package dev.tablesmith.planner;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.Comparison;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import dev.tablesmith.template.SparseCondition;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Decides whether one index (the table, a GSI or an LSI) can serve one read pattern, from the key templates alone.
 *
 * <p>The rules, as DynamoDB's Query allows them: the partition key must be fully determined by the pattern's
 * equality inputs and constants (a Query names exactly one partition); a sparse index holds an entity only while
 * its condition holds, so the pattern must fix that condition; what remains (other equalities, the range, the
 * order) must fit one sort key condition: equality on a determined prefix, {@code begins_with} of a determined
 * prefix, or a range on the next template component. What does not fit becomes a FilterExpression, which DynamoDB
 * applies after the read.
 *
 * <p>A GSI with a multi-attribute key (up to 4 partition and 4 sort key attributes, DynamoDB Developer Guide,
 * "Multi-attribute keys pattern") needs an equality on every partition key attribute; its sort key attributes are
 * planned by {@link MultiAttributeSortKeyPlanner}, and a condition left on one of its key attributes is left to the
 * application, as a Query's FilterExpression may not read a key attribute of the queried index.
 */
final class IndexEvaluator {
    private final Table table;
    private final IndexSpec spec;
    private final AccessPattern pattern;
    private final List<Entity> wanted;
    private final PatternInputs inputs;
    private final String label;

    IndexEvaluator(Table table, IndexSpec spec, AccessPattern pattern, List<Entity> wanted, PatternInputs inputs) {
        this.table = table;
        this.spec = spec;
        this.pattern = pattern;
        this.wanted = wanted;
        this.inputs = inputs;
        this.label = spec.name();
    }

    IndexVerdict evaluate() {
        if (pattern.consistency() == ReadConsistency.STRONG && spec.global()) {
            return IndexVerdict.unusable(label, label + " is a global secondary index: its reads are eventually "
                    + "consistent, and the pattern asks for strongly consistent reads");
        }
        Set<String> consumed = new LinkedHashSet<>();
        Map<String, AttributeValue> partitionKey = null;
        for (Entity entity : wanted) {
            Optional<String> problem = membershipProblem(entity, consumed);
            if (problem.isPresent()) {
                return IndexVerdict.unusable(label, problem.get());
            }
            Map<String, AttributeValue> rendered = new LinkedHashMap<>();
            for (KeyAttribute key : spec.keySchema().partitionKey()) {
                KeyTemplate template = KeyTemplate.parse(entity.key(key.name()).orElseThrow().template());
                List<String> missing = template.attributeNames().stream()
                        .filter(a -> !inputs.equalities().containsKey(a)).toList();
                if (!missing.isEmpty()) {
                    return IndexVerdict.unusable(label, multiAttribute()
                            ? MultiAttributeKeyWords.partitionMissing(spec, key, template, missing)
                            : key.name() + " = " + template.source() + " needs " + String.join(", ", missing)
                            + ", which the pattern does not give");
                }
                RenderResult value = template.renderAs(type(key), inputs::equality);
                if (value instanceof RenderResult.Unrenderable failure) {
                    return IndexVerdict.unusable(label, key.name() + ": " + failure.message());
                }
                rendered.put(key.name(), ((RenderResult.Rendered) value).value());
                consumed.addAll(template.attributeNames());
            }
            if (partitionKey != null && !partitionKey.equals(rendered)) {
                return IndexVerdict.unusable(label, names(wanted) + " are not in one item collection on " + label
                        + ": the partition key is " + display(partitionKey) + " for " + wanted.get(0).name()
                        + " but " + display(rendered) + " for " + entity.name());
            }
            partitionKey = rendered;
        }
        List<Entity> neighbours = neighbours(partitionKey);
        SortKeyPlan sortKey;
        if (spec.keySchema().sortKey().size() > 1) {
            sortKey = wanted.size() == 1
                    ? new MultiAttributeSortKeyPlanner(spec, wanted.get(0), pattern, inputs, consumed, neighbours)
                    .plan()
                    : MultiAttributeSortKeyPlanner.collectionPlan(spec, pattern, inputs, consumed, neighbours);
        } else {
            sortKey = wanted.size() == 1
                    ? new SortKeyPlanner(spec, wanted.get(0), pattern, inputs, consumed, neighbours).plan()
                    : SortKeyPlanner.collectionPlan(spec, wanted, pattern, inputs, consumed, neighbours);
        }
        return verdict(partitionKey, multiAttribute()
                ? MultiAttributeSortKeyPlanner.withoutKeyAttributeFilters(sortKey, spec) : sortKey);
    }

    /** Why the entity's items are not (all) in this index, if they are not. */
    private Optional<String> membershipProblem(Entity entity, Set<String> consumed) {
        for (KeyAttribute key : spec.keySchema().attributes()) {
            Optional<EntityKey> entityKey = entity.key(key.name());
            if (entityKey.isEmpty()) {
                return Optional.of(entity.name() + " does not write " + key.name() + ", so it is not in " + label);
            }
            if (entityKey.get().when() != null) {
                SparseCondition condition = SparseCondition.parse(entityKey.get().when());
                if (!impliedByPattern(condition)) {
                    return Optional.of(label + " holds " + entity.name() + " " + condition.describe()
                            + " (" + key.name() + " is written only then); the pattern does not ask for that");
                }
                consumed.addAll(condition.attributes());
            }
        }
        return Optional.empty();
    }

    /** Whether the pattern's fixed equalities guarantee the sparse condition (so the index holds every item wanted). */
    private boolean impliedByPattern(SparseCondition condition) {
        for (Comparison comparison : condition.comparisons()) {
            Optional<AttributeValue> fixed = inputs.isFixed(comparison.attribute())
                    ? inputs.equality(comparison.attribute()) : Optional.empty();
            boolean implied = switch (comparison.operator()) {
                case EQ, IN -> fixed.isPresent() && comparison.test(a -> a.equals(comparison.attribute()) ? fixed
                        : Optional.empty());
                case NE -> fixed.isPresent() && comparison.test(a -> fixed);
                case EXISTS -> inputs.equality(comparison.attribute()).isPresent();
                case NOT_EXISTS -> false;
            };
            if (!implied) {
                return false;
            }
        }
        return true;
    }

    /**
     * Other entities whose items can land in the same item collection: they write every key attribute of this
     * index, and their partition key template can produce the same value.
     */
    private List<Entity> neighbours(Map<String, AttributeValue> partitionKey) {
        List<Entity> result = new ArrayList<>();
        for (Entity other : table.entities()) {
            if (wanted.contains(other) || spec.keySchema().attributes().stream()
                    .anyMatch(k -> other.key(k.name()).isEmpty())) {
                continue;
            }
            boolean same = true;
            for (KeyAttribute key : spec.keySchema().partitionKey()) {
                AttributeValue value = partitionKey.get(key.name());
                KeyTemplate template = KeyTemplate.parse(other.key(key.name()).orElseThrow().template());
                if (value instanceof AttributeValue.S s && template.match(s.value()).isEmpty()) {
                    same = false;
                }
            }
            if (same) {
                result.add(other);
            }
        }
        return result;
    }

    private IndexVerdict verdict(Map<String, AttributeValue> partitionKey, SortKeyPlan sortKey) {
        ExpressionBuilder builder = new ExpressionBuilder();
        if (!sortKey.missingFromProjection().isEmpty()) {
            return IndexVerdict.unusable(label, "the pattern would have to filter on "
                    + String.join(", ", sortKey.missingFromProjection()) + ", which " + label + " does not project");
        }
        boolean get = spec.isTable() && wanted.size() == 1 && sortKey.fullyDetermined() && !sortKey.needsFilter();
        String tableName = table.name();
        String indexName = spec.isTable() ? null : spec.name();
        if (get) {
            Map<String, AttributeValue> key = new LinkedHashMap<>(partitionKey);
            sortKey.condition().ifPresent(c -> key.put(spec.keySchema().sortKey().get(0).name(), c.values().get(0)));
            PlannedRequest request = new PlannedRequest(Resolution.GET_ITEM, tableName, null, key, null, null, null,
                    null, true, null, pattern.consistency() == ReadConsistency.STRONG);
            return new IndexVerdict(label, Resolution.GET_ITEM, "the full primary key is known", request);
        }
        List<String> parts = new ArrayList<>();
        boolean multi = multiAttribute();
        partitionKey.forEach((name, value) -> parts.add(builder.name(name) + " = "
                + builder.value(multi ? name : "pk", value)));
        int partitionParts = parts.size();
        sortKey.condition().ifPresent(c -> parts.add(c.expression(
                builder.name(spec.keySchema().sortKey().get(0).name()), builder)));
        sortKey.clauses().forEach(c -> parts.add(c.expression(builder)));
        String filter = sortKey.filter(builder);
        Resolution resolution = sortKey.needsFilter() ? Resolution.QUERY_WITH_FILTER : Resolution.QUERY;
        Select select = LocalIndexFetch.unprojected(spec, wanted).isEmpty() ? null : Select.ALL_ATTRIBUTES;
        PlannedRequest request = new PlannedRequest(resolution, tableName, indexName, null,
                String.join(" AND ", parts), filter, builder.names(), builder.values(), sortKey.forward(),
                pattern.limit(), pattern.consistency() == ReadConsistency.STRONG && !spec.global(), select);
        String reason = sortKey.reason().isEmpty() ? "the key condition selects exactly the items wanted"
                : sortKey.reason();
        if (multi) {
            reason = MultiAttributeKeyWords.keyCondition(spec, parts.subList(0, partitionParts),
                    parts.subList(partitionParts, parts.size()), sortKey, builder.names())
                    + (sortKey.reason().isEmpty() ? "" : "; " + sortKey.reason());
        }
        return new IndexVerdict(label, resolution, reason, request).withOrder(sortKey.sorted(), sortKey.alsoRead())
                .withDiscarded(sortKey.discarded());
    }

    /** Whether this is a GSI with a multi-attribute partition key or sort key (more than one attribute). */
    private boolean multiAttribute() {
        return spec.keySchema().partitionKey().size() > 1 || spec.keySchema().sortKey().size() > 1;
    }

    private ScalarType type(KeyAttribute key) {
        return key.type() == null ? ScalarType.S : key.type();
    }

    static boolean projects(IndexSpec spec, String attribute) {
        if (spec.isTable() || spec.projection().type() == ProjectionType.ALL) {
            return true;
        }
        return spec.keySchema().attributeNames().contains(attribute)
                || spec.tableKeys().attributeNames().contains(attribute)
                || spec.projection().nonKeyAttributes().contains(attribute);
    }

    private static String names(List<Entity> entities) {
        return String.join(" and ", entities.stream().map(Entity::name).toList());
    }

    private static String display(Map<String, AttributeValue> key) {
        StringBuilder sb = new StringBuilder();
        key.forEach((k, v) -> sb.append(sb.length() == 0 ? "" : ", ").append(k).append(" = ")
                .append(dev.tablesmith.engine.AttributeValues.display(v)));
        return sb.toString();
    }
}
