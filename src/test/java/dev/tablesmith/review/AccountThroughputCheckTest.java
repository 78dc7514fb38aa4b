package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.gsi;
import static dev.tablesmith.review.DesignReviewTest.Build.put;
import static dev.tablesmith.review.DesignReviewTest.Build.record;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.model.TableSettings;
import dev.tablesmith.model.Throughput;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The account-level throughput quota at its edge: by default 80,000 RCU and 80,000 WCU per account per Region, summed
 * over the provisioned capacity of every table and GSI; on-demand tables do not count (DynamoDB Developer Guide,
 * "Service, account, and table quotas in Amazon DynamoDB", Throughput default quotas). Reported by the rule
 * {@code table-throughput-quota}.
 */
class AccountThroughputCheckTest {

    /** Users, each put 1 WCU on the table and 1 on GSI1. */
    private static Entity user() {
        return entity("User", 1_000_000, List.of(s("userId", 1_000_000), s("email", 1_000_000)),
                Map.of("PK", "USER#{userId}", "SK", "PROFILE", "GSI1PK", "EMAIL#{email}", "GSI1SK", "USER"),
                record("userId", "u1", "email", "a@example.com"));
    }

    private static Table users(String name, TableSettings settings, List<SecondaryIndex> gsis,
                               AccessPattern... patterns) {
        return new Table(name, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), gsis, settings,
                List.of(user()), List.of(patterns), List.of());
    }

    private static TableSettings provisioned(long rcu, long wcu) {
        return new TableSettings(BillingMode.PROVISIONED, new Throughput(rcu, wcu), null, null);
    }

    private static List<Finding> accountFindings(Table... tables) {
        return new DesignReview().review(new Design("d", "", List.of(tables), null)).stream()
                .filter(f -> f.ruleId().equals(ReviewRule.TABLE_THROUGHPUT_QUOTA.id()))
                .filter(f -> f.message().contains("account quota")).toList();
    }

    /** GSI1 with its own capacity, GSI2 with the table's: three times the capacity given. */
    private static Table threeOwners(long tableUnits, long gsi1Units) {
        return users("t", provisioned(tableUnits, tableUnits), List.of(
                gsi("GSI1", "GSI1PK", "GSI1SK").withProvisioned(new Throughput(gsi1Units, gsi1Units)),
                gsi("GSI2", "GSI2PK", "GSI2SK")), put("AP1", List.of("User"), 1));
    }

    @Test
    void provisionedCapacityOfATableAndItsGsisAboveTheAccountQuotaIsAFinding() {
        // table 26,000 + GSI1 28,000 + GSI2 (the table's) 26,000 = 80,000, each under the 40,000 per-table quota:
        // exactly at the quota is within it; one unit more is not
        assertThat(accountFindings(threeOwners(26_000, 28_000))).isEmpty();

        List<Finding> findings = accountFindings(threeOwners(26_000, 28_001));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.message()).isEqualTo("The provisioned table and its GSIs need 80,001 RCU and 80,001 WCU"
                    + " together (table 26,000 RCU / 26,000 WCU, GSI1 28,001 RCU / 28,001 WCU, GSI2 26,000 RCU /"
                    + " 26,000 WCU), above the default account quota of 80,000 RCU and 80,000 WCU per Region; request"
                    + " a quota increase before deploying, or bill a table on demand");
            assertThat(f.location().path()).isEqualTo("/tables/0");
            assertThat(f.explanation()).contains("ServiceQuotas.html", "only to provisioned tables");
        });
    }

    @Test
    void theDesignsProvisionedTablesAddUpAndTheirPeaksCountWhereTheyProvisionLess() {
        // 30,000 sign-ups a second on each table: 30,000 WCU on the table and 30,000 on GSI1, twice = 120,000 WCU;
        // no capacity declared, so each table and GSI counts at its peak (reads at the least, 1 RCU).
        TableSettings undeclared = new TableSettings(BillingMode.PROVISIONED, null, null, null);
        Table a = users("a", undeclared, List.of(gsi("GSI1", "GSI1PK", "GSI1SK")), put("AP1", List.of("User"), 30_000));
        Table b = users("b", undeclared, List.of(gsi("GSI1", "GSI1PK", "GSI1SK")), put("AP1", List.of("User"), 30_000));

        assertThat(accountFindings(a, b)).singleElement().satisfies(f -> {
            assertThat(f.message()).isEqualTo("The design's provisioned tables and their GSIs need 120,000 WCU"
                    + " together (a table 30,000 WCU, a GSI1 30,000 WCU, b table 30,000 WCU, b GSI1 30,000 WCU),"
                    + " above the default account quota of 80,000 RCU and 80,000 WCU per Region; request a quota"
                    + " increase before deploying, or bill a table on demand");
            assertThat(f.location().path()).isEqualTo("/tables");
        });
        // an on-demand table does not count against the account quota
        assertThat(accountFindings(a, b.withSettings(TableSettings.onDemand()))).isEmpty();
    }
}
