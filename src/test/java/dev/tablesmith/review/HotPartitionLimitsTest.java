package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.gsi;
import static dev.tablesmith.review.DesignReviewTest.Build.list;
import static dev.tablesmith.review.DesignReviewTest.Build.oneOf;
import static dev.tablesmith.review.DesignReviewTest.Build.put;
import static dev.tablesmith.review.DesignReviewTest.Build.record;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The per-partition limits at their edges: 1,000 WCU and 3,000 RCU per second per partition key value, "or a linear
 * combination of both" (DynamoDB Developer Guide, "Understanding DynamoDB warm throughput in different scenarios":
 * "each individual partition is limited to 1,000 write units per second and 3,000 read units per second"), the shard
 * counts that remove a breach, and key skew.
 */
class HotPartitionLimitsTest {
    /** The open orders: the sparse GSI2 holds an order while it is PENDING. */
    private static final Equality PENDING = Equality.fixed("status", "PENDING");

    /** Small orders (1 WCU a write) on the sparse, constant GSI2 key OPEN while PENDING. */
    private static Entity order(Attribute customer) {
        return entity("Order", 2_000_000, List.of(customer, s("orderId", 2_000_000),
                        oneOf("status", "PENDING", "PAID"), s("orderedAt")),
                Map.of("PK", "CUST#{customerId}", "SK", "ORDER#{orderId}", "GSI2PK", "OPEN when status = PENDING",
                        "GSI2SK", "{orderedAt}"),
                record("customerId", "c1", "orderId", "o9", "status", "PENDING", "orderedAt", "2026-07-14T09:30Z"));
    }

    private static Table orders(Attribute customer, AccessPattern... patterns) {
        return table(List.of(gsi("GSI2", "GSI2PK", "GSI2SK")), List.of(order(customer)), List.of(patterns));
    }

    private static Table orders(AccessPattern... patterns) {
        return orders(s("customerId", 100_000), patterns);
    }

    private static List<Finding> onGsi2(Table table) {
        return check(new HotPartitionCheck(), table).stream().filter(f -> f.location().index().equals("GSI2"))
                .toList();
    }

    @Test
    void writesJustUnderOneThousandUnitsAreNotHot() {
        assertThat(onGsi2(orders(put("AP1", List.of("Order"), 999.9)))).isEmpty();
    }

    @Test
    void writesJustOverOneThousandUnitsAreHotAndTwoShardsRemoveIt() {
        assertThat(onGsi2(orders(put("AP1", List.of("Order"), 1000.1)))).singleElement().satisfies(f ->
                assertThat(f.message()).isEqualTo("GSI2 partition OPEN takes ~1,000 WCU/s of writes, above the"
                        + " 1,000 WCU/s one partition serves; write-shard it as OPEN#{shard} over 2 shards"));
    }

    @Test
    void writesExactlyAtTheCeilingAreWithinIt() {
        assertThat(onGsi2(orders(put("AP1", List.of("Order"), 1000)))).isEmpty();
    }

    @ParameterizedTest(name = "{0} WCU/s: {1} shards, {2} with headroom")
    @CsvSource({"1000.1, 2, 2", "1600, 2, 2", "1600.1, 2, 3", "2000, 2, 3", "4000, 4, 5", "5000, 5, 7",
        "8000, 8, 10", "8000.1, 9, 11"})
    void shardCountIsTheCeilingOfLoadOverLimitAndHeadroomKeepsEachAtEightyPercent(double load, int shards,
                                                                                  int headroom) {
        assertThat(HotPartitionCheck.shards(load, HotPartitionCheck.WRITE_CEILING)).isEqualTo(shards);
        assertThat(HotPartitionCheck.shardsWithHeadroom(load, HotPartitionCheck.WRITE_CEILING)).isEqualTo(headroom);
    }

    @Test
    void readShardCountsUseTheThreeThousandUnitCeiling() {
        assertThat(HotPartitionCheck.shards(3000, HotPartitionCheck.READ_CEILING)).isEqualTo(1);
        assertThat(HotPartitionCheck.shards(3000.1, HotPartitionCheck.READ_CEILING)).isEqualTo(2);
        assertThat(HotPartitionCheck.shardsWithHeadroom(4800, HotPartitionCheck.READ_CEILING)).isEqualTo(2);
        assertThat(HotPartitionCheck.shardsWithHeadroom(4800.1, HotPartitionCheck.READ_CEILING)).isEqualTo(3);
    }

    @Test
    void aDeclaredSkewSendsItsShareOfTheCallsToTheHottestValue() {
        // 100,000 customers: evenly, 3,000 orders/s give each 0.03 WCU/s; when one customer places half of them
        // (a marketplace's biggest seller), its partition takes 1,500
        Attribute skewed = s("customerId", 100_000).withHotShare(0.5);

        List<Finding> findings = check(new HotPartitionCheck(), orders(skewed, put("AP1", List.of("Order"), 3000)))
                .stream().filter(f -> f.location().index().equals("table")).toList();

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.message()).isEqualTo("the hottest table partition CUST#{customerId} (customerId's top"
                    + " value gets 50% of calls) takes ~1,500 WCU/s of writes, above the 1,000 WCU/s one partition"
                    + " serves; write-shard it as CUST#{customerId}#{shard} over 2 shards");
            assertThat(f.explanation()).contains("AP1: 3,000 calls/s x 1 WCU on table (Order) x 50% of calls to the"
                    + " hottest value", "A higher-cardinality key");
        });
    }

    @Test
    void withoutASkewTheSameRateSpreadsOverEveryCustomer() {
        assertThat(check(new HotPartitionCheck(), orders(put("AP1", List.of("Order"), 3000))))
                .noneMatch(f -> f.location().index().equals("table"));
    }

    @Test
    void aSkewBelowAnEvenSpreadCannotMakeAKeyCooler() {
        // a top share of 0.001% of 4 statuses would be below 1/4: the even spread stands
        Attribute customer = new Attribute("customerId", dev.tablesmith.model.AttributeType.S, true, List.of(), 2L,
                List.of(), 0.00001);
        Entity order = order(customer);
        Table table = orders(customer);
        double share = KeySkew.hottestShare(new ReviewContext(table, 0, dev.tablesmith.model.Pricing.usEast1())
                .scale(), order, List.of(dev.tablesmith.template.KeyTemplate.parse("CUST#{customerId}")), java.util
                .Set.of());

        assertThat(share).isEqualTo(0.5);
    }

    @Test
    void readsAndWritesUnderTheirOwnCeilingsAreHotWhenTogetherAboveOnePartition() {
        // 700 WCU/s of writes (70%) and reads of the open orders that take more than 30% of 3,000 RCU/s
        List<AccessPattern> patterns = new ArrayList<>(List.of(put("AP1", List.of("Order"), 700)));
        double readUnits = readUnitsPerCall();
        double rate = Math.ceil(1000 / readUnits); // 1,000 RCU/s: 33% of a partition
        patterns.add(list("AP2", "Order", rate, 25, "GSI2", null, PENDING));

        List<Finding> findings = onGsi2(orders(patterns.toArray(AccessPattern[]::new)));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("hot-partition");
            assertThat(f.message()).startsWith("GSI2 partition OPEN takes ~700 WCU/s and ~")
                    .contains("RCU/s: together 10", "% of what one partition serves")
                    .endsWith("write-shard it as OPEN#{shard} over 2 shards, or cache the reads");
            assertThat(f.explanation()).contains("linear combination", "AP2: ");
        });
    }

    @Test
    void readsAndWritesTogetherUnderOnePartitionAreNotHot() {
        double readUnits = readUnitsPerCall();
        double rate = Math.floor(800 / readUnits); // under 800 RCU/s: 27% of a partition, with 700 WCU/s 97%
        List<Finding> findings = onGsi2(orders(put("AP1", List.of("Order"), 700),
                list("AP2", "Order", rate, 25, "GSI2", null, PENDING)));

        assertThat(findings).isEmpty();
    }

    @Test
    void combinedShareIsReadsOverThreeThousandPlusWritesOverOneThousand() {
        assertThat(HotPartitionCheck.combined(1500, 500)).isEqualTo(1.0);
        assertThat(HotPartitionCheck.combined(1500.3, 500)).isGreaterThan(1.0);
    }

    /** What one call of the open-orders list costs on GSI2, as the planner estimates it. */
    private static double readUnitsPerCall() {
        // a Query of the one GSI2 partition, not a Scan
        Table table = orders(list("AP2", "Order", 1, 25, "GSI2", null, PENDING));
        dev.tablesmith.planner.AccessPatternPlan plan = new ReviewContext(table, 0,
                dev.tablesmith.model.Pricing.usEast1()).plans().get(0);
        assertThat(plan.resolution()).isEqualTo(dev.tablesmith.planner.Resolution.QUERY);
        return plan.cost().readUnits();
    }

    @Test
    void bundledHotKeyExampleWithItsTenShardsHasNoHotPartition() throws Exception {
        Design design = DesignReviewTest.example("hot-key-sharding");

        assertThat(new DesignReview().review(design)).noneMatch(f -> f.ruleId().equals("hot-partition"));
    }

    @Test
    void bundledHotKeyExampleWithTwoShardsNeedsFour() throws Exception {
        // the on-sale sends every purchase to one event (hotShare 1): 3,000 purchases/s over 2 shards is 1,500
        // WCU/s a shard, and the event's shard totals (100 updates/s over their 10 shards) add 10 to each, so the
        // key carries 3,020 WCU/s: ceil(3,020 / 1,000) = 4 shards, which also keep each under 80%
        Design design = DesignReviewTest.example("hot-key-sharding");
        Table table = design.tables().get(0);
        List<Entity> entities = table.entities().stream().map(e -> e.name().equals("Purchase")
                ? withShards(e, 2) : e).toList();
        Design fewer = Design.of(design.name(), table.withEntities(entities));

        List<Finding> hot = new DesignReview().review(fewer).stream()
                .filter(f -> f.ruleId().equals("hot-partition")).toList();

        assertThat(hot).singleElement().satisfies(f -> assertThat(f.message())
                .startsWith("the hottest table partition EVENT#{eventId}#{shard} (eventId's top value gets 100% of"
                        + " calls) takes ~")
                .contains("takes ~1,510 WCU/s of writes")
                .endsWith("raise the shard count of EVENT#{eventId}#{shard} from 2 to 4"));
    }

    private static Entity withShards(Entity entity, long shards) {
        List<Attribute> attributes = entity.attributes().stream().map(a -> a.name().equals("shard")
                ? new Attribute(a.name(), a.type(), a.required(), a.examples(), shards, a.enumValues()) : a).toList();
        return entity.withAttributes(attributes);
    }
}
