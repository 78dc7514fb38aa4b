package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.gsi;
import static dev.tablesmith.review.DesignReviewTest.Build.list;
import static dev.tablesmith.review.DesignReviewTest.Build.put;
import static dev.tablesmith.review.DesignReviewTest.Build.record;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.model.WarmThroughput;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Table and GSI throughput limits at their edges. Sources: DynamoDB Developer Guide, "Service, account, and table
 * quotas" (per table, and per GSI of an on-demand table, 40,000 read and 40,000 write units per second by default),
 * "DynamoDB maximum throughput for on-demand tables" (requests past MaxReadRequestUnits / MaxWriteRequestUnits are
 * throttled), "Understanding DynamoDB warm throughput".
 */
class TableThroughputCheckTest {

    /** Users spread over a million keys (no hot partition), each put 1 WCU on the table and 1 on GSI1. */
    private static Entity user() {
        return entity("User", 1_000_000, List.of(s("userId", 1_000_000), s("email", 1_000_000)),
                Map.of("PK", "USER#{userId}", "SK", "PROFILE", "GSI1PK", "EMAIL#{email}", "GSI1SK", "USER"),
                record("userId", "u1", "email", "a@example.com"));
    }

    private static Table users(TableSettings settings, SecondaryIndex gsi1, AccessPattern... patterns) {
        return table(List.of(gsi1), List.of(user()), List.of(patterns)).withSettings(settings);
    }

    private static Table users(TableSettings settings, AccessPattern... patterns) {
        return users(settings, gsi("GSI1", "GSI1PK", "GSI1SK"), patterns);
    }

    private static List<Finding> findings(Table table, ReviewRule rule) {
        return check(new TableThroughputCheck(), table).stream().filter(f -> f.ruleId().equals(rule.id())).toList();
    }

    @Test
    void peakExactlyAtTheFortyThousandUnitQuotaIsWithinIt() {
        Table table = users(TableSettings.onDemand(), put("AP1", List.of("User"), 40_000));

        assertThat(findings(table, ReviewRule.TABLE_THROUGHPUT_QUOTA)).isEmpty();
    }

    @Test
    void peakJustAboveTheQuotaIsAFindingOnTheTableAndOnTheGsiItFeeds() {
        Table table = users(TableSettings.onDemand(), put("AP1", List.of("User"), 40_000.5));

        List<Finding> findings = findings(table, ReviewRule.TABLE_THROUGHPUT_QUOTA);

        assertThat(findings).extracting(f -> f.location().index()).containsExactly("table", "GSI1");
        assertThat(findings.get(0).severity()).isEqualTo(Severity.WARNING);
        assertThat(findings.get(0).message()).isEqualTo("The table peaks at ~40,001 write units/s, above the default"
                + " quota of 40,000 read and 40,000 write units per second per table; request a quota increase"
                + " before deploying, or spread the load (cache reads, move entities to another table)");
        assertThat(findings.get(0).location().path()).isEqualTo("/tables/0");
        assertThat(findings.get(1).message()).startsWith("GSI GSI1 peaks at ~40,001 write units/s")
                .contains("per GSI");
        assertThat(findings.get(1).location().path()).isEqualTo("/tables/0/globalSecondaryIndexes/0");
        assertThat(findings.get(0).explanation()).contains("ServiceQuotas.html", "Peak writes: AP1: 40,001 calls/s x 1 WCU");
    }

    @Test
    void readsCountAgainstTheReadQuota() {
        AccessPattern profile = DesignReviewTest.Build.read("AP1", "Get user", "User", 80_001,
                Equality.input("userId"));
        // one eventually consistent read of a small item is 0.5 RCU: 80,001 calls are 40,000.5 units
        assertThat(findings(users(TableSettings.onDemand(), profile), ReviewRule.TABLE_THROUGHPUT_QUOTA))
                .singleElement().satisfies(f -> assertThat(f.message())
                        .startsWith("The table peaks at ~40,001 read units/s"));
        AccessPattern under = DesignReviewTest.Build.read("AP1", "Get user", "User", 80_000,
                Equality.input("userId"));
        assertThat(findings(users(TableSettings.onDemand(), under), ReviewRule.TABLE_THROUGHPUT_QUOTA)).isEmpty();
    }

    @Test
    void onDemandMaximumBelowThePeakThrottlesAndSaysWhatToRaiseItTo() {
        TableSettings capped = TableSettings.onDemand().withOnDemandThroughput(new OnDemandThroughput(null, 500L));

        List<Finding> findings = findings(users(capped, put("AP1", List.of("User"), 600)),
                ReviewRule.ON_DEMAND_MAXIMUM);

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.ERROR);
            assertThat(f.message()).isEqualTo("The table peaks at ~600 write units/s, above its maximum on-demand"
                    + " throughput of 500 write units/s; requests past it are throttled: raise the maximum to at"
                    + " least 600 write units/s");
            assertThat(f.explanation()).contains("MaxOnDemandThroughputExceeded");
        });
    }

    @Test
    void onDemandMaximumAtThePeakIsEnough() {
        TableSettings capped = TableSettings.onDemand().withOnDemandThroughput(new OnDemandThroughput(null, 600L));

        assertThat(findings(users(capped, put("AP1", List.of("User"), 600)), ReviewRule.ON_DEMAND_MAXIMUM)).isEmpty();
    }

    @Test
    void aGsiHasItsOwnMaximumAndCountsTheWritesThatFeedIt() {
        SecondaryIndex capped = gsi("GSI1", "GSI1PK", "GSI1SK")
                .withThroughputLimits(new OnDemandThroughput(1000L, 50L), null);

        List<Finding> findings = findings(users(TableSettings.onDemand(), capped, put("AP1", List.of("User"), 51)),
                ReviewRule.ON_DEMAND_MAXIMUM);

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.location().index()).isEqualTo("GSI1");
            assertThat(f.message()).startsWith("GSI GSI1 peaks at ~51 write units/s, above its maximum on-demand"
                    + " throughput of 1,000 read and 50 write units/s");
        });
    }

    @Test
    void aProvisionedTableIgnoresAMaximumOnDemandThroughput() {
        TableSettings provisioned = new TableSettings(BillingMode.PROVISIONED, new Throughput(10_000, 10_000), null,
                null, true, new OnDemandThroughput(1L, 1L), null);

        assertThat(findings(users(provisioned, put("AP1", List.of("User"), 600)), ReviewRule.ON_DEMAND_MAXIMUM))
                .isEmpty();
    }

    @Test
    void peakAboveTheWarmThroughputThrottlesTheFirstBurst() {
        TableSettings warm = TableSettings.onDemand().withWarmThroughput(new WarmThroughput(12_000L, 4_000L));

        assertThat(findings(users(warm, put("AP1", List.of("User"), 4_000)), ReviewRule.WARM_THROUGHPUT)).isEmpty();
        assertThat(findings(users(warm, put("AP1", List.of("User"), 4_001)), ReviewRule.WARM_THROUGHPUT))
                .singleElement().satisfies(f -> {
                    assertThat(f.severity()).isEqualTo(Severity.WARNING);
                    assertThat(f.message()).isEqualTo("The table peaks at ~4,001 write units/s, above its warm"
                            + " throughput of 12,000 read and 4,000 write units/s; the first burst past it is"
                            + " throttled while DynamoDB scales: pre-warm to at least 12,000 read and 4,001 write"
                            + " units/s");
                });
    }

    @Test
    void provisionedCapacityBelowThePeakIsThrottled() {
        TableSettings provisioned = new TableSettings(BillingMode.PROVISIONED, new Throughput(5, 100), null, null);

        assertThat(findings(users(provisioned, put("AP1", List.of("User"), 100)),
                ReviewRule.PROVISIONED_BELOW_PEAK)).isEmpty();
        List<Finding> findings = findings(users(provisioned, put("AP1", List.of("User"), 150)),
                ReviewRule.PROVISIONED_BELOW_PEAK);

        // the GSI has no throughput of its own, so it has the table's
        assertThat(findings).extracting(f -> f.location().index()).containsExactly("table", "GSI1");
        assertThat(findings.get(0).severity()).isEqualTo(Severity.ERROR);
        assertThat(findings.get(0).message()).isEqualTo("The table peaks at ~150 write units/s, above its"
                + " provisioned 5 RCU / 100 WCU; provision at least 5 RCU / 150 WCU, or switch to on-demand");
        assertThat(findings.get(1).explanation()).contains("holds back the table writes");
    }

    @Test
    void aGsiWithItsOwnProvisionedThroughputIsCheckedAgainstIt() {
        TableSettings provisioned = new TableSettings(BillingMode.PROVISIONED, new Throughput(5, 1000), null, null);
        SecondaryIndex own = gsi("GSI1", "GSI1PK", "GSI1SK").withProvisioned(new Throughput(5, 20));

        assertThat(findings(users(provisioned, own, put("AP1", List.of("User"), 21)),
                ReviewRule.PROVISIONED_BELOW_PEAK)).singleElement()
                .satisfies(f -> assertThat(f.message()).startsWith("GSI GSI1 peaks at ~21 write units/s"));
    }

    @Test
    void patternsWithoutARateAddNothing() {
        TableSettings capped = TableSettings.onDemand().withOnDemandThroughput(new OnDemandThroughput(1L, 1L));

        assertThat(check(new TableThroughputCheck(), users(capped, put("AP1", List.of("User"), 0),
                list("AP2", "User", 0, 10, "GSI1", null, Equality.input("email"))))).isEmpty();
    }

    @Test
    void bundledExamplesHaveNoTableThroughputFinding() throws Exception {
        for (String name : List.of("commerce-main", "hot-key-sharding", "ledgerleaf", "org-chart", "users-groups")) {
            assertThat(new DesignReview().review(DesignReviewTest.example(name))).as(name)
                    .noneMatch(f -> List.of("table-throughput-quota", "on-demand-maximum", "warm-throughput",
                            "provisioned-below-peak").contains(f.ruleId()));
        }
    }
}
