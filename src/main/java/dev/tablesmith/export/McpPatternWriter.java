package dev.tablesmith.export;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.Resolution;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Tablesmith access patterns as MCP {@code access_patterns}. The operation and index are the planner's: a pattern
 * it serves with GetItem is {@code GetItem}, with a Query (filtered or not) {@code Query} on the index it chose,
 * with a Scan {@code Scan}. Writes are {@code PutItem} (with the entity as its parameter), {@code UpdateItem} or
 * {@code DeleteItem} (with the key inputs). Equality inputs are the parameters, in the pattern's order, and a range
 * condition adds its value parameters last ({@code <attr>} or, for {@code between}, {@code <attr>_from} and
 * {@code <attr>_to}), the order the MCP validator counts them in.
 *
 * <p>{@code pattern_id} must be a whole number unique across the schema: {@code AP7} keeps 7, other ids are
 * numbered after the highest. Fixed equality values, limits, sort direction, request rates, update and condition
 * expressions and transaction actions have no field in the format and are left out.
 */
final class McpPatternWriter {
    private static final Pattern IMPORTED_ID = Pattern.compile("AP(\\d{1,8})");
    private final Map<String, Integer> ids = new HashMap<>();

    /**
     * Numbers every pattern of the design before any is written: {@code AP<n>} (the ids an MCP import gives)
     * keeps n, every other id takes the next number after the highest.
     */
    McpPatternWriter(Design design) {
        Set<Integer> used = new HashSet<>();
        List<String> others = new ArrayList<>();
        for (Table table : design.tables()) {
            for (AccessPattern pattern : table.accessPatterns()) {
                Matcher m = IMPORTED_ID.matcher(pattern.id());
                if (m.matches() && used.add(Integer.parseInt(m.group(1)))) {
                    ids.put(table.name() + "\n" + pattern.id(), Integer.parseInt(m.group(1)));
                } else {
                    others.add(table.name() + "\n" + pattern.id());
                }
            }
        }
        int next = used.stream().mapToInt(Integer::intValue).max().orElse(0);
        for (String other : others) {
            ids.put(other, ++next);
        }
    }

    List<Object> write(Table table, Entity entity, List<AccessPattern> patterns,
                       Map<String, AccessPatternPlan> plans) {
        List<Object> out = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (AccessPattern pattern : patterns) {
            out.add(pattern(table, entity, pattern, plans.get(pattern.id()), names));
        }
        return out;
    }

    private DocObject pattern(Table table, Entity entity, AccessPattern pattern, AccessPatternPlan plan,
                              Set<String> names) {
        String operation;
        String index = null;
        if (pattern.kind() == PatternKind.WRITE && pattern.write() != null) {
            operation = switch (pattern.write().operation()) {
                case PUT -> "PutItem";
                case UPDATE -> "UpdateItem";
                case DELETE -> "DeleteItem";
            };
        } else {
            Resolution resolution = plan == null ? Resolution.SCAN : plan.resolution();
            operation = switch (resolution) {
                case GET_ITEM -> "GetItem";
                case SCAN -> "Scan";
                default -> "Query";
            };
            if (plan != null && plan.request() != null && plan.request().indexName() != null
                    && !operation.equals("GetItem")) {
                index = plan.request().indexName();
            }
        }
        DocObject out = DocObject.object()
                .put("pattern_id", patternId(table, pattern.id()))
                .put("name", uniqueName(pattern, names))
                .put("description", pattern.description().isBlank() ? pattern.name() : pattern.description())
                .put("operation", operation);
        if (index != null) {
            out.put("index_name", index);
        }
        boolean rangeUsed = pattern.range() != null && operation.equals("Query");
        if (rangeUsed) {
            out.put("range_condition", condition(pattern.range().operator()));
        }
        if (pattern.kind() == PatternKind.READ) {
            out.put("consistent_read", pattern.consistency() == ReadConsistency.STRONG && index == null);
        }
        out.put("parameters", parameters(table, entity, pattern, operation, rangeUsed));
        out.put("return_type", returnType(operation, pattern));
        return out;
    }

    private static List<Object> parameters(Table table, Entity entity, AccessPattern pattern, String operation,
                                           boolean rangeUsed) {
        List<Object> out = new ArrayList<>();
        if (operation.equals("PutItem")) {
            out.add(DocObject.object().put("name", snake(entity.name())).put("type", "entity")
                    .put("entity_type", entity.name()));
            return out;
        }
        Set<String> seen = new HashSet<>();
        for (Equality equality : pattern.equalities()) {
            if (seen.add(equality.attribute())) {
                out.add(parameter(equality.attribute(), type(table, pattern, equality.attribute())));
            }
        }
        if (rangeUsed) {
            String attribute = pattern.range().attribute();
            AttributeType type = type(table, pattern, attribute);
            if (pattern.range().operator() == RangeOperator.BETWEEN) {
                out.add(parameter(attribute + "_from", type));
                out.add(parameter(attribute + "_to", type));
            } else {
                out.add(parameter(seen.contains(attribute) ? attribute + "_value" : attribute, type));
            }
        }
        return out;
    }

    private static DocObject parameter(String name, AttributeType type) {
        return DocObject.object().put("name", name).put("type", McpFieldTypes.parameterType(type));
    }

    /** The attribute's type in the first of the pattern's entities that declares it (S if none does). */
    private static AttributeType type(Table table, AccessPattern pattern, String attribute) {
        for (String name : pattern.entities()) {
            var entity = table.entity(name);
            if (entity.isPresent() && entity.get().attribute(attribute).isPresent()) {
                return entity.get().attribute(attribute).get().type();
            }
        }
        return AttributeType.S;
    }

    private static String condition(RangeOperator operator) {
        return switch (operator) {
            case BETWEEN -> "between";
            case BEGINS_WITH -> "begins_with";
            default -> operator.symbol();
        };
    }

    private static String returnType(String operation, AccessPattern pattern) {
        return switch (operation) {
            case "GetItem", "PutItem", "UpdateItem" -> "single_entity";
            case "DeleteItem" -> "success_flag";
            default -> pattern.entities().size() > 1 ? "mixed_data" : "entity_list";
        };
    }

    private int patternId(Table table, String id) {
        return ids.get(table.name() + "\n" + id);
    }

    private static String uniqueName(AccessPattern pattern, Set<String> names) {
        String base = snake(pattern.name().isBlank() ? pattern.id() : pattern.name());
        if (base.isEmpty() || !Character.isLetter(base.charAt(0))) {
            base = "pattern_" + base;
        }
        String name = base;
        for (int n = 2; !names.add(name); n++) {
            name = base + "_" + n;
        }
        return name;
    }

    /**
     * A Python identifier: {@code "Orders by carrier"} is {@code orders_by_carrier}, {@code getUser} {@code get_user}.
     */
    static String snake(String text) {
        String spaced = text.replaceAll("([a-z0-9])([A-Z])", "$1_$2");
        return spaced.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "_").replaceAll("^_+|_+$", "");
    }
}
