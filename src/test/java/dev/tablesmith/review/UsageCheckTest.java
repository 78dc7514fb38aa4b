package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.gsi;
import static dev.tablesmith.review.DesignReviewTest.Build.put;
import static dev.tablesmith.review.DesignReviewTest.Build.read;
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

class UsageCheckTest {
    private static final Entity USER = entity("User", 10, List.of(s("userId"), s("email")),
            Map.of("PK", "USER#{userId}", "SK", "PROFILE", "GSI1PK", "EMAIL#{email}"));
    private static final Entity AUDIT = entity("AuditEvent", 10, List.of(s("userId"), s("at")),
            Map.of("PK", "USER#{userId}", "SK", "AUDIT#{at}"));

    private static Table users(AccessPattern... patterns) {
        return table(List.of(gsi("GSI1", "GSI1PK", null)), List.of(USER, AUDIT), List.of(patterns));
    }

    private static List<Finding> of(ReviewRule rule, Table table) {
        return check(new UsageCheck(), table).stream().filter(f -> f.ruleId().equals(rule.id())).toList();
    }

    @Test
    void indexNoReadPatternUsesIsFlagged() {
        Table table = users(read("AP1", "User by id", "User", 1, Equality.input("userId")));

        assertThat(of(ReviewRule.UNUSED_INDEX, table)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.location().path()).isEqualTo("/tables/0/globalSecondaryIndexes/0");
            assertThat(f.location().index()).isEqualTo("GSI1");
            assertThat(f.message()).isEqualTo("GSI1 serves no access pattern, yet every write of User items also"
                    + " writes it");
        });
    }

    @Test
    void indexThePlannerChoosesIsUsed() {
        Table table = users(read("AP1", "User by email", "User", 1, Equality.input("email")));

        assertThat(of(ReviewRule.UNUSED_INDEX, table)).isEmpty();
    }

    @Test
    void entityNoReadPatternReadsIsNoted() {
        Table table = users(read("AP1", "", "User", 1, Equality.input("email")), put("AP2", List.of("AuditEvent"), 1));

        assertThat(of(ReviewRule.UNREAD_ENTITY, table)).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/1");
            assertThat(f.message()).isEqualTo("no read pattern reads AuditEvent (write patterns write it)");
        });
    }

    @Test
    void entitiesReadTogetherInOneCollectionAreBothRead() {
        AccessPattern both = new AccessPattern("AP1", "", "", dev.tablesmith.model.PatternKind.READ,
                List.of("User", "AuditEvent"), List.of(Equality.input("userId")), null, null, null, 1,
                dev.tablesmith.model.ReadConsistency.EVENTUAL, null, null, Map.of(), null);

        assertThat(of(ReviewRule.UNREAD_ENTITY, users(both))).isEmpty();
    }
}
