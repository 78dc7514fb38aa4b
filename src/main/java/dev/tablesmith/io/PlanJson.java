package dev.tablesmith.io;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.WriteSpec;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.CapacityPlan;
import dev.tablesmith.planner.CostEstimate;
import dev.tablesmith.planner.Fix;
import dev.tablesmith.planner.IndexVerdict;
import dev.tablesmith.planner.PlannedRequest;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import java.util.Map;

/**
 * The plans of a design's access patterns as JSON, the shape documented in {@code docs/guide.md} ("Planning
 * access patterns"): the design, its prices, and per table a summary and one object per pattern with its
 * resolution, the request in DynamoDB's JSON (runnable with {@code tablesmith query|scan|get-item --request}), the
 * same request as people read it, the reason, every index's verdict, the cheapest fix and the cost.
 *
 * <p>Printed four spaces per level, {@code "name": value}, like the other JSON the command line prints. Every
 * member is always present ({@code null} when it does not apply). Estimates are rounded: items to 2 decimals,
 * bytes to 1, dollars to 4.
 */
public final class PlanJson {
    private static final ObjectMapper MAPPER = JsonLimits.jsonMapper();
    private static final ObjectWriter WRITER = MAPPER.writer(new DefaultPrettyPrinter()
            .withObjectIndenter(new DefaultIndenter("    ", "\n"))
            .withArrayIndenter(new DefaultIndenter("    ", "\n"))
            .withSeparators(Separators.createDefaultInstance()
                    .withObjectFieldValueSpacing(Separators.Spacing.AFTER)
                    .withObjectEmptySeparator("")
                    .withArrayEmptySeparator("")));

    private PlanJson() {
    }

    /**
     * The JSON text of the plans, ending with a newline.
     *
     * @param design the design planned (its name and prices)
     * @param plans  the plans of each table, by table, in the order to print
     */
    public static String write(Design design, Map<Table, List<AccessPatternPlan>> plans) {
        return write(design, plans, Map.of());
    }

    /**
     * The JSON text of the plans with each table's {@code capacity} (both billing modes, the itemised lines and
     * the recommendation; null for a table without one), ending with a newline.
     */
    public static String write(Design design, Map<Table, List<AccessPatternPlan>> plans,
                               Map<Table, CapacityPlan> capacities) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("design", design.name());
        root.set("pricing", pricing(design.pricing()));
        ArrayNode tables = root.putArray("tables");
        plans.forEach((table, tablePlans) -> {
            ObjectNode t = tables.addObject();
            t.put("table", table.name());
            t.set("summary", summary(PlanSummary.of(tablePlans)));
            t.set("capacity", capacities.containsKey(table) ? CapacityJson.of(capacities.get(table)) : null);
            ArrayNode patterns = t.putArray("patterns");
            tablePlans.forEach(plan -> patterns.add(pattern(plan, table)));
        });
        try {
            return WRITER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a JSON tree that cannot be written", e);
        }
    }

    private static ObjectNode pricing(Pricing pricing) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("region", pricing.region());
        node.put("readRequestUnitsPerMillion", pricing.readRequestUnitsPerMillion());
        node.put("writeRequestUnitsPerMillion", pricing.writeRequestUnitsPerMillion());
        node.put("hoursPerMonth", pricing.hoursPerMonth());
        node.put("rcuHour", pricing.rcuHour());
        node.put("wcuHour", pricing.wcuHour());
        node.put("peakToAverage", pricing.peakToAverage());
        node.put("targetUtilization", pricing.targetUtilization());
        return node;
    }

    private static ObjectNode summary(PlanSummary summary) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("patterns", summary.patterns());
        node.put("getItem", summary.getItem());
        node.put("query", summary.query());
        node.put("queryWithFilter", summary.queryWithFilter());
        node.put("scan", summary.scan());
        node.put("write", summary.write());
        node.put("monthlyCost", round(summary.monthlyCost(), 4));
        return node;
    }

    private static ObjectNode pattern(AccessPatternPlan plan, Table table) {
        AccessPattern pattern = plan.pattern();
        ObjectNode node = MAPPER.createObjectNode();
        node.put("id", pattern.id());
        node.put("name", pattern.name());
        node.put("kind", pattern.kind().name());
        ArrayNode entities = node.putArray("entities");
        pattern.entities().forEach(entities::add);
        node.put("resolution", plan.resolution().name());
        node.put("resolutionLabel", plan.resolution().label());
        node.put("index", plan.index().orElse(null));
        PlannedRequest request = plan.request();
        node.put("operation", request == null ? null : PlanRequestText.operation(request));
        node.set("request", request == null ? null : tree(PlanRequestText.json(request, table)));
        node.put("key", request == null ? null : PlanRequestText.key(request, table));
        node.put("keyCondition", request == null ? null : PlanRequestText.keyCondition(request));
        node.put("filter", request == null ? null : PlanRequestText.filter(request));
        node.put("sorted", plan.sorted());
        node.put("efficient", plan.isEfficient());
        node.put("reason", plan.reason());
        ObjectNode inputs = node.putObject("inputs");
        plan.inputs().forEach((name, value) -> inputs.set(name, dynamo(value)));
        ArrayNode range = node.putArray("range");
        plan.range().forEach(v -> range.add(dynamo(v)));
        node.set("write", write(pattern.write()));
        node.set("fix", plan.fix().map(PlanJson::fix).orElse(null));
        node.set("cost", cost(plan.cost()));
        ArrayNode indexes = node.putArray("indexes");
        plan.verdicts().forEach(v -> indexes.add(verdict(v)));
        return node;
    }

    private static ObjectNode write(WriteSpec write) {
        if (write == null) {
            return null;
        }
        ObjectNode node = MAPPER.createObjectNode();
        node.put("operation", write.operation().name());
        node.put("updateExpression", write.updateExpression());
        node.put("conditionExpression", write.conditionExpression());
        node.put("transaction", write.transaction());
        return node;
    }

    private static ObjectNode fix(Fix fix) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("level", fix.cost().level());
        node.put("cost", fix.cost().name());
        node.put("summary", fix.summary());
        node.put("index", fix.index());
        ObjectNode templates = node.putObject("templates");
        fix.templates().forEach(templates::put);
        node.put("backfillItems", fix.backfillItems());
        return node;
    }

    private static ObjectNode cost(CostEstimate cost) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("itemsRead", round(cost.itemsRead(), 2));
        node.put("itemsReturned", round(cost.itemsReturned(), 2));
        node.put("averageItemBytes", round(cost.averageItemBytes(), 1));
        node.put("readUnits", cost.readUnits());
        if (cost.tableFetchReadUnits() > 0) {
            node.put("tableFetchReadUnits", cost.tableFetchReadUnits());
        }
        node.put("writeUnits", cost.writeUnits());
        node.put("monthlyCost", round(cost.monthlyCost(), 4));
        node.put("basis", cost.basis());
        return node;
    }

    private static ObjectNode verdict(IndexVerdict verdict) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("index", verdict.index());
        node.put("usable", verdict.usable());
        node.put("resolution", verdict.usable() ? verdict.resolution().name() : null);
        node.put("sorted", verdict.usable() ? verdict.sorted() : null);
        node.put("reason", verdict.reason());
        return node;
    }

    private static JsonNode dynamo(AttributeValue value) {
        return MAPPER.valueToTree(AttributeValueWriter.dynamo(value));
    }

    private static JsonNode tree(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("RequestJson wrote text that is not JSON", e);
        }
    }

    private static double round(double value, int decimals) {
        if (!Double.isFinite(value)) { // JSON has no Infinity or NaN
            return Double.isNaN(value) ? 0 : Math.copySign(Double.MAX_VALUE, value);
        }
        return BigDecimal.valueOf(value).setScale(decimals, RoundingMode.HALF_UP).doubleValue();
    }
}
