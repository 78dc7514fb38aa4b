package dev.tablesmith.planner;

import static dev.tablesmith.planner.PlannerRulesTest.attr;
import static dev.tablesmith.planner.PlannerRulesTest.entity;
import static dev.tablesmith.planner.PlannerRulesTest.number;
import static dev.tablesmith.planner.PlannerRulesTest.pattern;
import static dev.tablesmith.planner.PlannerRulesTest.plan;
import static dev.tablesmith.planner.PlannerRulesTest.record;
import static dev.tablesmith.planner.PlannerRulesTest.run;
import static dev.tablesmith.planner.PlannerRulesTest.verdict;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The planner on GSIs with multi-attribute keys (DynamoDB, November 2025; Developer Guide, "Multi-attribute keys
 * pattern", GSI.DesignPattern.MultiAttributeKeys): an equality on every partition key attribute; sort key attributes
 * left to right, equalities on a prefix then at most one range on the next; nothing after a range; no skipping.
 * Every usable plan's request is run on the engine's {@link dev.tablesmith.engine.SimulatedTable} over the sample
 * records, which checks the key condition DynamoDB's way and returns the items in the index's order.
 */
class MultiAttributeKeyPlannerTest {

    // ---------------------------------------------------------------------------------------------------------
    // A tournament's matches (the guide's own example): GSI3 partitioned by tournamentId + region, sorted by
    // round then score (a number).

    private static final List<Attribute> MATCH_ATTRIBUTES = List.of(attr("matchId"), attr("tournamentId"),
            attr("region"), attr("round"), number("score"), attr("player"));

    private static Item match(String id, String tournament, String region, String round, int score, String player) {
        return record("matchId", id, "tournamentId", tournament, "region", region, "round", round, "score", score,
                "player", player);
    }

    private static Entity matches(List<String> gsiKeys) {
        List<EntityKey> keys = new ArrayList<>(List.of(EntityKey.of("PK", "MATCH#{matchId}"),
                EntityKey.of("SK", "MATCH")));
        gsiKeys.forEach(k -> keys.add(EntityKey.of(k, "{" + k + "}")));
        return entity("Match", 1000, MATCH_ATTRIBUTES, keys,
                match("m1", "WINTER24", "NA", "FINAL", 9, "ann"),
                match("m2", "WINTER24", "NA", "FINAL", 10, "bob"),
                match("m3", "WINTER24", "NA", "FINAL", 100, "cy"),
                match("m4", "WINTER24", "NA", "SEMI", 2, "ann"),
                match("m5", "WINTER24", "EU", "FINAL", 50, "dee"),
                match("m6", "SUMMER24", "NA", "FINAL", 7, "eve"));
    }

    private static KeyAttribute key(String name) {
        return name.equals("score") ? KeyAttribute.n(name) : KeyAttribute.s(name);
    }

    private static Table tournament(List<String> partition, List<String> sort) {
        SecondaryIndex gsi3 = SecondaryIndex.gsi("GSI3", new KeySchema(partition.stream()
                .map(MultiAttributeKeyPlannerTest::key).toList(), sort.stream()
                .map(MultiAttributeKeyPlannerTest::key).toList()), Projection.all());
        return new Table("t", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(gsi3), null,
                List.of(matches(Stream.concat(partition.stream(), sort.stream()).toList())), List.of(), List.of());
    }

    private static final Table GSI3 = tournament(List.of("tournamentId", "region"), List.of("round", "score"));

    private static List<String> ids(List<Item> items) {
        return items.stream().map(i -> ((AttributeValue.S) i.attributes().get("matchId")).value()).toList();
    }

    // ---------------------------------------------------------------------------------------------------------
    // Partition key: every attribute needs an equality

    @Test
    void bothPartitionAttributesGivenPlansAQueryWithOneClauseEach() {
        AccessPatternPlan plan = plan(GSI3, pattern("Match").equal("tournamentId", "WINTER24").equal("region", "NA"));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(plan.request().indexName()).isEqualTo("GSI3");
        assertThat(plan.request().keyConditionExpression())
                .isEqualTo("tournamentId = :tournamentId AND #region = :region");
        assertThat(plan.reason()).isEqualTo("GSI3: tournamentId = :tournamentId AND region = :region (partition key, "
                + "both attributes given)");
        assertThat(ids(run(GSI3, plan))).containsExactlyInAnyOrder("m1", "m2", "m3", "m4");
    }

    @Test
    void fourPartitionAttributesAllGivenIsAQuery() {
        Table table = tournament(List.of("tournamentId", "region", "round", "player"), List.of());
        AccessPatternPlan plan = plan(table, pattern("Match").equal("tournamentId", "WINTER24").equal("region", "NA")
                .equal("round", "FINAL").equal("player", "bob"));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(plan.request().keyConditionExpression()).isEqualTo("tournamentId = :tournamentId AND "
                + "#region = :region AND round = :round AND player = :player");
        assertThat(plan.reason()).contains("(partition key, all 4 attributes given)");
        assertThat(ids(run(table, plan))).containsExactly("m2");
    }

    @Test
    void fourPartitionAttributesWithOneMissingCannotBeQueriedAndTheScanSaysWhich() {
        Table table = tournament(List.of("tournamentId", "region", "round", "player"), List.of());
        AccessPatternPlan plan = plan(table, pattern("Match").equal("tournamentId", "WINTER24").equal("region", "NA")
                .equal("player", "bob"));

        String why = "GSI3's partition key is tournamentId + region + round + player and a Query needs an equality "
                + "on every one of its attributes: the pattern gives none for round";
        assertThat(verdict(plan, "GSI3").usable()).isFalse();
        assertThat(verdict(plan, "GSI3").reason()).isEqualTo(why);
        assertThat(plan.resolution()).isEqualTo(Resolution.SCAN);
        assertThat(plan.reason()).contains("GSI3: " + why);
    }

    @Test
    void aPartitionAttributeWrittenFromATemplateNamesTheAttributeItNeeds() {
        Entity match = entity("Match", 10, MATCH_ATTRIBUTES, List.of(EntityKey.of("PK", "MATCH#{matchId}"),
                EntityKey.of("SK", "MATCH"), EntityKey.of("T1", "{tournamentId}"), EntityKey.of("T2", "R#{region}")),
                match("m1", "WINTER24", "NA", "FINAL", 9, "ann"));
        Table table = new Table("t", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(SecondaryIndex.gsi("ByRegion", new KeySchema(List.of(KeyAttribute.s("T1"),
                        KeyAttribute.s("T2")), List.of()), Projection.all())), null, List.of(match), List.of(),
                List.of());

        AccessPatternPlan plan = plan(table, pattern("Match").equal("tournamentId", "WINTER24"));

        assertThat(verdict(plan, "ByRegion").reason()).endsWith("the pattern gives none for T2 = R#{region} (it needs "
                + "region)");
    }

    @Test
    void anEntityThatDoesNotWriteEveryKeyAttributeIsNotInTheIndex() {
        Entity player = entity("Player", 10, List.of(attr("player"), attr("tournamentId")), List.of(
                EntityKey.of("PK", "PLAYER#{player}"), EntityKey.of("SK", "PROFILE"),
                EntityKey.of("tournamentId", "{tournamentId}")), record("player", "ann", "tournamentId", "WINTER24"));
        Table table = new Table("t", GSI3.keySchema(), GSI3.indexes(), null, List.of(GSI3.entities().get(0), player),
                List.of(), List.of());

        AccessPatternPlan plan = plan(table, pattern("Player").equal("tournamentId", "WINTER24")
                .equal("region", "NA"));

        assertThat(verdict(plan, "GSI3").reason()).isEqualTo("Player does not write region, so it is not in GSI3");
        assertThat(plan.resolution()).isEqualTo(Resolution.SCAN);
    }

    // ---------------------------------------------------------------------------------------------------------
    // Sort key: left to right, equalities on a prefix, then one range

    private static final Table FOUR_SORT = tournament(List.of("tournamentId"),
            List.of("region", "round", "player", "matchId"));

    @ParameterizedTest(name = "{0} sort attributes given")
    @ValueSource(ints = {0, 1, 2, 3, 4})
    void everyPrefixOfTheSortKeyIsOneEqualityClauseEach(int given) {
        List<String> sortKey = List.of("region", "round", "player", "matchId");
        List<String> values = List.of("NA", "FINAL", "bob", "m2");
        PlannerRulesTest.PatternBuilder pattern = pattern("Match").equal("tournamentId", "WINTER24");
        StringBuilder expected = new StringBuilder("tournamentId = :tournamentId");
        for (int i = 0; i < given; i++) {
            pattern.equal(sortKey.get(i), values.get(i));
            expected.append(" AND ").append(i == 0 ? "#region" : sortKey.get(i)).append(" = :").append(sortKey.get(i));
        }
        AccessPatternPlan plan = plan(FOUR_SORT, pattern);

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(plan.request().keyConditionExpression()).isEqualTo(expected.toString());
        assertThat(plan.request().filterExpression()).isNull();
        List<String> expectedIds = switch (given) {
            case 0 -> List.of("m1", "m2", "m3", "m4", "m5");
            case 1 -> List.of("m1", "m2", "m3", "m4");
            case 2 -> List.of("m1", "m2", "m3");
            default -> List.of("m2");
        };
        assertThat(ids(run(FOUR_SORT, plan))).containsExactlyInAnyOrderElementsOf(expectedIds);
        if (given > 0) {
            assertThat(plan.reason()).contains(sortKey.get(given - 1) + " = :" + sortKey.get(given - 1) + " (sort key, "
                    + MultiAttributeSortKeyPlanner.ordinal(given - 1) + " of 4 attributes)");
        }
    }

    @Test
    void aRangeOnTheAttributeAfterTheEqualitiesIsTheLastClause() {
        AccessPatternPlan plan = plan(GSI3, pattern("Match").equal("tournamentId", "WINTER24").equal("region", "NA")
                .equal("round", "FINAL").between("score", "9", "50"));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(plan.request().keyConditionExpression()).isEqualTo("tournamentId = :tournamentId AND "
                + "#region = :region AND round = :round AND score BETWEEN :scoreFrom AND :scoreTo");
        assertThat(plan.reason()).isEqualTo("GSI3: tournamentId = :tournamentId AND region = :region (partition key, "
                + "both attributes given); round = :round (sort key, first of 2 attributes); score BETWEEN :scoreFrom "
                + "AND :scoreTo (sort key, second of 2 attributes, range)");
        assertThat(ids(run(GSI3, plan))).containsExactly("m1", "m2");
    }

    @Test
    void aRangeOnTheFirstSortAttributeNeedsNoSortEquality() {
        AccessPatternPlan plan = plan(FOUR_SORT, pattern("Match").equal("tournamentId", "WINTER24")
                .range("region", RangeOperator.BEGINS_WITH, "N"));

        assertThat(plan.request().keyConditionExpression()).isEqualTo("tournamentId = :tournamentId AND "
                + "begins_with(#region, :region)");
        assertThat(ids(run(FOUR_SORT, plan))).containsExactlyInAnyOrder("m1", "m2", "m3", "m4");
    }

    private static final String APPLICATION_DISCARDS = "a Query's FilterExpression cannot read round, a key "
            + "attribute of GSI3, so the application must discard the items that do not match";

    @Test
    void anEqualityAfterTheRangeIsNotInTheKeyBecauseNothingFollowsARange() {
        AccessPatternPlan plan = plan(FOUR_SORT, pattern("Match").equal("tournamentId", "WINTER24")
                .range("region", RangeOperator.GE, "NA").equal("round", "FINAL"));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY_WITH_FILTER);
        assertThat(plan.request().keyConditionExpression()).isEqualTo("tournamentId = :tournamentId AND "
                + "#region >= :region");
        assertThat(plan.reason()).contains("the pattern gives round, but the range on region comes before it in GSI3's "
                + "sort key and nothing after a range can be a key condition", APPLICATION_DISCARDS);
        // round is a key attribute of GSI3: DynamoDB refuses it in a Query's FilterExpression (the engine checks).
        assertThat(plan.request().filterExpression()).isNull();
        assertThat(ids(run(FOUR_SORT, plan))).containsExactlyInAnyOrder("m1", "m2", "m3", "m4");
    }

    @Test
    void skippingASortAttributeLeavesTheLaterOneOutOfTheKeyAndSaysWhich() {
        AccessPatternPlan plan = plan(FOUR_SORT, pattern("Match").equal("tournamentId", "WINTER24")
                .equal("round", "FINAL"));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY_WITH_FILTER);
        assertThat(plan.request().keyConditionExpression()).isEqualTo("tournamentId = :tournamentId");
        assertThat(plan.request().filterExpression()).isNull();
        assertThat(plan.reason()).contains("the pattern gives round but not region, which comes before it in GSI3's "
                + "sort key, so the key condition cannot use round", APPLICATION_DISCARDS);
        assertThat(ids(run(FOUR_SORT, plan))).containsExactlyInAnyOrder("m1", "m2", "m3", "m4", "m5");
    }

    @Test
    void aRangeOnALaterSortAttributeIsNotInTheKeyAndNamesTheSkippedOne() {
        AccessPatternPlan plan = plan(GSI3, pattern("Match").equal("tournamentId", "WINTER24").equal("region", "NA")
                .range("score", RangeOperator.GT, "9"));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY_WITH_FILTER);
        assertThat(plan.request().keyConditionExpression()).isEqualTo("tournamentId = :tournamentId AND "
                + "#region = :region");
        assertThat(plan.reason()).contains("the range on score cannot be a key condition: the pattern gives no "
                + "equality on round, which comes before it in GSI3's sort key");
        assertThat(ids(run(GSI3, plan))).containsExactlyInAnyOrder("m1", "m2", "m3", "m4");
    }

    @Test
    void anEqualityOnAnAttributeOutsideTheKeyIsAFilterExpression() {
        AccessPatternPlan plan = plan(GSI3, pattern("Match").equal("tournamentId", "WINTER24").equal("region", "NA")
                .equal("player", "ann"));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY_WITH_FILTER);
        assertThat(plan.request().filterExpression()).isEqualTo("player = :player");
        assertThat(plan.reason()).contains("player is not in GSI3's key, so a filter checks it");
        assertThat(ids(run(GSI3, plan))).containsExactlyInAnyOrder("m1", "m4");
    }

    @Test
    void beginsWithOnANumberSortAttributeIsAFilter() {
        AccessPatternPlan plan = plan(GSI3, pattern("Match").equal("tournamentId", "WINTER24").equal("region", "NA")
                .equal("round", "FINAL").range("score", RangeOperator.BEGINS_WITH, "1"));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY_WITH_FILTER);
        assertThat(plan.request().keyConditionExpression()).doesNotContain("score");
        assertThat(plan.reason()).contains("begins_with cannot be used on the number sort key attribute score");
    }

    // ---------------------------------------------------------------------------------------------------------
    // Order: the next sort attribute after the equalities, compared as its own type

    @Test
    void numbersSortAsNumbersInThePlannedQuery() {
        AccessPatternPlan plan = plan(GSI3, pattern("Match").equal("tournamentId", "WINTER24").equal("region", "NA")
                .equal("round", "FINAL").sort("score", SortDirection.DESC));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(plan.sorted()).isTrue();
        assertThat(plan.request().scanIndexForward()).isFalse();
        // 100, 10, 9 as numbers; as text it would be 9, 100, 10.
        assertThat(ids(run(GSI3, plan))).containsExactly("m3", "m2", "m1");
    }

    @Test
    void orderingByAnAttributeAfterAnUnfixedOneIsNotServed() {
        AccessPatternPlan plan = plan(GSI3, pattern("Match").equal("tournamentId", "WINTER24").equal("region", "NA")
                .sort("score", SortDirection.ASC));

        assertThat(plan.sorted()).isFalse();
        assertThat(plan.reason()).contains("GSI3's sort key orders Match by round after what the pattern fixes, not "
                + "by score: the application would have to sort");
    }

    @Test
    void orderingByTheFirstSortAttributeIsServed() {
        AccessPatternPlan plan = plan(GSI3, pattern("Match").equal("tournamentId", "WINTER24").equal("region", "NA")
                .sort("round", SortDirection.DESC));

        assertThat(plan.sorted()).isTrue();
        assertThat(plan.request().scanIndexForward()).isFalse();
        List<String> rounds = run(GSI3, plan).stream()
                .map(i -> ((AttributeValue.S) i.attributes().get("round")).value()).toList();
        assertThat(rounds).containsExactly("SEMI", "FINAL", "FINAL", "FINAL");
    }

    @Test
    void aNumberHeldInAStringSortAttributeDoesNotOrderAsANumber() {
        SecondaryIndex textScore = SecondaryIndex.gsi("GSI3", new KeySchema(List.of(KeyAttribute.s("tournamentId")),
                List.of(KeyAttribute.s("round"), KeyAttribute.s("score"))), Projection.all());
        Table table = new Table("t", GSI3.keySchema(), List.of(textScore), null, GSI3.entities(), List.of(),
                List.of());

        AccessPatternPlan plan = plan(table, pattern("Match").equal("tournamentId", "WINTER24").equal("round", "FINAL")
                .sort("score", SortDirection.DESC));

        assertThat(plan.sorted()).isFalse();
        assertThat(plan.reason()).contains("score is N but the sort key attribute score is S");
    }

    @Test
    void aRangeOnTheFourthSortAttributeAfterThreeEqualitiesIsTheLastClause() {
        AccessPatternPlan plan = plan(FOUR_SORT, pattern("Match").equal("tournamentId", "WINTER24")
                .equal("region", "NA").equal("round", "FINAL").equal("player", "bob")
                .range("matchId", RangeOperator.BEGINS_WITH, "m"));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(plan.request().keyConditionExpression()).endsWith("player = :player AND "
                + "begins_with(matchId, :matchId)");
        assertThat(plan.reason()).endsWith("begins_with(matchId, :matchId) (sort key, fourth of 4 attributes, range)");
        assertThat(ids(run(FOUR_SORT, plan))).containsExactly("m2");
    }

    @Test
    void aMultiAttributePartitionWithOneSortAttributeUsesTheSingleSortKeyRules() {
        Table table = tournament(List.of("tournamentId", "region"), List.of("score"));
        AccessPatternPlan plan = plan(table, pattern("Match").equal("tournamentId", "WINTER24").equal("region", "NA")
                .range("score", RangeOperator.GE, "10").sort("score", SortDirection.DESC));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(plan.sorted()).isTrue();
        assertThat(plan.request().keyConditionExpression()).isEqualTo("tournamentId = :tournamentId AND "
                + "#region = :region AND score >= :sk");
        assertThat(plan.reason()).isEqualTo("GSI3: tournamentId = :tournamentId AND region = :region (partition key, "
                + "both attributes given); score >= :sk (sort key)");
        assertThat(ids(run(table, plan))).containsExactly("m3", "m2");
    }

    @Test
    void twoEntitiesInOneMultiAttributeCollectionAreReadWithoutASortCondition() {
        Entity note = entity("Note", 10, List.of(attr("noteId"), attr("tournamentId"), attr("region"), attr("round"),
                number("score")), List.of(EntityKey.of("PK", "NOTE#{noteId}"), EntityKey.of("SK", "NOTE"),
                EntityKey.of("tournamentId", "{tournamentId}"), EntityKey.of("region", "{region}"),
                EntityKey.of("round", "{round}"), EntityKey.of("score", "{score}")),
                record("noteId", "n1", "tournamentId", "WINTER24", "region", "NA", "round", "FINAL", "score", 0));
        Table table = new Table("t", GSI3.keySchema(), GSI3.indexes(), null, List.of(GSI3.entities().get(0), note),
                List.of(), List.of());

        AccessPatternPlan plan = plan(table, pattern("Match", "Note").equal("tournamentId", "WINTER24")
                .equal("region", "NA"));

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(plan.request().keyConditionExpression()).isEqualTo("tournamentId = :tournamentId AND "
                + "#region = :region");
        assertThat(run(table, plan)).hasSize(5);
    }
}
