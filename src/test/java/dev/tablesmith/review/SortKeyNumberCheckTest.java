package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.gsi;
import static dev.tablesmith.review.DesignReviewTest.Build.n;
import static dev.tablesmith.review.DesignReviewTest.Build.record;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SortKeyNumberCheckTest {

    private static Table orders(Map<String, String> keys, Item... records) {
        return table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK")), List.of(entity("Order", 10,
                List.of(s("customerId"), n("seq"), n("total")), keys, records)), List.of());
    }

    @Test
    void numberInAStringSortKeyWithoutPadIsFlaggedAtItsPlaceholder() {
        List<Finding> findings = check(new SortKeyNumberCheck(), orders(Map.of("PK", "CUST#{customerId}",
                "SK", "ORDER#{seq}")));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("unpadded-number");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/0/keys/SK/template");
            assertThat(f.location().column()).isEqualTo(7);
            assertThat(f.message()).isEqualTo("Order's SK template ORDER#{seq} writes the number seq without pad, so"
                    + " it sorts as text (10 before 9); write {seq|pad:10}");
        });
    }

    @Test
    void paddedNumberIsNotFlagged() {
        assertThat(check(new SortKeyNumberCheck(), orders(Map.of("PK", "CUST#{customerId}",
                "SK", "ORDER#{seq|pad:10}")))).isEmpty();
    }

    @Test
    void numberInAPartitionKeyIsNotAboutOrderAndIsNotFlagged() {
        assertThat(check(new SortKeyNumberCheck(), orders(Map.of("PK", "SEQ#{seq}", "SK", "META")))).isEmpty();
    }

    @Test
    void gsiSortKeyIsCheckedAndThePadKeepsTheKnownDecimals() {
        List<Finding> findings = check(new SortKeyNumberCheck(), orders(Map.of("PK", "CUST#{customerId}",
                "SK", "META", "GSI1PK", "CUST#{customerId}", "GSI1SK", "{total}"),
                record("customerId", "c1", "seq", 1, "total", 19.99)));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/0/keys/GSI1SK/template");
            assertThat(f.message()).endsWith("write {total|pad:10.2}");
        });
    }
}
