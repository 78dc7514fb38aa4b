package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.gsi;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TypePrefixCheckTest {

    private static Table users(String gsi1pk) {
        return table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK")), List.of(entity("User", 10,
                List.of(s("userId"), s("email"), s("createdAt")), Map.of("PK", "USER#{userId}", "SK", "PROFILE",
                        "GSI1PK", gsi1pk, "GSI1SK", "{createdAt}"))), List.of());
    }

    @Test
    void gsiPartitionKeyStartingWithAPlaceholderIsFlagged() {
        List<Finding> findings = check(new TypePrefixCheck(), users("{email}"));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("missing-type-prefix");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/0/keys/GSI1PK/template");
            assertThat(f.location().column()).isEqualTo(1);
            assertThat(f.message()).isEqualTo("User's GSI1PK template {email} starts with a placeholder: its values"
                    + " carry no entity-type prefix (e.g. EMAIL#{email})");
        });
    }

    @Test
    void prefixedPartitionKeyAndUnprefixedSortKeyAreNotFlagged() {
        assertThat(check(new TypePrefixCheck(), users("EMAIL#{email}"))).isEmpty();
    }

    @Test
    void naturalKeyOfAOneEntityTableIsNotFlagged() {
        Entity user = new Entity("User", "", null, List.of(s("userId"), s("name")),
                List.of(EntityKey.of("userId", "{userId}")), 10, List.of());
        Table table = new Table("users", KeySchema.of(KeyAttribute.s("userId"), null), List.of(), null,
                List.of(user), List.of(), List.of());

        assertThat(check(new TypePrefixCheck(), table)).isEmpty();
    }
}
