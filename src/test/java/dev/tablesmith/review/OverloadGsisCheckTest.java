package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.gsi;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The {@code overload-gsis} rule at its edges: 15 of DynamoDB's default 20 GSIs, 3 sparse one-entity GSIs. */
class OverloadGsisCheckTest {

    @Test
    void fourteenGsisAreNotNearTheQuota() {
        assertThat(check(new OverloadGsisCheck(), Leaderboard.withMoreGsis(Leaderboard.table(), 13))).isEmpty();
    }

    @Test
    void fifteenGsisAreNearTheQuota() {
        List<Finding> findings = check(new OverloadGsisCheck(), Leaderboard.withMoreGsis(Leaderboard.table(), 14));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("overload-gsis");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.message()).startsWith("Table t-table has 15 of the 20 GSIs DynamoDB allows by default: "
                    + "GSI1, X0, X1,").contains("(Score, E0, E1,").endsWith("could share one overloaded GSI");
            assertThat(f.explanation()).contains("one index to create and pay for instead of 15")
                    .contains("a backfill");
        });
    }

    @Test
    void threeSparseOneEntityGsisOfOneShapeCouldShareAnIndex() {
        List<Finding> findings = check(new OverloadGsisCheck(), sparse(3));

        assertThat(findings).singleElement().satisfies(f -> assertThat(f.message()).isEqualTo("3 GSIs each hold "
                + "one sparse entity type with keys of the same shape: G0, G1, G2 (Open0, Open1, Open2) could share "
                + "one overloaded GSI"));
    }

    @Test
    void twoSparseGsisAreNotEnough() {
        assertThat(check(new OverloadGsisCheck(), sparse(2))).isEmpty();
    }

    @Test
    void gsisWrittenWithoutConditionAreNotSparse() {
        Table table = sparse(3);
        List<Entity> dense = table.entities().stream().map(e -> e.withKeys(e.keys().stream()
                .map(k -> new dev.tablesmith.model.EntityKey(k.attribute(), k.template(), null)).toList())).toList();

        assertThat(check(new OverloadGsisCheck(), table.withEntities(dense))).isEmpty();
    }

    private static Table sparse(int count) {
        List<SecondaryIndex> indexes = new ArrayList<>();
        List<Entity> entities = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            indexes.add(gsi("G" + i, "G" + i + "PK", "G" + i + "SK"));
            Entity open = entity("Open" + i, 10, List.of(s("id"), s("status")), Map.of("PK", "O" + i + "#{id}",
                    "SK", "META", "G" + i + "SK", "{id}"));
            List<EntityKey> keys = new ArrayList<>(open.keys());
            keys.add(new EntityKey("G" + i + "PK", "OPEN", "status = OPEN"));
            entities.add(open.withKeys(keys));
        }
        return table(indexes, entities, List.of());
    }
}
