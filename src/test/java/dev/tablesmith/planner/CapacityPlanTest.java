package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tablesmith.engine.ItemMaterializer;
import dev.tablesmith.engine.SampleData;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * commerce-main's capacity: the write rules of the Developer Guide ("Provisioned throughput considerations for
 * global secondary indexes": a key change is a delete and a put; "DynamoDB Transactions": every unit twice), the
 * sparse GSI's member share, the streams free tier and the region's prices.
 */
class CapacityPlanTest {
    private static Table table;
    private static SampleData sample;
    private static AccessPatternPlanner planner;

    @BeforeAll
    static void load() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        table = design.table();
        sample = ItemMaterializer.materialize(table);
        planner = new AccessPatternPlanner(table, design.pricing(), sample);
    }

    private static CapacityPlan plan(Pricing pricing, String... ids) {
        List<AccessPatternPlan> plans = java.util.Arrays.stream(ids)
                .map(id -> planner.plan(table.accessPattern(id).orElseThrow())).toList();
        return CapacityPlan.of(table, pricing, plans, sample);
    }

    private static Map<String, IndexCapacity> byIndex(CapacityPlan plan) {
        return plan.indexes().stream().collect(Collectors.toMap(IndexCapacity::index, i -> i));
    }

    @Test
    void fulfillingAnOrderCountsTheGsi1KeyChangeTwiceAndTheTransactionTwiceAgain() {
        Map<String, Double> perCall = IndexLoads.writeUnitsPerCall(table, table.accessPattern("AP11").orElseThrow(),
                ScaleEstimates.of(table, sample));

        // GSI1: the entry moves (old entry deleted + new one put = 2 units) in a transaction (x2)
        assertThat(perCall.get("GSI1")).isEqualTo(4.0);
        // GSI2: the order leaves the sparse index (1 unit), x2
        assertThat(perCall.get("GSI2")).isEqualTo(2.0);
        // table: the order and its header, 1 unit each, x2
        assertThat(perCall.get("table")).isEqualTo(4.0);
    }

    @Test
    void placingAnOrderChargesTheSparseIndexOnlyForTheShareOfOrdersThatArePending() {
        long orders = sample.items().stream().filter(i -> i.entity().equals("Order")).count();
        long pending = sample.items().stream().filter(i -> i.entity().equals("Order"))
                .filter(i -> i.item().attributes().containsKey("GSI2PK")).count();
        Map<String, Double> perCall = IndexLoads.writeUnitsPerCall(table, table.accessPattern("AP10").orElseThrow(),
                ScaleEstimates.of(table, sample));

        assertThat(pending).isPositive().isLessThan(orders);
        // one Order put per call, 1 unit in GSI2 for a member, twice in the transaction
        assertThat(perCall.get("GSI2")).isCloseTo(2.0 * pending / orders, within(1e-12));
    }

    @Test
    void peakRatesBecomeCapacityAtTheTargetUtilisationAndTheAverageIsBilledOnDemand() {
        Pricing pricing = Pricing.usEast1().withPeakToAverage(4);
        CapacityPlan plan = plan(pricing, "AP11");
        IndexCapacity gsi1 = byIndex(plan).get("GSI1");

        // AP11 at 0.08 calls/s x 4 units = 0.32 WRU/s; 0.32 / 0.7 = 0.46 -> 1 WCU
        assertThat(gsi1.writeUnitsPerSecond()).isCloseTo(0.32, within(1e-12));
        assertThat(gsi1.writeCapacityUnits()).isEqualTo(1);
        assertThat(gsi1.readCapacityUnits()).isEqualTo(1);
        assertThat(gsi1.provisionedMonthly()).isCloseTo(730 * (0.00013 + 0.00065), within(1e-12));
        assertThat(gsi1.onDemandMonthly()).isCloseTo(0.32 * 2_628_000 / 1e6 * 0.625 / 4, within(1e-9));
        assertThat(plan.indexes()).extracting(IndexCapacity::index).containsExactly("table", "GSI1", "GSI2");
        assertThat(plan.lines()).extracting(MonthlyLine::item).contains("reads", "writes", "storage", "streams",
                "pitr");
    }

    @Test
    void streamReadsAreFreeUpTo2point5MillionAMonthThen2CentsPer100000() {
        // AP11 changes 2 items a call at 0.08 calls/s = 0.16 changes/s
        double hoursFor2point5Million = 2_500_000 / 0.16 / 3600;
        double hoursFor3point5Million = 3_500_000 / 0.16 / 3600;
        Pricing base = Pricing.usEast1();

        assertThat(streams(new Pricing("us-east-1", 0.125, 0.625, 0.00013, 0.00065, 0.25, hoursFor2point5Million)))
                .isCloseTo(0, within(1e-9));
        assertThat(streams(new Pricing("us-east-1", 0.125, 0.625, 0.00013, 0.00065, 0.25, hoursFor3point5Million)))
                .isCloseTo(0.20, within(1e-9));
        assertThat(streams(base)).isZero();
    }

    private static double streams(Pricing pricing) {
        return plan(pricing, "AP11").lines().stream().filter(l -> l.item().equals("streams")).findFirst()
                .orElseThrow().onDemand();
    }

    @Test
    void pointInTimeRecoveryBillsTheTableSizeAt20CentsPerGbMonth() {
        CapacityPlan plan = plan(Pricing.usEast1(), "AP11");
        double tableBytes = StorageEstimate.of(table, Pricing.usEast1(), sample).indexes().get(0).bytes();

        assertThat(plan.lines().stream().filter(l -> l.item().equals("pitr")).findFirst().orElseThrow().onDemand())
                .isCloseTo(tableBytes / (1024.0 * 1024 * 1024) * 0.20, within(1e-9));
    }

    @Test
    void aRegionsPricesReplaceTheDesignsAndKeepItsTrafficAssumptions() {
        Pricing design = Pricing.usEast1().withPeakToAverage(3).withTargetUtilization(0.5);
        Pricing ireland = PriceTable.of("eu-west-1").orElseThrow().applyTo(design);
        CapacityPlan plan = plan(ireland, "AP11");

        assertThat(ireland.region()).isEqualTo("eu-west-1");
        assertThat(ireland.peakToAverage()).isEqualTo(3);
        assertThat(ireland.targetUtilization()).isEqualTo(0.5);
        assertThat(plan.prices().region()).isEqualTo("eu-west-1");
        assertThat(byIndex(plan).get("GSI2").provisionedMonthly())
                .isCloseTo(730 * (ireland.rcuHour() + ireland.wcuHour()), within(1e-12));
        assertThat(PriceTable.forPricing(new Pricing("mars-1", 1, 1, 1, 1, 1, 730)).region())
                .isEqualTo("us-east-1");
    }

    @Test
    void theTotalsAddEveryLineAndTheRecommendationFollowsTheAverage() {
        CapacityPlan spiky = plan(Pricing.usEast1().withPeakToAverage(20), "AP1", "AP2", "AP10", "AP11");
        CapacityPlan steady = plan(Pricing.usEast1(), "AP1", "AP2", "AP10", "AP11");

        assertThat(spiky.comparison().onDemandMonthly()).isCloseTo(spiky.lines().stream()
                .mapToDouble(MonthlyLine::onDemand).sum(), within(1e-9));
        assertThat(spiky.comparison().provisionedMonthly()).isCloseTo(spiky.lines().stream()
                .mapToDouble(MonthlyLine::provisioned).sum(), within(1e-9));
        assertThat(spiky.comparison().recommended()).isEqualTo(dev.tablesmith.model.BillingMode.PAY_PER_REQUEST);
        assertThat(spiky.comparison().reason()).startsWith("on-demand: your average is 5% of peak");
        assertThat(steady.comparison().averageShare()).isEqualTo(1);
    }
}
