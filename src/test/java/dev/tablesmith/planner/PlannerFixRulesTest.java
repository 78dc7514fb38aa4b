package dev.tablesmith.planner;

import static dev.tablesmith.planner.PlannerRulesTest.CUSTOMER;
import static dev.tablesmith.planner.PlannerRulesTest.attr;
import static dev.tablesmith.planner.PlannerRulesTest.commerce;
import static dev.tablesmith.planner.PlannerRulesTest.counted;
import static dev.tablesmith.planner.PlannerRulesTest.entity;
import static dev.tablesmith.planner.PlannerRulesTest.gsi;
import static dev.tablesmith.planner.PlannerRulesTest.keys;
import static dev.tablesmith.planner.PlannerRulesTest.order;
import static dev.tablesmith.planner.PlannerRulesTest.pattern;
import static dev.tablesmith.planner.PlannerRulesTest.plan;
import static dev.tablesmith.planner.PlannerRulesTest.record;
import static dev.tablesmith.planner.PlannerRulesTest.run;
import static dev.tablesmith.planner.PlannerRulesTest.table;
import static dev.tablesmith.planner.PlannerRulesTest.values;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.ScalarType;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.Table;
import dev.tablesmith.template.KeyTemplate;
import dev.tablesmith.template.RenderResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The cheapest fix, in the seed's three levels of cost: an existing index (1), a new key template or GSI with a
 * backfill (2), a migration (3).
 */
class PlannerFixRulesTest {
    @Test
    void pinnedIndexWorseThanAnotherGetsALevelOneFixNamingTheBetterIndex() {
        List<EntityKey> keys = new ArrayList<>(order().keys());
        keys.addAll(keys("GSI3PK", "CUST#{customerId}", "GSI3SK", "TOTAL#{total|pad:7.2}"));
        Table table = table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK"), gsi("GSI2", "GSI2PK", null),
                gsi("GSI3", "GSI3PK", "GSI3SK")), CUSTOMER, order().withKeys(keys));

        AccessPatternPlan plan = plan(table, pattern("Order").equal("customerId", "c1")
                .sort("total", SortDirection.ASC).on("table"));

        assertThat(plan.index()).contains("table");
        assertThat(plan.sorted()).isFalse();
        Fix fix = plan.fix().orElseThrow();
        assertThat(fix.cost()).isEqualTo(ChangeCost.EXISTING_INDEX);
        assertThat(fix.cost().level()).isEqualTo(1);
        assertThat(fix.index()).isEqualTo("GSI3");
        assertThat(fix.summary()).isEqualTo("GSI3 already serves it as a Query: pin the pattern to GSI3 instead "
                + "of table");
        assertThat(fix.backfillItems()).isZero();
        assertThat(values(run(table, plan), "total")).containsExactly("30", "120", "9");
    }

    @Test
    void unpinnedPatternTakesTheBetterIndexAndNeedsNoFix() {
        List<EntityKey> keys = new ArrayList<>(order().keys());
        keys.addAll(keys("GSI3PK", "CUST#{customerId}", "GSI3SK", "TOTAL#{total|pad:7.2}"));
        Table table = table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK"), gsi("GSI2", "GSI2PK", null),
                gsi("GSI3", "GSI3PK", "GSI3SK")), CUSTOMER, order().withKeys(keys));

        AccessPatternPlan plan = plan(table, pattern("Order").equal("customerId", "c1")
                .sort("total", SortDirection.ASC));

        assertThat(plan.index()).contains("GSI3");
        assertThat(plan.fix()).isEmpty();
        assertThat(values(run(table, plan), "total")).containsExactly("9", "30", "120");
    }

    @Test
    void patternOnAnAttributeTheEntityLacksNeedsAMigration() {
        AccessPatternPlan plan = plan(commerce(), pattern("Order").equal("warehouse", "w1"));

        assertThat(plan.resolution()).isEqualTo(Resolution.SCAN);
        Fix fix = plan.fix().orElseThrow();
        assertThat(fix.cost()).isEqualTo(ChangeCost.MIGRATION);
        assertThat(fix.cost().level()).isEqualTo(3);
        assertThat(fix.summary()).startsWith("Order does not have warehouse: the pattern needs a key shape its "
                + "attributes cannot produce");
        assertThat(fix.backfillItems()).isEqualTo(1000);
        assertThat(run(commerce(), plan)).isEmpty();
    }

    @Test
    void sortKeyTemplateOfTheFixRendersForEverySampleRecord() {
        Entity order = order().withRecords(List.of(record("customerId", "c1", "orderId", "o1",
                "orderDate", "2026-01-05", "status", "PAID", "total", 59.98)));
        Table table = table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK"), gsi("GSI2", "GSI2PK", null)), CUSTOMER,
                order);

        Fix fix = plan(table, pattern("Order").equal("customerId", "c1").sort("total", SortDirection.ASC))
                .fix().orElseThrow();

        assertThat(fix.templates()).isNotEmpty();
        for (String template : fix.templates().values()) {
            assertThat(KeyTemplate.parse(template).renderAs(ScalarType.S, order.records().get(0)::get))
                    .as(template).isInstanceOf(RenderResult.Rendered.class);
        }
    }

    static Entity product() {
        return entity("Product", 50, List.of(attr("sku"), counted("category", 5)),
                keys("PK", "PROD#{sku}", "SK", "META", "GSI3PK", "CATEGORY#{category}"),
                record("sku", "k1", "category", "books"));
    }

    @Test
    void entityWithoutATemplateOnAnOverloadedIndexGetsOneThere() {
        Table table = table(List.of(gsi("GSI3", "GSI3PK", null)), CUSTOMER, product());

        AccessPatternPlan plan = plan(table, pattern("Customer").equal("name", "Ben"));

        assertThat(plan.resolution()).isEqualTo(Resolution.SCAN);
        Fix fix = plan.fix().orElseThrow();
        assertThat(fix.cost()).isEqualTo(ChangeCost.NEW_INDEX_OR_TEMPLATE);
        assertThat(fix.index()).isEqualTo("GSI3");
        assertThat(fix.templates()).isEqualTo(Map.of("GSI3PK", "NAME#{name}"));
        assertThat(fix.summary()).contains("on the existing, overloaded GSI3 (Customer does not write it yet)");
        assertThat(fix.backfillItems()).isEqualTo(100);
    }

    @Test
    void templateFixOnAnIndexWithASortKeyGivesTheEntityBothKeyAttributes() {
        Table table = table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK"), gsi("GSI3", "GSI3PK", null)), CUSTOMER,
                product());

        Fix fix = plan(table, pattern("Customer").equal("name", "Ben")).fix().orElseThrow();

        assertThat(fix.templates().keySet()).containsExactlyInAnyOrderElementsOf(
                table.index(fix.index()).orElseThrow().keySchema().attributeNames());
    }
}
