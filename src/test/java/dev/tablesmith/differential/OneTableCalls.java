package dev.tablesmith.differential;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.PlannedRequest;
import dev.tablesmith.planner.Resolution;
import java.math.BigDecimal;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A planned read access pattern as the OneTable call an application would make with the exported models:
 * {@code Model.get} for a GetItem, {@code Model.find} for a Query of one entity (OneTable builds the partition key
 * from the pattern's inputs and, from a partly known sort key template, {@code begins_with} of its fixed prefix), and
 * {@code Table.queryItems} on the partition the first entity's template renders for a Query over several entities.
 * A range condition (BETWEEN, <, ...) and the sort key condition of a several-entity Query are the plan's, passed
 * in OneTable's form ({@code {between: [a, b]}}, {@code {begins: p}}).
 */
final class OneTableCalls {
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;
    private static final Pattern BEGINS = Pattern.compile("begins_with\\(\\s*([#\\w]+)\\s*,\\s*(:\\w+)\\s*\\)");
    private static final Pattern BETWEEN = Pattern.compile("([#\\w]+)\\s+BETWEEN\\s+(:\\w+)\\s+AND\\s+(:\\w+)");
    private static final Pattern COMPARE = Pattern.compile("([#\\w]+)\\s*(<=|>=|<|>|=)\\s*(:\\w+)");

    private OneTableCalls() {
    }

    /** The call for a Get or Query plan; empty for a plan OneTable's high-level API does not express (a Scan). */
    static Optional<ObjectNode> of(AccessPatternPlan plan, String hashAttribute, String sortAttribute) {
        PlannedRequest request = plan.request();
        if (request == null || (plan.resolution() != Resolution.GET_ITEM && plan.resolution() != Resolution.QUERY)
                || request.filterExpression() != null) {
            return Optional.empty();
        }
        ObjectNode call = JSON.objectNode().put("id", plan.pattern().id())
                .put("model", plan.pattern().entities().get(0));
        ObjectNode properties = call.putObject("properties");
        plan.inputs().forEach((name, value) -> properties.set(name, json(value)));
        if (request.indexName() != null) {
            call.put("index", request.indexName());
        }
        if (!request.scanIndexForward()) {
            call.put("reverse", true);
        }
        if (request.limit() != null) {
            call.put("limit", request.limit());
        }
        boolean several = plan.pattern().entities().size() > 1;
        if (plan.resolution() == Resolution.GET_ITEM) {
            call.put("op", "get");
        } else {
            call.put("op", several ? "query" : "find");
            call.put("hash", hashAttribute);
            if (several || plan.pattern().range() != null) {
                sortCondition(request, sortAttribute).ifPresent(c -> call.set("sort", JSON.objectNode()
                        .put("attribute", sortAttribute).set("condition", c)));
            }
        }
        return Optional.of(call);
    }

    /** The sort key part of the plan's key condition in OneTable's form. */
    static Optional<JsonNode> sortCondition(PlannedRequest request, String sortAttribute) {
        String condition = request.keyConditionExpression();
        if (condition == null || sortAttribute == null) {
            return Optional.empty();
        }
        Map<String, AttributeValue> values = request.values();
        Matcher m = BEGINS.matcher(condition);
        if (m.find() && name(request, m.group(1)).equals(sortAttribute)) {
            return Optional.of(JSON.objectNode().set("begins", json(values.get(m.group(2)))));
        }
        m = BETWEEN.matcher(condition);
        if (m.find() && name(request, m.group(1)).equals(sortAttribute)) {
            ArrayNode bounds = JSON.arrayNode().add(json(values.get(m.group(2)))).add(json(values.get(m.group(3))));
            return Optional.of(JSON.objectNode().set("between", bounds));
        }
        m = COMPARE.matcher(condition);
        while (m.find()) {
            if (name(request, m.group(1)).equals(sortAttribute)) {
                return Optional.of(JSON.objectNode().set(m.group(2), json(values.get(m.group(3)))));
            }
        }
        return Optional.empty();
    }

    private static String name(PlannedRequest request, String token) {
        return token.startsWith("#") ? request.names().getOrDefault(token, token) : token;
    }

    /** A value as OneTable takes it in properties: strings, numbers, booleans, lists and maps as JSON. */
    static JsonNode json(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return JSON.textNode(s.value());
        }
        if (value instanceof AttributeValue.N n) {
            return JSON.numberNode(new BigDecimal(n.value()));
        }
        if (value instanceof AttributeValue.Bool b) {
            return JSON.booleanNode(b.value());
        }
        if (value instanceof AttributeValue.Null) {
            return JSON.nullNode();
        }
        if (value instanceof AttributeValue.L l) {
            ArrayNode list = JSON.arrayNode();
            l.values().forEach(v -> list.add(json(v)));
            return list;
        }
        if (value instanceof AttributeValue.M m) {
            ObjectNode map = JSON.objectNode();
            m.values().forEach((k, v) -> map.set(k, json(v)));
            return map;
        }
        throw new IllegalArgumentException("no OneTable property form for a " + value.type() + " value in this test");
    }
}
