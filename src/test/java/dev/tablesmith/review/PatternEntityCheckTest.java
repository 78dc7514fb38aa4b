package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.read;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PatternEntityCheckTest {

    private static Entity user() {
        return entity("User", 1000, List.of(s("userId", 1000)), Map.of("PK", "USER#{userId}", "SK", "PROFILE"));
    }

    @Test
    void aPatternNamingAMissingEntityIsAWarningAtThatEntityAndNotAScan() {
        Table table = table(List.of(), List.of(user()),
                List.of(read("AP1", "Posts by author", "Post", 1, Equality.input("authorId"))));

        List<Finding> findings = new DesignReview().review(new Design("blog", "", List.of(table), null));

        assertThat(findings).filteredOn(f -> f.location().patternId().isPresent()).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("pattern-needs-entity");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.location().path()).isEqualTo("/tables/0/accessPatterns/0/entities/0");
            assertThat(f.location().pattern()).isEqualTo("AP1");
            assertThat(f.location().entity()).isNull();
            assertThat(f.message()).isEqualTo(
                    "AP1 \"Posts by author\" needs entity Post: the table has no such entity yet");
        });
        assertThat(new DesignValidator().validate(new Design("blog", "", List.of(table), null))).isEmpty();
    }

    @Test
    void aMisspeltEntityGetsASuggestion() {
        Table table = table(List.of(), List.of(user()),
                List.of(read("AP1", "", "Usr", 1, Equality.input("userId"))));

        assertThat(check(new PatternEntityCheck(), table)).singleElement().extracting(Finding::message)
                .isEqualTo("AP1 needs entity Usr: the table has no such entity yet; did you mean 'User'?");
    }

    @Test
    void aPatternWhoseEntitiesExistIsNotFlagged() {
        Table table = table(List.of(), List.of(user()),
                List.of(read("AP1", "A user", "User", 1, Equality.input("userId"))));

        assertThat(check(new PatternEntityCheck(), table)).isEmpty();
    }
}
