package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.lsi;
import static dev.tablesmith.review.DesignReviewTest.Build.record;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ItemCollectionSizeCheckTest {

    /** 40 million events of about 700 bytes, in the collections of {@code tenants} tenants. */
    private static Entity events(long tenants) {
        return entity("Event", 40_000_000, List.of(s("tenantId", tenants), s("eventId"), s("createdAt"), s("body")),
                Map.of("PK", "TENANT#{tenantId}", "SK", "EVENT#{eventId}", "LSI1SK", "{createdAt}"),
                record("tenantId", "t1", "eventId", "e1", "createdAt", "2026-07-14T09:30Z", "body", "x".repeat(600)));
    }

    private static Table table(List<SecondaryIndex> indexes, Entity entity) {
        return DesignReviewTest.Build.table(indexes, List.of(entity), List.of());
    }

    @Test
    void collectionOverTenGigabytesOnATableWithAnLsiIsFlagged() {
        List<Finding> findings = check(new ItemCollectionSizeCheck(), table(List.of(lsi("LSI1", "LSI1SK")),
                events(2)));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("item-collection-size");
            assertThat(f.severity()).isEqualTo(Severity.WARNING);
            assertThat(f.location().path()).isEqualTo("/tables/0/entities/0/keys/PK/template");
            assertThat(f.location().index()).isEqualTo("LSI1");
            assertThat(f.message()).startsWith("item collections of TENANT#{tenantId} reach ~")
                    .contains("Event 20,000,000 items x ")
                    .endsWith("over the 10 GB an item collection may hold on a table with an LSI (LSI1)");
            assertThat(f.explanation()).contains("ItemCollectionSizeLimitExceededException", "GSI");
        });
    }

    @Test
    void theSameCollectionsWithoutAnLsiHaveNoLimit() {
        assertThat(check(new ItemCollectionSizeCheck(), table(List.of(), events(2)))).isEmpty();
    }

    @Test
    void collectionsSpreadOverManyTenantsStayUnderTheLimit() {
        assertThat(check(new ItemCollectionSizeCheck(), table(List.of(lsi("LSI1", "LSI1SK")), events(1000))))
                .isEmpty();
    }
}
