package dev.tablesmith.io;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablesmith.planner.BillingComparison;
import dev.tablesmith.planner.CapacityPlan;
import dev.tablesmith.planner.IndexCapacity;
import dev.tablesmith.planner.MonthlyLine;

/**
 * A table's {@link CapacityPlan} as the {@code capacity} member of {@code tablesmith plan --json}: the price table
 * entry used (region, date, source), per table and GSI the peak request units per second, the RCU and WCU to
 * provision and a month of each mode, the itemised lines, and the totals with the recommended billing mode
 * ({@code PAY_PER_REQUEST} or {@code PROVISIONED}) and its reason. Dollars rounded to 4 decimals, units to 4.
 */
final class CapacityJson {
    private static final ObjectMapper MAPPER = JsonLimits.jsonMapper();

    private CapacityJson() {
    }

    static ObjectNode of(CapacityPlan plan) {
        ObjectNode node = MAPPER.createObjectNode();
        ObjectNode prices = node.putObject("prices");
        prices.put("region", plan.prices().region());
        prices.put("asOf", plan.prices().asOf().toString());
        prices.put("verified", plan.prices().verified());
        prices.put("source", plan.prices().source());
        node.put("peakToAverage", plan.pricing().peakToAverage());
        node.put("targetUtilization", plan.pricing().targetUtilization());
        node.put("reservedCapacity", false);
        ArrayNode indexes = node.putArray("indexes");
        for (IndexCapacity index : plan.indexes()) {
            ObjectNode i = indexes.addObject();
            i.put("index", index.index());
            i.put("readUnitsPerSecond", round(index.readUnitsPerSecond()));
            i.put("writeUnitsPerSecond", round(index.writeUnitsPerSecond()));
            i.put("readCapacityUnits", index.readCapacityUnits());
            i.put("writeCapacityUnits", index.writeCapacityUnits());
            i.put("onDemandMonthly", round(index.onDemandMonthly()));
            i.put("provisionedMonthly", round(index.provisionedMonthly()));
        }
        ArrayNode lines = node.putArray("lines");
        for (MonthlyLine line : plan.lines()) {
            ObjectNode l = lines.addObject();
            l.put("item", line.item());
            l.put("index", line.index());
            l.put("detail", line.detail());
            l.put("onDemand", round(line.onDemand()));
            l.put("provisioned", round(line.provisioned()));
        }
        BillingComparison comparison = plan.comparison();
        node.put("onDemandMonthly", round(comparison.onDemandMonthly()));
        node.put("provisionedMonthly", round(comparison.provisionedMonthly()));
        node.put("breakEvenUtilization", Double.isInfinite(comparison.breakEvenUtilization()) ? null
                : round(comparison.breakEvenUtilization()));
        node.put("recommended", comparison.recommended().name());
        node.put("reason", comparison.reason());
        return node;
    }

    private static double round(double value) {
        return Math.round(value * 10_000) / 10_000.0;
    }
}
