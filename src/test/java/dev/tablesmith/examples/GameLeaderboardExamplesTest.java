package dev.tablesmith.examples;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.Resolution;
import dev.tablesmith.review.DesignReview;
import dev.tablesmith.review.DesignValidator;
import dev.tablesmith.review.Finding;
import dev.tablesmith.review.Severity;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The leaderboard designed both ways: {@code game-leaderboard-overloaded} (composite strings on one overloaded
 * GSI1) and {@code game-leaderboard-multikey} (DynamoDB's multi-attribute GSI keys, November 2025: up to 4
 * partition and 4 sort attributes; a Query needs an equality on every partition attribute and uses the sort
 * attributes left to right, a range only on the last one used). Both must serve every read without a Scan, and
 * they must stay two designs of the same access patterns.
 */
class GameLeaderboardExamplesTest {
    static final String OVERLOADED = "game-leaderboard-overloaded";
    static final String MULTIKEY = "game-leaderboard-multikey";

    static Design load(String name) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find(name).orElseThrow());
    }

    @ParameterizedTest
    @ValueSource(strings = {OVERLOADED, MULTIKEY})
    void validatesAndTheReviewFindsNoError(String name) throws Exception {
        Design design = load(name);
        assertThat(new DesignValidator().validate(design)).isEmpty();
        List<Finding> errors = new DesignReview().review(design).stream()
                .filter(f -> f.severity() == Severity.ERROR).toList();
        assertThat(errors).as(name).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"AP1, GET_ITEM, table", "AP2, GET_ITEM, table", "AP3, QUERY, table", "AP4, QUERY, GSI1",
            "AP5, QUERY, GSI1", "AP6, QUERY, table", "AP7, QUERY, GSI1", "AP8, QUERY, GSI1"})
    void overloadedReadIsAPlainGetOrQuery(String id, Resolution resolution, String index) throws Exception {
        assertPlannedAs(load(OVERLOADED), id, resolution, index);
    }

    /** The reads whose index key has at most one sort attribute: planned as today's planner plans any GSI. */
    @ParameterizedTest
    @CsvSource({"AP1, GET_ITEM, table", "AP2, GET_ITEM, table", "AP3, QUERY, table", "AP6, QUERY, table",
            "AP7, QUERY, TournamentsByGame"})
    void multikeyReadIsAPlainGetOrQuery(String id, Resolution resolution, String index) throws Exception {
        assertPlannedAs(load(MULTIKEY), id, resolution, index);
    }

    /**
     * The reads on multi-attribute sort keys: AP4 orders by score (the first sort attribute), AP5 puts its range on
     * score (the last sort attribute it uses), AP8 orders by earnedAt.
     */
    @ParameterizedTest
    @CsvSource({"AP4, Leaderboard", "AP5, Leaderboard", "AP8, AchievementHolders"})
    void multikeyReadOnAMultiAttributeSortKeyIsASortedQuery(String id, String index) throws Exception {
        assertPlannedAs(load(MULTIKEY), id, Resolution.QUERY, index);
    }

    @Test
    void bothDesignsHaveTheSamePatternsEntitiesAndRecords() throws Exception {
        Table overloaded = load(OVERLOADED).table();
        Table multikey = load(MULTIKEY).table();
        assertThat(multikey.accessPatterns()).hasSameSizeAs(overloaded.accessPatterns());
        for (int i = 0; i < overloaded.accessPatterns().size(); i++) {
            AccessPattern a = overloaded.accessPatterns().get(i);
            AccessPattern b = multikey.accessPatterns().get(i);
            assertThat(List.of(b.id(), b.name(), b.kind(), b.entities(), b.equalities(), String.valueOf(b.range()),
                    String.valueOf(b.sort()), String.valueOf(b.limit()), b.requestsPerSecond(), b.exampleInputs()))
                    .as(a.id())
                    .isEqualTo(List.of(a.id(), a.name(), a.kind(), a.entities(), a.equalities(),
                            String.valueOf(a.range()), String.valueOf(a.sort()), String.valueOf(a.limit()),
                            a.requestsPerSecond(), a.exampleInputs()));
        }
        assertThat(multikey.entities()).hasSameSizeAs(overloaded.entities());
        for (int i = 0; i < overloaded.entities().size(); i++) {
            var a = overloaded.entities().get(i);
            var b = multikey.entities().get(i);
            assertThat(List.of(b.name(), b.attributes(), b.records(), b.estimatedItemCount())).as(a.name())
                    .isEqualTo(List.of(a.name(), a.attributes(), a.records(), a.estimatedItemCount()));
        }
    }

    @Test
    void overloadedUsesOneCompositeStringGsiAndMultikeyOneNativeGsiPerPurpose() throws Exception {
        Table overloaded = load(OVERLOADED).table();
        assertThat(overloaded.indexes()).extracting(SecondaryIndex::name).containsExactly("GSI1");
        assertThat(overloaded.entity("Entry").orElseThrow().key("GSI1SK").orElseThrow().template())
                .isEqualTo("SCORE#{score|pad:10}#{playerId}");

        Table multikey = load(MULTIKEY).table();
        Map<String, String> keys = multikey.indexes().stream().collect(java.util.stream.Collectors.toMap(
                SecondaryIndex::name, i -> names(i.keySchema().partitionKey()) + " / "
                        + names(i.keySchema().sortKey())));
        assertThat(keys).containsOnly(
                Map.entry("Leaderboard", "[tournamentId:S, region:S] / [score:N, playerId:S]"),
                Map.entry("TournamentsByGame", "[game:S] / [startsAt:S]"),
                Map.entry("AchievementHolders", "[achievementId:S] / [earnedAt:S, playerId:S]"));
        // No synthetic attribute: every index key is written as the entity's own attribute, {name} exactly.
        multikey.entities().forEach(entity -> entity.keys().stream()
                .filter(k -> !k.attribute().equals("PK") && !k.attribute().equals("SK"))
                .forEach(k -> assertThat(k.template()).as(entity.name()).isEqualTo("{" + k.attribute() + "}")));
    }

    private static String names(List<KeyAttribute> attributes) {
        return attributes.stream().map(a -> a.name() + ":" + a.type()).toList().toString();
    }

    private static void assertPlannedAs(Design design, String id, Resolution resolution, String index) {
        Table table = design.table();
        AccessPattern pattern = table.accessPattern(id).orElseThrow();
        assertThat(pattern.kind()).isEqualTo(PatternKind.READ);
        AccessPatternPlan plan = new AccessPatternPlanner(table, design.pricing()).plan(pattern);
        assertThat(plan.resolution()).as("%s %s: %s", design.name(), id, plan.reason()).isEqualTo(resolution);
        assertThat(plan.index()).as("%s %s", design.name(), id).hasValue(index);
        assertThat(plan.isEfficient()).as("%s %s sorted, no filter: %s", design.name(), id, plan.reason()).isTrue();
    }
}
