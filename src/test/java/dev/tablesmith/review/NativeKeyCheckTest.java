package dev.tablesmith.review;

import static dev.tablesmith.review.DesignReviewTest.Build.check;
import static dev.tablesmith.review.DesignReviewTest.Build.entity;
import static dev.tablesmith.review.DesignReviewTest.Build.gsi;
import static dev.tablesmith.review.DesignReviewTest.Build.s;
import static dev.tablesmith.review.DesignReviewTest.Build.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The {@code native-multi-attribute-key} rule at its edges. DynamoDB's multi-attribute GSI keys take at most 4
 * partition and 4 sort attributes (AWS, "Multi-attribute keys for global secondary indexes", November 2025).
 */
class NativeKeyCheckTest {

    @Test
    void compositeStringsOfTheItemsOwnAttributesCanBeANativeKey() {
        List<Finding> findings = check(new NativeKeyCheck(), Leaderboard.table());

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.ruleId()).isEqualTo("native-multi-attribute-key");
            assertThat(f.severity()).isEqualTo(Severity.INFO);
            assertThat(f.location().path()).isEqualTo("/tables/0/globalSecondaryIndexes/0");
            assertThat(f.location().indexName()).contains("GSI1");
            assertThat(f.location().entityName()).contains("Score");
            assertThat(f.message()).isEqualTo("GSI1 can use a native multi-attribute key (partition "
                    + "[tournamentId (S), region (S)], sort [score (N), playerId (S)]) instead of Score's composite "
                    + "strings GSI1PK = TOURNAMENT#{tournamentId}#REGION#{region} and GSI1SK = "
                    + "SCORE#{score|pad:8}#{playerId}");
            assertThat(f.explanation()).contains("The pad of {score|pad:8} is no longer needed")
                    .contains("nothing to backfill");
        });
    }

    @Test
    void fourPartsOnEachSideStillFit() {
        Table table = table4("{a}#{b}#{c}#{d}", "{e}#{f}#{g}#{h}");

        assertThat(check(new NativeKeyCheck(), table)).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("partition [a (S), b (S), c (S), d (S)]"));
    }

    @Test
    void fivePartitionPartsDoNotFit() {
        Table table = table4("{a}#{b}#{c}#{d}#{e}", "{f}");
        List<String> whyNot = new ArrayList<>();

        assertThat(check(new NativeKeyCheck(), table)).isEmpty();
        NativeKeyShape.of(table, table.indexes().get(0), table.entities().get(0), whyNot);
        assertThat(whyNot).containsExactly("GSI1's templates hold 5 partition and 1 sort attributes; a "
                + "multi-attribute key takes at most 4 on each side");
    }

    @Test
    void fiveSortPartsDoNotFit() {
        assertThat(check(new NativeKeyCheck(), table4("{a}", "{b}#{c}#{d}#{e}#{f}"))).isEmpty();
    }

    @Test
    void aFilterThatChangesTheValueIsNotConverted() {
        Table table = Leaderboard.table("TOURNAMENT#{tournamentId|upper}#REGION#{region}", Leaderboard.SORT);
        List<String> whyNot = new ArrayList<>();

        assertThat(check(new NativeKeyCheck(), table)).isEmpty();
        NativeKeyShape.of(table, table.indexes().get(0), table.entities().get(0), whyNot);
        assertThat(whyNot).singleElement().asString().startsWith("{tournamentId|upper} changes tournamentId's value");
    }

    @Test
    void aSparseGsiKeyIsNotConverted() {
        Table table = Leaderboard.table();
        Entity score = table.entities().get(0);
        Entity sparse = score.withKeys(score.keys().stream().map(k -> k.attribute().equals("GSI1PK")
                ? new EntityKey(k.attribute(), k.template(), "region = EU") : k).toList());

        assertThat(check(new NativeKeyCheck(), table.withEntities(List.of(sparse)))).isEmpty();
    }

    @Test
    void aGsiAlreadyKeyedByTheAttributesIsNotFlagged() {
        Table table = table(List.of(gsi("GSI1", "tournamentId", "playerId")), List.of(entity("Score", 10,
                List.of(s("tournamentId"), s("playerId")), Map.of("PK", "P#{playerId}", "SK", "T#{tournamentId}",
                        "tournamentId", "{tournamentId}", "playerId", "{playerId}"))), List.of());

        assertThat(check(new NativeKeyCheck(), table)).isEmpty();
    }

    @Test
    void anOverloadedGsiOfTwoEntitiesSuggestsOneGsiPerEntity() {
        List<Finding> findings = check(new NativeKeyCheck(), twoWriters(0));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.message()).isEqualTo("Overloaded GSI1 (Score, Team) could be 2 GSIs with native "
                    + "multi-attribute keys, 2 of the 20 GSIs DynamoDB allows by default");
            assertThat(f.explanation()).contains("Team: partition [league (S)], sort [teamId (S)]");
        });
    }

    @Test
    void anOverloadedGsiIsNotSplitPastTwentyGsis() {
        assertThat(check(new NativeKeyCheck(), twoWriters(18))).singleElement()
                .satisfies(f -> assertThat(f.message()).contains("20 of the 20"));
        assertThat(check(new NativeKeyCheck(), twoWriters(19))).isEmpty();
    }

    /** GSI1 written by Score (leaderboard) and Team, plus {@code more} GSIs of their own entities. */
    private static Table twoWriters(int more) {
        Entity team = entity("Team", 10, List.of(s("league"), s("teamId")), Map.of("PK", "TEAM#{teamId}",
                "SK", "META", "GSI1PK", "LEAGUE#{league}", "GSI1SK", "TEAM#{teamId}"));
        Table base = Leaderboard.table();
        List<Entity> entities = new ArrayList<>(base.entities());
        entities.add(team);
        return Leaderboard.withMoreGsis(base.withEntities(entities), more);
    }

    private static Table table4(String partition, String sort) {
        List<dev.tablesmith.model.Attribute> attributes = new ArrayList<>();
        for (String name : List.of("a", "b", "c", "d", "e", "f", "g", "h", "id")) {
            attributes.add(s(name));
        }
        return table(List.of(gsi("GSI1", "GSI1PK", "GSI1SK")), List.of(entity("Thing", 10, attributes,
                Map.of("PK", "THING#{id}", "SK", "META", "GSI1PK", partition, "GSI1SK", sort))), List.of());
    }
}
