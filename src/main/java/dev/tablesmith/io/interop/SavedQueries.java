package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.template.KeyTemplate;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A Workbench table's {@code SavedQuery} block ({@code {"NAME": {"view": "data", "PK": "SFO", "SK": {"condition":
 * "between", "values": [...]}, "filter": []}}}) as access patterns: the view is the table or an index, the
 * partition key value a fixed equality, the sort-key condition the pattern's range, and the entities those whose
 * key templates can produce the queried values. The concrete sort-key values are kept as example inputs; filters
 * are listed in a warning.
 */
final class SavedQueries {
    private final ImportWarnings warnings;

    SavedQueries(ImportWarnings warnings) {
        this.warnings = warnings;
    }

    void read(JsonNode queries, String path, TableDraft draft) {
        int n = 0;
        for (Iterator<Map.Entry<String, JsonNode>> it = queries.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> query = it.next();
            String queryPath = Pointers.child(path, query.getKey());
            n++;
            pattern("Q" + n, query.getKey(), query.getValue(), queryPath, draft)
                    .ifPresent(p -> draft.addPattern(p, queryPath));
        }
    }

    private Optional<AccessPattern> pattern(String id, String name, JsonNode query, String path, TableDraft draft) {
        String view = query.path("view").asText(draft.name);
        KeySchema keys;
        String index;
        if (view.equals(draft.name) || view.isEmpty()) {
            keys = draft.keySchema;
            index = AccessPattern.TABLE_INDEX;
        } else {
            Optional<SecondaryIndex> found = draft.indexes.stream().filter(i -> i.name().equals(view)).findFirst();
            if (found.isEmpty()) {
                warnings.add(path + "/view", "saved query '" + name + "' reads view '" + view + "', which is neither"
                        + " the table nor one of its indexes; dropped");
                return Optional.empty();
            }
            keys = found.get().keySchema();
            index = view;
        }
        String pk = keys.partitionKeyAttribute().name();
        String pkValue = query.path(pk).asText("");
        List<Equality> equals = new ArrayList<>();
        if (!pkValue.isEmpty()) {
            equals.add(Equality.fixed(pk, pkValue));
        }
        RangeCondition range = null;
        Map<String, String> inputs = new LinkedHashMap<>();
        List<String> sortValues = new ArrayList<>();
        Optional<String> sk = keys.sortKeyAttribute().map(k -> k.name());
        if (sk.isPresent() && query.has(sk.get())) {
            JsonNode condition = query.get(sk.get());
            if (condition.isTextual()) {
                equals.add(Equality.fixed(sk.get(), condition.asText()));
                sortValues.add(condition.asText());
            } else {
                condition.path("values").forEach(v -> sortValues.add(v.asText()));
                String op = condition.path("condition").asText("").toLowerCase(Locale.ROOT).replace(" ", "");
                Optional<RangeOperator> operator = operator(op);
                if (op.equals("=") || op.equals("eq") || op.equals("equals")) {
                    if (!sortValues.isEmpty()) {
                        equals.add(Equality.fixed(sk.get(), sortValues.get(0)));
                    }
                } else if (operator.isPresent()) {
                    range = new RangeCondition(sk.get(), operator.get());
                    for (int i = 0; i < sortValues.size(); i++) {
                        inputs.put(sk.get() + (sortValues.size() > 1 ? String.valueOf(i + 1) : ""),
                                sortValues.get(i));
                    }
                } else {
                    warnings.add(path + "/" + sk.get(), "sort key condition '" + op + "' is not one DynamoDB"
                            + " queries by; ignored");
                }
            }
        }
        if (query.path("filter").size() > 0) {
            warnings.add(path + "/filter", "saved query '" + name + "' filters are not represented; ignored");
        }
        List<String> entities = entities(draft, keys, pkValue, sortValues);
        if (entities.isEmpty()) {
            warnings.add(path, "saved query '" + name + "' matches no entity's key templates; dropped");
            return Optional.empty();
        }
        String description = "From the saved query '" + name + "'" + (inputs.isEmpty() ? "."
                : ": " + sk.orElse("") + " " + range.operator().symbol() + " " + String.join(" and ", sortValues)
                + ".");
        return Optional.of(new AccessPattern(id, name, description, PatternKind.READ, entities, equals, range, null,
                null, 0, ReadConsistency.EVENTUAL, index, null, inputs, null));
    }

    private static Optional<RangeOperator> operator(String op) {
        return Optional.ofNullable(switch (op) {
            case "<", "lt" -> RangeOperator.LT;
            case "<=", "le" -> RangeOperator.LE;
            case ">", "gt" -> RangeOperator.GT;
            case ">=", "ge" -> RangeOperator.GE;
            case "between" -> RangeOperator.BETWEEN;
            case "begins_with", "beginswith", "begins" -> RangeOperator.BEGINS_WITH;
            default -> null;
        });
    }

    /** Entities whose key templates (where they have them) could render the queried values. */
    private static List<String> entities(TableDraft draft, KeySchema keys, String pkValue, List<String> sortValues) {
        List<String> names = new ArrayList<>();
        for (Entity entity : draft.entities) {
            boolean fits = fits(entity.key(keys.partitionKeyAttribute().name()), pkValue);
            for (String value : sortValues) {
                fits &= keys.sortKeyAttribute().map(k -> fits(entity.key(k.name()), value)).orElse(true);
            }
            if (fits) {
                names.add(entity.name());
            }
        }
        return names;
    }

    private static boolean fits(Optional<EntityKey> key, String value) {
        if (key.isEmpty() || value.isEmpty()) {
            return true;
        }
        String prefix = KeyTemplate.parse(key.get().template()).constantPrefix();
        return value.startsWith(prefix) || prefix.startsWith(value);
    }
}
