package dev.tablesmith.planner;

import dev.tablesmith.engine.IndexSpec;
import dev.tablesmith.engine.expr.KeyCondition;
import dev.tablesmith.engine.expr.SortKeyCondition;
import dev.tablesmith.engine.expr.SortKeyOperator;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.KeyTemplate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * An access pattern drafted from a read the application sent, in the model's terms: the entities whose key
 * templates render the key it reads, the placeholders the key values fill in as equalities (with the request's
 * values as example inputs), a range on the sort key template's first placeholder when the sort key condition
 * reaches past the template's constant prefix, the order ({@code ScanIndexForward=false}: descending), the page
 * size ({@code Limit}), the consistency, and the index pinned.
 *
 * @param tableName the table the pattern belongs to
 * @param pattern   the drafted pattern, with the next free {@code APn} id
 */
public record PatternDraft(String tableName, AccessPattern pattern) {

    /** A draft from a Query's validated key condition, or empty when no entity writes the key it reads. */
    static Optional<PatternDraft> fromQuery(Table table, IndexSpec spec, KeyCondition condition, Integer limit,
                                            boolean forward, boolean strong) {
        Map<String, AttributeValue> partition = new LinkedHashMap<>();
        for (int i = 0; i < spec.keySchema().partitionKey().size(); i++) {
            partition.put(spec.keySchema().partitionKey().get(i).name(), condition.partitionKey().parts().get(i));
        }
        List<Entity> entities = new ArrayList<>();
        Map<String, String> inputs = new LinkedHashMap<>();
        RangeCondition range = null;
        for (Entity entity : table.entities()) {
            Optional<Map<String, String>> captured = KeyFit.captureAll(entity, partition);
            if (captured.isEmpty()) {
                continue;
            }
            Optional<Draw> sort = sortPart(entity, condition.sortConditions());
            if (sort.isEmpty()) {
                continue;
            }
            entities.add(entity);
            captured.get().forEach(inputs::putIfAbsent);
            sort.get().inputs().forEach(inputs::putIfAbsent);
            if (range == null) {
                range = sort.get().range();
            }
        }
        if (entities.isEmpty()) {
            return Optional.empty();
        }
        SortOrder sort = null;
        if (!forward) {
            String by = range != null ? range.attribute() : spec.keySchema().sortKey().stream().findFirst()
                    .flatMap(k -> KeyFit.template(entities.get(0), k.name()))
                    .flatMap(t -> t.attributeNames().stream().findFirst()).orElse(null);
            sort = by == null ? null : new SortOrder(by, SortDirection.DESC);
        }
        String rangeInput = range == null ? null : range.attribute();
        Map<String, String> equalInputs = new LinkedHashMap<>(inputs);
        if (rangeInput != null) {
            equalInputs.remove(rangeInput);
        }
        return Optional.of(draft(table, spec.name(), entities, equalInputs, inputs, range, sort, limit, strong,
                "Drafted from a Query the application sent: " + condition.describe()));
    }

    /** A draft from a GetItem's primary key, or empty when no entity's templates render it. */
    static Optional<PatternDraft> fromGetItem(Table table, Map<String, AttributeValue> key, boolean strong) {
        List<Entity> owners = KeyFit.owners(table, key);
        if (owners.isEmpty()) {
            return Optional.empty();
        }
        Map<String, String> inputs = KeyFit.captureAll(owners.get(0), key).orElseThrow();
        List<String> parts = new ArrayList<>();
        key.forEach((name, value) -> parts.add(name + " = " + KeyFit.show(value)));
        return Optional.of(draft(table, AccessPattern.TABLE_INDEX, List.of(owners.get(0)), inputs, inputs, null,
                null, null, strong, "Drafted from a GetItem the application sent: " + String.join(", ", parts)));
    }

    /** The sort key side for one entity: the inputs an equality captures and the range it implies. */
    private record Draw(Map<String, String> inputs, RangeCondition range) {
    }

    private static Optional<Draw> sortPart(Entity entity, List<SortKeyCondition> conditions) {
        if (conditions.isEmpty()) {
            return Optional.of(new Draw(Map.of(), null));
        }
        SortKeyCondition c = conditions.get(conditions.size() - 1);
        Optional<KeyTemplate> template = KeyFit.template(entity, c.attribute());
        if (template.isEmpty()) {
            return Optional.empty();
        }
        String prefix = template.get().constantPrefix();
        Optional<String> first = template.get().attributeNames().stream().findFirst();
        if (c.operator() == SortKeyOperator.EQ) {
            return KeyFit.capture(entity, c.attribute(), c.value()).map(m -> new Draw(m, null));
        }
        List<String> texts = c.values().stream().map(KeyFit::text).flatMap(Optional::stream).toList();
        if (c.operator() == SortKeyOperator.BEGINS_WITH) {
            String p = texts.isEmpty() ? "" : texts.get(0);
            if (prefix.startsWith(p)) {
                return Optional.of(new Draw(Map.of(), null));
            }
            if (!p.startsWith(prefix) || first.isEmpty()) {
                return Optional.empty();
            }
            return Optional.of(new Draw(Map.of(first.get(), p.substring(prefix.length())),
                    new RangeCondition(first.get(), RangeOperator.BEGINS_WITH)));
        }
        if (first.isEmpty() || !texts.stream().allMatch(t -> t.startsWith(prefix))) {
            return Optional.empty();
        }
        RangeOperator operator = switch (c.operator()) {
            case LT -> RangeOperator.LT;
            case LE -> RangeOperator.LE;
            case GT -> RangeOperator.GT;
            case GE -> RangeOperator.GE;
            default -> RangeOperator.BETWEEN;
        };
        Map<String, String> inputs = new LinkedHashMap<>();
        if (operator == RangeOperator.BETWEEN && texts.size() == 2) {
            inputs.put("from", texts.get(0).substring(prefix.length()));
            inputs.put("to", texts.get(1).substring(prefix.length()));
        } else if (!texts.isEmpty()) {
            inputs.put(first.get(), texts.get(0).substring(prefix.length()));
        }
        return Optional.of(new Draw(inputs, new RangeCondition(first.get(), operator)));
    }

    private static PatternDraft draft(Table table, String index, List<Entity> entities,
                                      Map<String, String> equalInputs, Map<String, String> inputs,
                                      RangeCondition range, SortOrder sort, Integer limit, boolean strong,
                                      String description) {
        List<Equality> equalities = equalInputs.keySet().stream().map(Equality::input).toList();
        String subject = String.join(" and ", entities.stream().map(Entity::name).toList());
        String by = equalities.isEmpty() ? "" : " by " + String.join(" and ",
                equalities.stream().map(Equality::attribute).toList());
        String name = subject + by + (range != null ? ", " + range.attribute() + " " + range.operator().symbol()
                : "") + (sort != null ? ", " + sort.attribute() + " descending" : "");
        AccessPattern pattern = new AccessPattern(nextId(table), name, description, PatternKind.READ,
                entities.stream().map(Entity::name).toList(), equalities, range, sort, limit, 0,
                strong ? ReadConsistency.STRONG : ReadConsistency.EVENTUAL, index, null, inputs, null);
        return new PatternDraft(table.name(), pattern);
    }

    /** {@code AP} and one more than the highest {@code APn} id in the table. */
    static String nextId(Table table) {
        int highest = 0;
        for (AccessPattern p : table.accessPatterns()) {
            if (p.id().matches("AP\\d{1,6}")) {
                highest = Math.max(highest, Integer.parseInt(p.id().substring(2)));
            }
        }
        return "AP" + (highest + 1);
    }
}
