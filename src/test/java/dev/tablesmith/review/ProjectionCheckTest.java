package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.list;
import static dev.tablesmith.review.DesignReviewTest.Build.oneOf;
import static dev.tablesmith.review.DesignReviewTest.Build.record;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ProjectionCheckTest {

    private static Table orders(Projection projection, int notesLength, AccessPattern pattern) {
        SecondaryIndex gsi1 = SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.s("GSI1PK"),
                KeyAttribute.s("GSI1SK")), projection);
        return table(List.of(gsi1), List.of(entity("Order", 1_000_000, List.of(s("orderId", 1_000_000), s("email"),
                        oneOf("status", "PENDING", "PAID"), s("orderedAt"), s("notes")),
                Map.of("PK", "ORDER#{orderId}", "SK", "META", "GSI1PK", "STATUS#{status}", "GSI1SK", "{orderedAt}"),
                record("orderId", "o1", "email", "a@example.com", "status", "PENDING", "orderedAt", "2026-07-14",
                        "notes", "n".repeat(notesLength)))), List.of(pattern));
    }

    private static AccessPattern pendingOrders() {
        return list("AP1", "Order", 1, 50, "GSI1", null, Equality.fixed("status", "PENDING"));
    }

    @Test
    void allProjectionOfLargeEntriesReadAsListsIsFlagged() {
        List<Finding> findings = check(new ProjectionCheck(), orders(Projection.all(), 2000, pendingOrders()));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("over-projection");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.location().path()).isEqualTo("/tables/0/globalSecondaryIndexes/0/projection");
            assertThat(f.location().index()).isEqualTo("GSI1");
            assertThat(f.message()).startsWith("GSI1 projects ALL and its entries are large (Order ~2.")
                    .endsWith("so each write to it costs up to 3 WCU, while its patterns (AP1) list many items");
        });
    }

    @Test
    void includeProjectionIsNotFlagged() {
        assertThat(check(new ProjectionCheck(), orders(Projection.include(List.of("email")), 2000,
                pendingOrders()))).isEmpty();
    }

    @Test
    void smallEntriesAreNotFlagged() {
        assertThat(check(new ProjectionCheck(), orders(Projection.all(), 200, pendingOrders()))).isEmpty();
    }
}
