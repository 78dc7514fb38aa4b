package dev.tablesmith.planner;

import static dev.tablesmith.planner.PlannerRulesTest.attr;
import static dev.tablesmith.planner.PlannerRulesTest.counted;
import static dev.tablesmith.planner.PlannerRulesTest.entity;
import static dev.tablesmith.planner.PlannerRulesTest.pattern;
import static dev.tablesmith.planner.PlannerRulesTest.plan;
import static dev.tablesmith.planner.PlannerRulesTest.record;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tablesmith.engine.CapacityUnits;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The cost of a multi-attribute key plan that leaves conditions to the application. DynamoDB takes a multi-attribute
 * sort key left to right (equalities, then at most one range, nothing skipped, nothing after the range) and refuses a
 * FilterExpression on a key attribute of the queried index, so a condition on a skipped sort attribute, or an
 * equality after the range, is checked by the application after the read. The Query reads, and is charged for, every
 * item the key condition selects; the estimate must count those, not the fewer items the application keeps.
 *
 * <p>The design: 100,000 matches in 100 tournaments (1,000 a tournament), 10 regions, 5 rounds, 1,000 players; GSI
 * partitioned by tournamentId, sorted by region, round, player, matchId.
 */
class DiscardedConditionCostTest {
    private static final double SECONDS_PER_MONTH = Pricing.usEast1().hoursPerMonth() * 3600;

    private static final Table MATCHES = new Table("t", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
            List.of(SecondaryIndex.gsi("ByTournament", new KeySchema(List.of(KeyAttribute.s("tournamentId")),
                    List.of(KeyAttribute.s("region"), KeyAttribute.s("round"), KeyAttribute.s("player"),
                            KeyAttribute.s("matchId"))), Projection.all())), null,
            List.of(entity("Match", 100_000, List.of(attr("matchId"), counted("tournamentId", 100),
                    counted("region", 10), counted("round", 5), counted("player", 1000)), List.of(
                    EntityKey.of("PK", "MATCH#{matchId}"), EntityKey.of("SK", "MATCH"),
                    EntityKey.of("tournamentId", "{tournamentId}"), EntityKey.of("region", "{region}"),
                    EntityKey.of("round", "{round}"), EntityKey.of("player", "{player}"),
                    EntityKey.of("matchId", "{matchId}")),
                    record("matchId", "m1", "tournamentId", "WINTER24", "region", "NA", "round", "FINAL",
                            "player", "ann"),
                    record("matchId", "m2", "tournamentId", "WINTER24", "region", "EU", "round", "SEMI",
                            "player", "bob"))), List.of(), List.of());

    /** Read units of a Query reading {@code items} of the plan's average size, eventually consistent. */
    private static double unitsFor(double items, CostEstimate cost) {
        return CapacityUnits.readUnitsForPage(Math.round(items * cost.averageItemBytes()), false);
    }

    @Test
    void aSkippedSortAttributeIsReadInFullAndKeptByTheApplication() {
        AccessPatternPlan plan = plan(MATCHES, pattern("Match").equal("tournamentId", "WINTER24")
                .equal("round", "FINAL"));
        CostEstimate cost = plan.cost();

        // region is skipped, so the key condition is tournamentId alone: 100,000 / 100 = 1,000 read; a fifth kept.
        assertThat(plan.request().keyConditionExpression()).isEqualTo("tournamentId = :tournamentId");
        assertThat(plan.request().filterExpression()).isNull();
        assertThat(cost.itemsRead()).isCloseTo(1000.0, within(1e-9));
        assertThat(cost.itemsReturned()).isCloseTo(200.0, within(1e-9));
        assertThat(cost.readUnits()).isEqualTo(unitsFor(1000, cost)).isGreaterThan(unitsFor(200, cost));
        assertThat(cost.readUnits()).isEqualTo(plan(MATCHES, pattern("Match").equal("tournamentId", "WINTER24"))
                .cost().readUnits());
        assertThat(cost.monthlyCost()).isCloseTo(SECONDS_PER_MONTH * cost.readUnits() / 1e6 * 0.125, within(1e-9));
        assertThat(cost.basis()).isEqualTo("items per partition = item count / distinct values of {tournamentId}; "
                + "the key condition cannot use round, so a call reads 1000 items and the application keeps about "
                + "200 of them");
    }

    @Test
    void anEqualityAfterTheRangeIsReadInFullAndKeptByTheApplication() {
        AccessPatternPlan plan = plan(MATCHES, pattern("Match").equal("tournamentId", "WINTER24")
                .range("region", RangeOperator.GE, "NA").equal("round", "FINAL"));
        CostEstimate cost = plan.cost();

        // The range on region is in the key (a tenth of 1,000); round after it is not: 100 read, a fifth kept.
        assertThat(plan.request().keyConditionExpression()).isEqualTo("tournamentId = :tournamentId AND "
                + "#region >= :region");
        assertThat(cost.itemsRead()).isCloseTo(100.0, within(1e-9));
        assertThat(cost.itemsReturned()).isCloseTo(20.0, within(1e-9));
        assertThat(cost.readUnits()).isEqualTo(unitsFor(100, cost)).isGreaterThan(unitsFor(20, cost));
        assertThat(cost.basis()).isEqualTo("items per partition = item count / distinct values of {tournamentId}, "
                + "a range selects 10%; the key condition cannot use round, so a call reads 100 items and the "
                + "application keeps about 20 of them");
    }

    @Test
    void aRangeAfterASkippedSortAttributeIsNotCountedAsSelectingATenth() {
        AccessPatternPlan plan = plan(MATCHES, pattern("Match").equal("tournamentId", "WINTER24")
                .equal("region", "NA").range("player", RangeOperator.GT, "m"));
        CostEstimate cost = plan.cost();

        // round is skipped, so the range on player is left to the application: 100,000 / (100 x 10) = 100 read.
        assertThat(plan.request().keyConditionExpression()).isEqualTo("tournamentId = :tournamentId AND "
                + "#region = :region");
        assertThat(cost.itemsRead()).isCloseTo(100.0, within(1e-9));
        assertThat(cost.itemsReturned()).isCloseTo(10.0, within(1e-9));
        assertThat(cost.basis()).isEqualTo("items per partition = item count / distinct values of {tournamentId, "
                + "region}; the key condition cannot use player, so a call reads 100 items and the application "
                + "keeps about 10 of them");
    }

    @Test
    void limitCapsWhatIsReadAndTheApplicationKeepsItsShareOfThat() {
        CostEstimate cost = plan(MATCHES, pattern("Match").equal("tournamentId", "WINTER24").equal("round", "FINAL")
                .limit(100)).cost();

        // Limit stops the read after 100 items, of which the application keeps a fifth.
        assertThat(cost.itemsRead()).isCloseTo(100.0, within(1e-9));
        assertThat(cost.itemsReturned()).isCloseTo(20.0, within(1e-9));
        assertThat(cost.basis()).endsWith("; Limit 100 caps what one call reads; the key condition cannot use round, "
                + "so a call reads 100 items and the application keeps about 20 of them");
    }
}
