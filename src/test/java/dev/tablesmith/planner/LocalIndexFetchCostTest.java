package dev.tablesmith.planner;

import static dev.tablesmith.planner.PlannerRulesTest.attr;
import static dev.tablesmith.planner.PlannerRulesTest.counted;
import static dev.tablesmith.planner.PlannerRulesTest.entity;
import static dev.tablesmith.planner.PlannerRulesTest.keys;
import static dev.tablesmith.planner.PlannerRulesTest.number;
import static dev.tablesmith.planner.PlannerRulesTest.pattern;
import static dev.tablesmith.planner.PlannerRulesTest.plan;
import static dev.tablesmith.planner.PlannerRulesTest.record;
import static dev.tablesmith.planner.PlannerRulesTest.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.ConsumedCapacity;
import dev.tablesmith.engine.request.QueryResponse;
import dev.tablesmith.engine.request.Select;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cost model charges what the engine charges when a read pattern on a local secondary index wants attributes
 * the index does not project: DynamoDB fetches each item from the table and charges "every base table item fetched
 * ... each entire item", "individually rounded up to the next 4 KB" (Developer Guide, "Local secondary indexes",
 * "Read capacity units"; API Reference, Query, {@code Select}). The design's scale matches its sample items (4
 * orders over 2 customers, each about 6 KB), so the cost model's items per call and sizes are the engine's, and
 * the two must give the same read units for the same request.
 */
class LocalIndexFetchCostTest {
    private static final String NOTES = "n".repeat(6000);

    private static Table orders(Projection projection) {
        SecondaryIndex lsi = SecondaryIndex.lsi("LSI1", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("LSI1SK")),
                projection);
        return table(List.of(lsi), entity("Order", 4,
                List.of(counted("customerId", 2), counted("orderId", 4), attr("notes"), number("total")),
                keys("PK", "CUST#{customerId}", "SK", "ORDER#{orderId}", "LSI1SK", "TOTAL#{total|pad:7.2}"),
                record("customerId", "c1", "orderId", "o1", "notes", NOTES, "total", 310),
                record("customerId", "c1", "orderId", "o2", "notes", NOTES, "total", 420),
                record("customerId", "c2", "orderId", "o3", "notes", NOTES, "total", 530),
                record("customerId", "c2", "orderId", "o4", "notes", NOTES, "total", 640)));
    }

    private static AccessPatternPlan ordersByTotal(Table table, boolean strong) {
        PlannerRulesTest.PatternBuilder p = pattern("Order").equal("customerId", "c1")
                .sort("total", SortDirection.DESC);
        return plan(table, strong ? p.strong() : p);
    }

    private static ConsumedCapacity engine(Table table, AccessPatternPlan plan) {
        QueryResponse response = SimulatedTable.of(table).query(plan.request().toQuery(null));
        assertThat(response.lastEvaluatedKey()).as("one page").isNull();
        assertThat(response.items()).hasSize(2);
        return response.consumedCapacity();
    }

    @Test
    void keysOnlyLocalIndexFetchesEachItemAndTheCostModelChargesWhatTheEngineDoes() {
        Table table = orders(Projection.keysOnly());
        for (boolean strong : new boolean[] {true, false}) {
            AccessPatternPlan plan = ordersByTotal(table, strong);
            assertThat(plan.index()).contains("LSI1");
            assertThat(plan.request().select()).isEqualTo(Select.ALL_ATTRIBUTES);
            ConsumedCapacity consumed = engine(table, plan);
            // Two small entries: one 4 KB block; two ~6 KB items fetched: two blocks each. 1 + 4 strongly consistent.
            assertThat(consumed.total().capacityUnits()).isEqualTo(strong ? 5.0 : 2.5);
            assertThat(plan.cost().readUnits()).isEqualTo(consumed.total().capacityUnits());
            assertThat(plan.cost().tableFetchReadUnits()).isEqualTo(consumed.table().capacityUnits())
                    .isEqualTo(strong ? 4.0 : 2.0);
        }
        assertThat(ordersByTotal(table, true).cost().basis()).endsWith("; 4 of the read units fetch each item from "
                + "the table (2 items x 2 x 4 KB): LSI1 does not project customerId, orderId, notes, total");
    }

    @Test
    void includeLocalIndexMissingAnAttributeFetchesToo() {
        Table table = orders(Projection.include(List.of("total", "customerId")));
        AccessPatternPlan plan = ordersByTotal(table, true);
        assertThat(plan.request().select()).isEqualTo(Select.ALL_ATTRIBUTES);
        ConsumedCapacity consumed = engine(table, plan);
        assertThat(plan.cost().readUnits()).isEqualTo(consumed.total().capacityUnits()).isEqualTo(5.0);
        assertThat(plan.cost().basis()).endsWith("LSI1 does not project orderId, notes");
    }

    @Test
    void includeLocalIndexHoldingEveryAttributeReadsOnlyTheIndex() {
        Table table = orders(Projection.include(List.of("customerId", "orderId", "notes", "total")));
        AccessPatternPlan plan = ordersByTotal(table, true);
        assertThat(plan.request().select()).isNull();
        ConsumedCapacity consumed = engine(table, plan);
        // Two ~6 KB entries summed: 12 KB, three blocks; nothing from the table.
        assertThat(consumed.table().capacityUnits()).isZero();
        assertThat(plan.cost().readUnits()).isEqualTo(consumed.total().capacityUnits()).isEqualTo(3.0);
        assertThat(plan.cost().tableFetchReadUnits()).isZero();
        assertThat(plan.cost().basis()).doesNotContain("fetch");
    }
}
