package dev.tablesmith.io.interop;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.TemplateSegment;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * An MCP entity's {@code access_patterns} as Tablesmith access patterns on its table. The pattern states what the
 * caller knows; the planner then decides how DynamoDB serves it, which is the point of importing: a pattern the
 * agent wrote as {@code Scan}, or as a {@code Query} on an index whose key its parameters do not give, shows up
 * in {@code tablesmith check}.
 *
 * <ul>
 *   <li>{@code GetItem}, {@code Query}, {@code Scan}, {@code BatchGetItem} are reads; {@code PutItem},
 *       {@code UpdateItem}, {@code DeleteItem}, {@code BatchWriteItem} writes (a batch is read as one call).</li>
 *   <li>{@code index_name} pins the pattern to that GSI; a GetItem or Query without one to the table. A Scan is
 *       left unpinned, so the planner reports the Scan it needs.</li>
 *   <li>Each parameter that names a field of the entity is an equality input; with {@code range_condition} the
 *       last parameter (two for {@code between}) is the range value on the sort key of the index read.</li>
 *   <li>A {@code filter_expression} condition {@code field = param} is an equality input too (the planner filters
 *       on it when no key covers it); other conditions are not represented and warned about.</li>
 *   <li>{@code consistent_read: true} is a strongly consistent read.</li>
 *   <li>A {@code Query} returning {@code mixed_data} reads an item collection: every entity of the table that
 *       writes the same partition key template is one of the pattern's entities.</li>
 * </ul>
 */
final class McpAccessPatterns {
    private static final Set<String> KNOWN = Set.of("pattern_id", "name", "description", "operation", "parameters",
            "return_type", "index_name", "range_condition", "consistent_read", "filter_expression");
    private final ImportWarnings warnings;
    private final List<McpEntity> tableEntities;

    /** @param tableEntities every entity of the table, to find the other members of an item collection */
    McpAccessPatterns(ImportWarnings warnings, List<McpEntity> tableEntities) {
        this.warnings = warnings;
        this.tableEntities = tableEntities;
    }

    void read(JsonNode patterns, String path, McpEntity entity, TableDraft draft) {
        for (int i = 0; i < patterns.size(); i++) {
            String at = path + "/" + i;
            pattern(patterns.get(i), at, entity, draft).ifPresent(p -> draft.addPattern(p, at));
        }
    }

    private Optional<AccessPattern> pattern(JsonNode node, String path, McpEntity entity, TableDraft draft) {
        warnings.unknownFields(node, path, KNOWN, "access pattern");
        JsonNode idNode = node.path("pattern_id");
        String id = "AP" + (idNode.isIntegralNumber() ? idNode.asText() : idNode.asText("").replaceAll("\\W", ""));
        if (id.equals("AP")) {
            warnings.add(path, "access pattern without pattern_id; skipped");
            return Optional.empty();
        }
        String operation = node.path("operation").asText("");
        WriteOperation write = switch (operation) {
            case "PutItem", "BatchWriteItem" -> WriteOperation.PUT;
            case "UpdateItem" -> WriteOperation.UPDATE;
            case "DeleteItem" -> WriteOperation.DELETE;
            default -> null;
        };
        boolean read = Set.of("GetItem", "Query", "Scan", "BatchGetItem").contains(operation);
        if (!read && write == null) {
            warnings.add(path + "/operation", "operation '" + operation + "' is not a DynamoDB operation the"
                    + " format allows; pattern " + id + " skipped");
            return Optional.empty();
        }
        if (operation.startsWith("Batch")) {
            warnings.add(path + "/operation", operation + " is read as one " + (read ? "GetItem" : "PutItem")
                    + " per item (Tablesmith costs one item per call)");
        }
        String indexName = node.path("index_name").asText("");
        KeySchema keys = draft.keySchema;
        if (!indexName.isEmpty()) {
            Optional<SecondaryIndex> index = draft.indexes.stream().filter(x -> x.name().equals(indexName))
                    .findFirst();
            if (index.isPresent()) {
                keys = index.get().keySchema();
            }
        }
        List<McpEntity> reads = readEntities(node, operation, keys, entity);
        List<String> params = new ArrayList<>();
        node.path("parameters").forEach(p -> {
            if (!p.path("type").asText("").equals("entity")) {
                params.add(p.path("name").asText(""));
            }
        });
        RangeCondition range = null;
        String condition = node.path("range_condition").asText("");
        if (!condition.isEmpty()) {
            range = range(condition, keys, entity, params, path);
        }
        List<Equality> equalities = new ArrayList<>();
        for (String param : params) {
            if (write == WriteOperation.UPDATE && entity.hasField(param) && !entity.isKeyInput(param)) {
                warnings.add(path + "/parameters", "parameter '" + param + "' is a value UpdateItem sets, which"
                        + " Tablesmith does not represent; ignored");
            } else if (reads.stream().anyMatch(e -> e.hasField(param))) {
                equalities.add(Equality.input(param));
            } else if (!param.isEmpty()) {
                warnings.add(path + "/parameters", "parameter '" + param + "' is not a field of " + entity.name()
                        + "; not an input Tablesmith can place on a key; ignored");
            }
        }
        filters(node.path("filter_expression"), path + "/filter_expression", entity, equalities);
        String index = !indexName.isEmpty() ? indexName : operation.equals("Scan") ? null : AccessPattern.TABLE_INDEX;
        ReadConsistency consistency = node.path("consistent_read").asBoolean(false) ? ReadConsistency.STRONG
                : ReadConsistency.EVENTUAL;
        WriteSpec spec = write == null ? null : new WriteSpec(write, null, null, false);
        return Optional.of(new AccessPattern(id, node.path("name").asText(""), node.path("description").asText(""),
                write == null ? PatternKind.READ : PatternKind.WRITE, reads.stream().map(McpEntity::name).toList(),
                equalities, range,
                null, null, 0, consistency, write == null ? index : null, null, Map.of(), spec));
    }

    /**
     * The entities a pattern reads: its own, and for a {@code mixed_data} Query (an item collection of several
     * entity types) every other entity of the table that writes the same template into the read key's partition
     * key, so the planner sees the whole collection.
     */
    private List<McpEntity> readEntities(JsonNode node, String operation, KeySchema keys, McpEntity entity) {
        List<McpEntity> reads = new ArrayList<>(List.of(entity));
        if (!operation.equals("Query") || !node.path("return_type").asText("").equals("mixed_data")) {
            return reads;
        }
        List<String> own = keys.partitionKey().stream().map(k -> entity.template(k.name())).toList();
        if (own.contains(null)) {
            return reads;
        }
        for (McpEntity other : tableEntities) {
            List<String> theirs = keys.partitionKey().stream().map(k -> other.template(k.name())).toList();
            if (other != entity && theirs.equals(own)) {
                reads.add(other);
            }
        }
        return reads;
    }

    /**
     * The range condition on the index's sort key: the attribute is the last placeholder of the entity's template
     * for the first sort key attribute that no equality parameter names; its value parameters leave the list.
     */
    private RangeCondition range(String condition, KeySchema keys, McpEntity entity, List<String> params,
                                 String path) {
        RangeOperator operator = switch (condition) {
            case "begins_with" -> RangeOperator.BEGINS_WITH;
            case "between" -> RangeOperator.BETWEEN;
            case ">" -> RangeOperator.GT;
            case "<" -> RangeOperator.LT;
            case ">=" -> RangeOperator.GE;
            case "<=" -> RangeOperator.LE;
            default -> null;
        };
        int values = operator == RangeOperator.BETWEEN ? 2 : 1;
        if (operator == null || params.size() < values) {
            warnings.add(path + "/range_condition", "range_condition '" + condition + "' "
                    + (operator == null ? "is not a sort key condition" : "has no value parameter") + "; ignored");
            return null;
        }
        Optional<String> attribute = Optional.empty();
        for (KeyAttribute sk : keys.sortKey()) {
            if (params.subList(0, params.size() - values).contains(sk.name())) {
                continue;
            }
            attribute = lastPlaceholder(entity.template(sk.name()));
            break;
        }
        if (attribute.isEmpty()) {
            warnings.add(path + "/range_condition", "range_condition '" + condition + "': " + entity.name()
                    + " writes no template for the sort key it would compare; ignored");
            return null;
        }
        for (int i = 0; i < values; i++) {
            params.remove(params.size() - 1);
        }
        return new RangeCondition(attribute.get(), operator);
    }

    private static Optional<String> lastPlaceholder(String template) {
        if (template == null) {
            return Optional.empty();
        }
        try {
            List<TemplateSegment> segments = KeyTemplate.parse(template).segments();
            for (int i = segments.size() - 1; i >= 0; i--) {
                if (segments.get(i) instanceof TemplateSegment.Placeholder p) {
                    return Optional.of(p.attribute());
                }
            }
        } catch (RuntimeException unparsable) {
            return Optional.empty();
        }
        return Optional.empty();
    }

    private void filters(JsonNode filter, String path, McpEntity entity, List<Equality> equalities) {
        JsonNode conditions = filter.path("conditions");
        for (int i = 0; i < conditions.size(); i++) {
            JsonNode c = conditions.get(i);
            String field = c.path("field").asText("");
            boolean equality = c.path("operator").asText("").equals("=") && c.has("param")
                    && !filter.path("logical_operator").asText("AND").equalsIgnoreCase("OR");
            if (equality && entity.hasField(field)) {
                if (equalities.stream().noneMatch(e -> e.attribute().equals(field))) {
                    equalities.add(Equality.input(field));
                }
            } else {
                warnings.add(path + "/conditions/" + i, "filter condition on '" + field + "' ("
                        + c.path("operator").asText(c.path("function").asText("?")) + ") is not represented;"
                        + " ignored");
            }
        }
    }
}
