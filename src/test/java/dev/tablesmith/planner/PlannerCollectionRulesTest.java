package dev.tablesmith.planner;

import static dev.tablesmith.model.AttributeValue.s;
import static dev.tablesmith.planner.PlannerRulesTest.attr;
import static dev.tablesmith.planner.PlannerRulesTest.commerce;
import static dev.tablesmith.planner.PlannerRulesTest.counted;
import static dev.tablesmith.planner.PlannerRulesTest.entity;
import static dev.tablesmith.planner.PlannerRulesTest.keys;
import static dev.tablesmith.planner.PlannerRulesTest.pattern;
import static dev.tablesmith.planner.PlannerRulesTest.plan;
import static dev.tablesmith.planner.PlannerRulesTest.record;
import static dev.tablesmith.planner.PlannerRulesTest.run;
import static dev.tablesmith.planner.PlannerRulesTest.table;
import static dev.tablesmith.planner.PlannerRulesTest.values;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Item collections shared by several entities: when the sort key condition leaves the others out, when a filter
 * must, and fetching several entities of one collection, including the seed's composite-key hierarchy. Every
 * plan's request is run on the engine.
 */
class PlannerCollectionRulesTest {
    @Nested
    class ItemCollections {
        @Test
        void beginsWithOnThePrefixLeavesTheOtherEntityOut() {
            AccessPatternPlan plan = plan(commerce(), pattern("Order").equal("customerId", "c1"));

            assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
            assertThat(plan.request().keyConditionExpression()).isEqualTo("PK = :pk AND begins_with(SK, :sk)");
            assertThat(plan.request().values()).isEqualTo(Map.of(":pk", s("CUST#c1"), ":sk", s("ORDER#")));
            assertThat(values(run(commerce(), plan), "orderId")).containsExactly("o1", "o2", "o3");
        }

        static Table ledger() {
            Entity payment = entity("Payment", 1000, List.of(counted("accountId", 10), attr("paymentId"),
                            attr("at"), attr("method")),
                    keys("PK", "ACCOUNT#{accountId}", "SK", "{at}#{paymentId}"),
                    record("accountId", "a1", "paymentId", "p1", "at", "2026-01-02", "method", "card"),
                    record("accountId", "a1", "paymentId", "p2", "at", "2026-01-09", "method", "iban"));
            Entity refund = entity("Refund", 100, List.of(counted("accountId", 10), attr("refundId"), attr("at")),
                    keys("PK", "ACCOUNT#{accountId}", "SK", "{at}#{refundId}"),
                    record("accountId", "a1", "refundId", "r1", "at", "2026-01-05"));
            return table(List.of(), payment, refund);
        }

        @Test
        void entitiesTheSortKeyCannotTellApartNeedAnAttributeExistsFilter() {
            AccessPatternPlan plan = plan(ledger(), pattern("Payment").equal("accountId", "a1"));

            assertThat(plan.resolution()).isEqualTo(Resolution.QUERY_WITH_FILTER);
            assertThat(plan.request().keyConditionExpression()).isEqualTo("PK = :pk");
            // paymentId: the first attribute every Payment has and no Refund declares.
            assertThat(plan.request().filterExpression()).isEqualTo("attribute_exists(paymentId)");
            assertThat(plan.reason()).contains("Refund items share the item collection and the key condition "
                    + "cannot leave them out; a filter on attribute_exists(paymentId) drops them after the read");
            assertThat(values(run(ledger(), plan), "paymentId")).containsExactly("p1", "p2");
        }

        static Table orders(String thirdEntityTemplate) {
            Entity header = entity("OrderHeader", 1000, List.of(counted("orderId", 1000), attr("status")),
                    keys("PK", "ORDER#{orderId}", "SK", "META"),
                    record("orderId", "o1", "status", "PAID"));
            Entity line = entity("OrderLine", 3000, List.of(counted("orderId", 1000), attr("sku")),
                    keys("PK", "ORDER#{orderId}", "SK", "ITEM#{sku}"),
                    record("orderId", "o1", "sku", "sku-1"), record("orderId", "o1", "sku", "sku-2"));
            Entity third = entity("Third", 2000, List.of(counted("orderId", 1000), attr("n")),
                    keys("PK", "ORDER#{orderId}", "SK", thirdEntityTemplate),
                    record("orderId", "o1", "n", "1"));
            return table(List.of(), header, line, third);
        }

        @Test
        void collectionFetchSkipsAnEntityThatSortsOutsideTheWantedOnes() {
            Table table = orders("PAYMENT#{n}");
            AccessPatternPlan plan = plan(table, pattern("OrderHeader", "OrderLine").equal("orderId", "o1"));

            assertThat(plan.resolution()).as(plan.reason()).isEqualTo(Resolution.QUERY);
            assertThat(plan.request().keyConditionExpression()).isEqualTo("PK = :pk AND SK BETWEEN :skFrom AND :skTo");
            assertThat(plan.request().values()).isEqualTo(Map.of(":pk", s("ORDER#o1"), ":skFrom", s("ITEM#"),
                    ":skTo", s("META")));
            assertThat(values(run(table, plan), "SK")).containsExactly("ITEM#sku-1", "ITEM#sku-2", "META");
        }

        @Test
        void collectionFetchWithAnEntitySortingBetweenTheWantedOnesReadsExtraItems() {
            Table table = orders("LOG#{n}");
            AccessPatternPlan plan = plan(table, pattern("OrderHeader", "OrderLine").equal("orderId", "o1"));

            assertThat(plan.resolution()).isEqualTo(Resolution.QUERY_WITH_FILTER);
            assertThat(plan.isEfficient()).isFalse();
            assertThat(plan.request().keyConditionExpression()).isEqualTo("PK = :pk");
            assertThat(plan.reason()).contains("Third items share the item collection and sort between the wanted "
                    + "ones; the application must discard them");
            assertThat(plan.fix()).map(Fix::cost).contains(ChangeCost.MIGRATION);
            assertThat(values(run(table, plan), "SK")).containsExactly("ITEM#sku-1", "ITEM#sku-2", "LOG#1", "META");
        }
    }

    /** The seed's composite sort key for hierarchies: SK = ORG#{orgId}#DEPT#{deptId}#EMP#{empId}. */
    @Nested
    class Hierarchies {
        static Table org() {
            Entity org = entity("Org", 30, List.of(counted("orgId", 30), attr("name")),
                    keys("PK", "ORG#{orgId}", "SK", "ORG#{orgId}"), record("orgId", "o1", "name", "Acme"));
            Entity department = entity("Department", 300, List.of(counted("orgId", 30), attr("deptId")),
                    keys("PK", "ORG#{orgId}", "SK", "ORG#{orgId}#DEPT#{deptId}"),
                    record("orgId", "o1", "deptId", "eng"), record("orgId", "o1", "deptId", "engx"),
                    record("orgId", "o1", "deptId", "sales"));
            Entity employee = entity("Employee", 3000, List.of(counted("orgId", 30), attr("deptId"), attr("empId")),
                    keys("PK", "ORG#{orgId}", "SK", "ORG#{orgId}#DEPT#{deptId}#EMP#{empId}"),
                    record("orgId", "o1", "deptId", "eng", "empId", "e1"),
                    record("orgId", "o1", "deptId", "eng", "empId", "e2"),
                    record("orgId", "o1", "deptId", "engx", "empId", "e3"),
                    record("orgId", "o1", "deptId", "sales", "empId", "e4"));
            return table(List.of(), org, department, employee);
        }

        @Test
        void departmentWithItsEmployeesReturnsExactlyThemNotTheDepartmentWhoseIdStartsTheSame() {
            AccessPatternPlan plan = plan(org(), pattern("Department", "Employee").equal("orgId", "o1")
                    .equal("deptId", "eng"));

            assertThat(values(run(org(), plan), "SK")).containsExactly("ORG#o1#DEPT#eng", "ORG#o1#DEPT#eng#EMP#e1",
                    "ORG#o1#DEPT#eng#EMP#e2");
        }

        @Test
        void departmentsEmployeesAreFoundByBeginsWithOnTheDeepestDeterminedPrefix() {
            AccessPatternPlan plan = plan(org(), pattern("Employee").equal("orgId", "o1").equal("deptId", "eng"));

            assertThat(plan.request().keyConditionExpression()).isEqualTo("PK = :pk AND begins_with(SK, :sk)");
            assertThat(plan.request().values()).containsEntry(":sk", s("ORG#o1#DEPT#eng#EMP#"));
            assertThat(values(run(org(), plan), "empId")).containsExactly("e1", "e2");
        }

        @Test
        void departmentsEmployeesNeedNoFilter() {
            AccessPatternPlan plan = plan(org(), pattern("Employee").equal("orgId", "o1").equal("deptId", "eng"));

            assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
            assertThat(plan.request().filterExpression()).isNull();
        }

        @Test
        void oneEmployeeByItsFullKeyIsAGetItem() {
            AccessPatternPlan plan = plan(org(), pattern("Employee").equal("orgId", "o1").equal("deptId", "eng")
                    .equal("empId", "e2"));

            assertThat(plan.resolution()).isEqualTo(Resolution.GET_ITEM);
            assertThat(plan.request().key()).isEqualTo(Map.of("PK", s("ORG#o1"), "SK", s("ORG#o1#DEPT#eng#EMP#e2")));
        }

        @Test
        void departmentWithItsEmployeesIsOneExactRange() {
            AccessPatternPlan plan = plan(org(), pattern("Department", "Employee").equal("orgId", "o1")
                    .equal("deptId", "eng"));

            assertThat(plan.resolution()).as(plan.reason()).isEqualTo(Resolution.QUERY);
            assertThat(plan.request().keyConditionExpression()).isEqualTo("PK = :pk AND SK BETWEEN :skFrom AND :skTo");
            assertThat(plan.request().values()).containsEntry(":skFrom", s("ORG#o1#DEPT#eng"))
                    .containsEntry(":skTo", s("ORG#o1#DEPT#eng#EMP$"));
            assertThat(values(run(org(), plan), "SK")).containsExactly("ORG#o1#DEPT#eng", "ORG#o1#DEPT#eng#EMP#e1",
                    "ORG#o1#DEPT#eng#EMP#e2");
        }
    }
}
