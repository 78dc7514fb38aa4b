package dev.tablesmith.planner;

import static dev.tablesmith.planner.PlannerRulesTest.commerce;
import static dev.tablesmith.planner.PlannerRulesTest.pattern;
import static dev.tablesmith.planner.PlannerRulesTest.plan;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import org.junit.jupiter.api.Test;

/**
 * The cost model's estimates on small designs: items per partition from entity counts and distinct values, the
 * 10% range selectivity, the Limit cap, a Scan reading every item, RCU per call, and the monthly price.
 */
class PlannerCostTest {
    private static final Pricing PRICES = Pricing.usEast1();
    private static final double SECONDS_PER_MONTH = PRICES.hoursPerMonth() * 3600;

    @Test
    void queryReadsItemCountOverDistinctValuesOfTheKeyAttribute() {
        // 1000 orders over 100 customers: 10 orders per customer, a few hundred bytes in all, one 4 KB read unit.
        CostEstimate cost = plan(commerce(), pattern("Order").equal("customerId", "c1")).cost();

        assertThat(cost.itemsRead()).isEqualTo(10.0);
        assertThat(cost.itemsReturned()).isEqualTo(10.0);
        assertThat(cost.readUnits()).isEqualTo(0.5);
        assertThat(cost.writeUnits()).isZero();
        assertThat(cost.monthlyCost()).isCloseTo(1 * SECONDS_PER_MONTH * 0.5 / 1e6 * 0.125, within(1e-9));
        assertThat(cost.basis()).isEqualTo("items per partition = item count / distinct values of {customerId}");
    }

    @Test
    void limitCapsWhatOneCallReads() {
        CostEstimate cost = plan(commerce(), pattern("Order").equal("customerId", "c1").limit(4)).cost();

        assertThat(cost.itemsRead()).isEqualTo(4.0);
        assertThat(cost.itemsReturned()).isEqualTo(4.0);
        assertThat(cost.basis()).endsWith("; Limit 4 caps what one call reads");
    }

    @Test
    void rangeInTheKeyConditionSelectsATenth() {
        Table readings = PlannerRulesTest.NumbersInStringSortKeys.readings("SEQ#{seq|pad:10}");

        // 10,000 readings over 10 sensors, a tenth of them in the window.
        CostEstimate cost = plan(readings, PlannerRulesTest.NumbersInStringSortKeys.window()).cost();

        assertThat(cost.itemsRead()).isCloseTo(100.0, within(1e-9));
        assertThat(cost.itemsReturned()).isCloseTo(100.0, within(1e-9));
        assertThat(cost.basis()).contains(", a range selects 10%");
    }

    @Test
    void rangeInAFilterReadsTheWholePartitionAndReturnsATenth() {
        Table readings = PlannerRulesTest.NumbersInStringSortKeys.readings("SEQ#{seq}");

        CostEstimate cost = plan(readings, PlannerRulesTest.NumbersInStringSortKeys.window()).cost();

        assertThat(cost.itemsRead()).isCloseTo(1000.0, within(1e-9));
        assertThat(cost.itemsReturned()).isCloseTo(100.0, within(1e-9));
    }

    @Test
    void scanReadsEveryItemOfTheTableOnEveryCall() {
        CostEstimate cost = plan(commerce(), pattern("Order").equal("orderId", "o3")).cost();

        // 100 customers and 1000 orders; one order matches.
        assertThat(cost.itemsRead()).isEqualTo(1100.0);
        assertThat(cost.itemsReturned()).isCloseTo(1.0, within(1e-9));
        assertThat(cost.basis()).isEqualTo("a Scan reads every item of the table (1100 items), every call");
        assertThat(cost.readUnits()).isGreaterThan(plan(commerce(), pattern("Order").equal("customerId", "c1"))
                .cost().readUnits());
    }

    @Test
    void stronglyConsistentGetItemCostsOneReadUnitInsteadOfHalf() {
        CostEstimate eventual = plan(commerce(), pattern("Customer").equal("customerId", "c1")).cost();
        CostEstimate strong = plan(commerce(), pattern("Customer").equal("customerId", "c1").strong()).cost();

        assertThat(eventual.readUnits()).isEqualTo(0.5);
        assertThat(strong.readUnits()).isEqualTo(1.0);
        assertThat(eventual.itemsRead()).isEqualTo(1.0);
        assertThat(eventual.basis()).isEqualTo("one item by its full primary key");
    }

    @Test
    void equalityFilterDividesWhatIsReturnedByTheDistinctValuesOnce() {
        // 10 orders per customer; status has 3 values, so a third of them come back.
        AccessPatternPlan plan = plan(commerce(), pattern("Order").equal("customerId", "c1")
                .equal("status", "PAID").on("table"));

        assertThat(plan.request().filterExpression()).isEqualTo("#status = :status");
        assertThat(plan.cost().itemsRead()).isEqualTo(10.0);
        assertThat(plan.cost().itemsReturned()).isCloseTo(10.0 / 3, within(1e-9));
    }

    @Test
    void discriminatorFilterReadsTheOtherEntitysItemsAndReturnsEveryWantedOne() {
        // 1000 payments and 100 refunds over 10 accounts: one Query reads 100 + 10 items and returns the 100.
        AccessPatternPlan plan = plan(PlannerCollectionRulesTest.ItemCollections.ledger(), pattern("Payment")
                .equal("accountId", "a1"));

        assertThat(plan.request().filterExpression()).isEqualTo("attribute_exists(paymentId)");
        assertThat(plan.cost().itemsRead()).isCloseTo(110.0, within(1e-9));
        assertThat(plan.cost().itemsReturned()).isCloseTo(100.0, within(1e-9));
    }
}
