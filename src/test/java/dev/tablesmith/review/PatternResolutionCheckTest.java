package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.oneOf;
import static dev.tablesmith.review.DesignReviewTest.Build.read;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.CostEstimate;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PatternResolutionCheckTest {

    private static Entity order(String... statuses) {
        return entity("Order", 1_000_000, List.of(s("customerId", 1000), s("orderId", 1_000_000), oneOf("status",
                statuses)), Map.of("PK", "CUST#{customerId}", "SK", "ORDER#{orderId}"));
    }

    @Test
    void patternNoIndexServesIsAScanError() {
        Table table = table(List.of(), List.of(order("PENDING", "PAID")),
                List.of(read("AP1", "Orders by status", "Order", 1, Equality.input("status"))));

        List<Finding> findings = check(new PatternResolutionCheck(), table);

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("scan-required");
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.location().path()).isEqualTo("/tables/0/accessPatterns/0");
            assertThat(f.location().pattern()).isEqualTo("AP1");
            assertThat(f.location().entity()).isEqualTo("Order");
            assertThat(f.message()).isEqualTo("AP1 \"Orders by status\" needs a Scan: no index can serve it, so every"
                    + " call reads the whole table (~1,000,000 items)");
            assertThat(f.explanation()).contains("FilterExpression", "no index can serve it", "Cheapest fix");
        });
    }

    @Test
    void patternServedByTheTableKeyIsNotFlagged() {
        Table table = table(List.of(), List.of(order("PENDING", "PAID")),
                List.of(read("AP1", "A customer's orders", "Order", 1, Equality.input("customerId"))));

        assertThat(check(new PatternResolutionCheck(), table)).isEmpty();
    }

    @Test
    void filterKeepingOneItemInTwentyIsAnOverread() {
        String[] twenty = new String[20];
        for (int i = 0; i < twenty.length; i++) {
            twenty[i] = "S" + i;
        }
        Table table = table(List.of(), List.of(order(twenty)), List.of(read("AP1", "A customer's S1 orders",
                "Order", 1, Equality.input("customerId"), Equality.fixed("status", "S1"))));
        CostEstimate cost = new AccessPatternPlanner(table, Pricing.usEast1()).planAll().get(0).cost();

        List<Finding> findings = check(new PatternResolutionCheck(), table);

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("filter-overread");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.location().index()).isEqualTo("table");
            assertThat(cost.itemsRead()).isEqualTo(1000);
            assertThat(f.message()).isEqualTo("AP1 \"A customer's S1 orders\" reads ~1,000 items per call to return"
                    + " ~" + Amounts.of(cost.itemsReturned()) + " (" + Amounts.of(1000 / cost.itemsReturned())
                    + "x): its FilterExpression discards the rest after the read");
        });
    }

    @Test
    void aConditionTheApplicationDiscardsIsAnOverreadSaidAsSuch() {
        // GSI sorted by region then status: a pattern by customer and status skips region, so the key condition is
        // customerId alone (1,000 orders) and the application keeps the 1 in 20 with the status.
        String[] twenty = new String[20];
        for (int i = 0; i < twenty.length; i++) {
            twenty[i] = "S" + i;
        }
        Entity order = entity("Order", 1_000_000, List.of(s("customerId", 1000), s("orderId", 1_000_000),
                s("region", 10), oneOf("status", twenty)), Map.of("PK", "ORDER#{orderId}", "SK", "ORDER",
                "customerId", "{customerId}", "region", "{region}", "status", "{status}"));
        SecondaryIndex byCustomer = SecondaryIndex.gsi("ByCustomer", new KeySchema(List.of(
                KeyAttribute.s("customerId")), List.of(KeyAttribute.s("region"), KeyAttribute.s("status"))),
                Projection.all());
        Table table = table(List.of(byCustomer), List.of(order), List.of(read("AP1", "A customer's S1 orders",
                "Order", 1, Equality.input("customerId"), Equality.fixed("status", "S1"))));

        List<Finding> findings = check(new PatternResolutionCheck(), table);

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("filter-overread");
            assertThat(f.location().index()).isEqualTo("ByCustomer");
            assertThat(f.message()).isEqualTo("AP1 \"A customer's S1 orders\" reads ~1,000 items per call to return"
                    + " ~50 (20x): the application discards the rest after the read, as a FilterExpression cannot"
                    + " read status, a key attribute of ByCustomer");
        });
    }

    @Test
    void filterKeepingOneItemInTwoIsNotAnOverread() {
        Table table = table(List.of(), List.of(order("A", "B")), List.of(read("AP1", "", "Order", 1,
                Equality.input("customerId"), Equality.fixed("status", "A"))));

        assertThat(check(new PatternResolutionCheck(), table)).isEmpty();
    }
}
