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
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class HotPartitionCheckTest {

    /** Orders in their customer's collection, on GSI1 by status and on the sparse GSI2 while PENDING. */
    private static Entity order() {
        return entity("Order", 2_000_000, List.of(s("customerId", 100_000), s("orderId", 2_000_000),
                        oneOf("status", "PENDING", "PAID", "FULFILLED", "CANCELLED"), s("orderedAt")),
                Map.of("PK", "CUST#{customerId}", "SK", "ORDER#{orderId}", "GSI1PK", "STATUS#{status}",
                        "GSI1SK", "{orderedAt}", "GSI2PK", "OPEN when status = PENDING"),
                record("customerId", "c1", "orderId", "o9", "status", "PENDING", "orderedAt", "2026-07-14T09:30Z"),
                record("customerId", "c2", "orderId", "o4", "status", "PAID", "orderedAt", "2026-04-08T11:15Z"));
    }

    private static Table orders(List<AccessPattern> patterns) {
        return table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK"), gsi("GSI2", "GSI2PK", null)), List.of(order()),
                patterns);
    }

    @Test
    void constantSparseKeyUnderAHighOrderRateIsAHotPartition() {
        List<Finding> findings = check(new HotPartitionCheck(), orders(List.of(put("AP1", List.of("Order"), 5000))));

        assertThat(findings).filteredOn(f -> f.location().index().equals("GSI2")).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("hot-partition");
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/0/keys/GSI2PK/template");
            assertThat(f.location().index()).isEqualTo("GSI2");
            assertThat(f.location().template()).isEqualTo("OPEN");
            assertThat(f.location().pattern()).isEqualTo("AP1");
            assertThat(f.message()).isEqualTo("GSI2 partition OPEN takes ~5,000 WCU/s of writes, above the 1,000"
                    + " WCU/s one partition serves; write-shard it as OPEN#{shard} over 5 shards (7 for 20% headroom)");
            assertThat(f.explanation()).contains("AP1: 5,000 calls/s x 1 WCU on GSI2 (Order)",
                    "5 = ceil(5,000 / 1,000)", "7 = ceil(5,000 / 800)", "scatter-gather");
        });
    }

    @Test
    void lowCardinalityKeyIsHotWhenItsShareOfTheWritesIsAboveTheCeiling() {
        List<Finding> findings = check(new HotPartitionCheck(), orders(List.of(put("AP1", List.of("Order"), 5000))));

        assertThat(findings).filteredOn(f -> f.location().index().equals("GSI1")).singleElement()
                .satisfies(f -> {
                    assertThat(f.message()).isEqualTo("each GSI1 partition STATUS#{status} takes ~1,250 WCU/s of"
                            + " writes, above the 1,000 WCU/s one partition serves; write-shard it as"
                            + " STATUS#{status}#{shard} over 2 shards");
                    assertThat(f.explanation()).contains("/ 4 partition key values");
                });
    }

    @Test
    void sameKeyUnderAModestRateIsNotHot() {
        assertThat(check(new HotPartitionCheck(), orders(List.of(put("AP1", List.of("Order"), 500))))).isEmpty();
    }

    @Test
    void writesToOneKeyFromSeveralPatternsAddUp() {
        List<Finding> findings = check(new HotPartitionCheck(), orders(List.of(put("AP1", List.of("Order"), 600),
                put("AP2", List.of("Order"), 600))));

        assertThat(findings).singleElement().satisfies(f -> assertThat(f.message())
                .startsWith("GSI2 partition OPEN takes ~1,200 WCU/s").endsWith("over 2 shards"));
    }

    @Test
    void writesSpreadOverManyCustomersAndFourStatusesAreNotHot() {
        List<Finding> findings = check(new HotPartitionCheck(), orders(List.of(put("AP1", List.of("Order"), 3000))));

        assertThat(findings).extracting(f -> f.location().index()).containsOnly("GSI2");
    }

    @Test
    void readsOfOneFixedStatusAboveThreeThousandUnitsAreHot() {
        AccessPattern pending = list("AP1", "Order", 5000, 100, "GSI1", null, Equality.fixed("status", "PENDING"));

        List<Finding> findings = check(new HotPartitionCheck(), orders(List.of(pending)));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.location().index()).isEqualTo("GSI1");
            assertThat(f.message()).startsWith("GSI1 partition STATUS#PENDING takes ~")
                    .contains("RCU/s of reads, above the 3,000 RCU/s one partition serves; cache it, or keep")
                    .endsWith("copies as STATUS#{status}#{shard} and read one at random (5 for 20% headroom)");
        });
    }

    @Test
    void readsOfOneStatusAtALowRateAreNotHot() {
        AccessPattern pending = list("AP1", "Order", 10, 100, "GSI1", null, Equality.fixed("status", "PENDING"));

        assertThat(check(new HotPartitionCheck(), orders(List.of(pending)))).isEmpty();
    }

    @Test
    void shardedTemplateAppendsTheShardAfterASeparator() {
        assertThat(HotPartitionCheck.shardedTemplate(dev.tablesmith.template.KeyTemplate.parse("OPEN")))
                .isEqualTo("OPEN#{shard}");
        assertThat(HotPartitionCheck.shardedTemplate(dev.tablesmith.template.KeyTemplate.parse("EVENT#{id}#")))
                .isEqualTo("EVENT#{id}#{shard}");
    }
}
