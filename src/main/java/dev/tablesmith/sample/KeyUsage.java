package dev.tablesmith.sample;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.Comparison;
import dev.tablesmith.template.ComparisonOperator;
import dev.tablesmith.template.ConditionValue;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.SparseCondition;
import dev.tablesmith.template.TemplateFilter;
import dev.tablesmith.template.TemplateSegment.Placeholder;
import dev.tablesmith.template.TemplateSyntaxException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What an entity's key templates and sparse conditions demand of its attribute values:
 * <ul>
 *   <li>the attributes of its table key templates, which every item must have (DynamoDB rejects a PutItem
 *       without the full primary key), so they are generated even when declared optional;</li>
 *   <li>the tightest {@code pad} each attribute goes through, which bounds the numbers that fit
 *       ({@code pad:7.2}: at most 9999999.99, at most 2 decimals, never negative);</li>
 *   <li>whether a {@code date} or {@code datetime} filter reads the attribute, so it must hold an ISO date/time
 *       (S) or epoch seconds (N);</li>
 *   <li>the values its sparse conditions compare it with ({@code status = PENDING}), so that generated items
 *       meet the condition and the sparse index is not empty.</li>
 * </ul>
 * Templates or conditions that do not parse are skipped (the design validator reports them).
 */
final class KeyUsage {
    private final Set<String> primaryKeyAttributes = new LinkedHashSet<>();
    private final Map<String, TemplateFilter.Pad> pads = new HashMap<>();
    private final Set<String> timeFiltered = new HashSet<>();
    private final Map<String, Set<String>> conditionValues = new HashMap<>();

    private KeyUsage() {
    }

    static KeyUsage of(Table table, Entity entity) {
        KeyUsage usage = new KeyUsage();
        List<String> tableKeys = table.keySchema().attributeNames();
        for (String tableKey : tableKeys) {
            entity.key(tableKey).flatMap(key -> parse(key.template()))
                    .ifPresent(t -> usage.primaryKeyAttributes.addAll(t.attributeNames()));
        }
        for (EntityKey key : entity.keys()) {
            parse(key.template()).ifPresent(usage::readFilters);
            if (key.when() != null) {
                usage.readCondition(key.when());
            }
        }
        return usage;
    }

    private static Optional<KeyTemplate> parse(String text) {
        try {
            return Optional.of(KeyTemplate.parse(text));
        } catch (TemplateSyntaxException invalid) {
            return Optional.empty();
        }
    }

    private void readFilters(KeyTemplate template) {
        for (Placeholder placeholder : template.placeholders()) {
            // only the first filter sees the attribute's own value; later ones see text
            if (placeholder.filters().isEmpty()) {
                continue;
            }
            TemplateFilter first = placeholder.filters().get(0);
            if (first instanceof TemplateFilter.Pad pad) {
                pads.merge(placeholder.attribute(), pad, KeyUsage::tighter);
            } else if (first instanceof TemplateFilter.Date || first instanceof TemplateFilter.DateTime) {
                timeFiltered.add(placeholder.attribute());
            }
        }
    }

    private static TemplateFilter.Pad tighter(TemplateFilter.Pad a, TemplateFilter.Pad b) {
        return new TemplateFilter.Pad(Math.min(a.integerDigits(), b.integerDigits()),
                Math.min(a.decimals(), b.decimals()), a.column());
    }

    private void readCondition(String text) {
        SparseCondition condition;
        try {
            condition = SparseCondition.parse(text);
        } catch (TemplateSyntaxException invalid) {
            return;
        }
        for (Comparison comparison : condition.comparisons()) {
            if (comparison.operator() == ComparisonOperator.EQ || comparison.operator() == ComparisonOperator.IN
                    || comparison.operator() == ComparisonOperator.NE) {
                Set<String> values = conditionValues.computeIfAbsent(comparison.attribute(),
                        a -> new LinkedHashSet<>());
                comparison.values().stream().map(ConditionValue::text).forEach(values::add);
            }
        }
    }

    /** The attributes the table key templates are built from, in template order. */
    List<String> primaryKeyAttributes() {
        return new ArrayList<>(primaryKeyAttributes);
    }

    boolean inPrimaryKey(String attribute) {
        return primaryKeyAttributes.contains(attribute);
    }

    /** The tightest pad filter applied to the attribute's value, if any. */
    Optional<TemplateFilter.Pad> pad(String attribute) {
        return Optional.ofNullable(pads.get(attribute));
    }

    /** Whether a date or datetime filter reads the attribute's value. */
    boolean timeFiltered(String attribute) {
        return timeFiltered.contains(attribute);
    }

    /** The values sparse conditions compare the attribute with, in order of appearance. */
    List<String> conditionValues(String attribute) {
        return new ArrayList<>(conditionValues.getOrDefault(attribute, Set.of()));
    }
}
