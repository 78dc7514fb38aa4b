package dev.tablesmith.planner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.Pricing;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.Table;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The fix ladder's no-backfill rung: a new GSI keyed natively by attributes the entity already has. DynamoDB fills a
 * new GSI from the existing items itself (a GSI is backfilled while CREATING), and a multi-attribute key takes up to 4
 * partition attributes (AWS, "Multi-attribute keys for global secondary indexes", November 2025).
 */
class NativeKeyFixTest {

    @Test
    void twoEqualitiesAndARangeBecomeAMultiAttributeGsiWithoutBackfill() {
        Fix fix = fix(scores(AttributeType.S), List.of("tournamentId", "region"), "score");

        assertThat(fix.cost()).isEqualTo(ChangeCost.NEW_INDEX_OR_TEMPLATE);
        assertThat(fix.index()).isEqualTo("GSI1");
        assertThat(fix.keySchema()).isEqualTo(new KeySchema(List.of(KeyAttribute.s("tournamentId"),
                KeyAttribute.s("region")), List.of(KeyAttribute.n("score"))));
        assertThat(fix.backfillItems()).isZero();
        assertThat(fix.summary()).isEqualTo("add a new GSI1 with a native multi-attribute key on attributes Score "
                + "already has: partition [tournamentId (S), region (S)], sort [score (N)]; no backfill: DynamoDB "
                + "indexes the existing 5,000 Score items itself when it creates the GSI");
    }

    @Test
    void fiveEqualitiesDoNotFitAndFallBackToATemplateWithABackfill() {
        Fix fix = fix(scores(AttributeType.S), List.of("tournamentId", "region", "a", "b", "c"), null);

        assertThat(fix.keySchema()).isNull();
        assertThat(fix.templates()).containsKey("GSI1PK");
        assertThat(fix.backfillItems()).isEqualTo(5000);
    }

    @Test
    void aFixedValueKeepsTheTemplateSoTheIndexCanBeMadeSparse() {
        Table table = scores(AttributeType.S);
        AccessPattern fixed = new AccessPattern("AP1", "EU scores", "", PatternKind.READ, List.of("Score"),
                List.of(Equality.fixed("region", "EU")), null, null, null, 1, ReadConsistency.EVENTUAL, null, null,
                Map.of(), null);
        Table with = table.withAccessPatterns(List.of(fixed));

        Fix fix = new AccessPatternPlanner(with, Pricing.usEast1()).plan(fixed).fix().orElseThrow();

        assertThat(fix.keySchema()).isNull();
        assertThat(fix.templates()).containsValue("REGION#{region}");
    }

    @Test
    void aBooleanCannotBeAKeyAttributeSoTheFixWritesATemplate() {
        Fix fix = fix(scores(AttributeType.BOOL), List.of("tournamentId", "region", "a"), null);

        assertThat(fix.keySchema()).isNull();
        assertThat(fix.summary()).contains("backfill the 5,000 existing Score items");
    }

    @Test
    void theAppliedFixPlansAsAQueryOnTheNewIndex() {
        Table table = withPattern(scores(AttributeType.S), List.of("a"), "score");
        Fix fix = fix(table, List.of("a"), "score");
        Table fixed = dev.tablesmith.edit.FixEdits.plan(table, "AP1", fix).table();

        AccessPatternPlan plan = new AccessPatternPlanner(fixed, Pricing.usEast1())
                .plan(fixed.accessPattern("AP1").orElseThrow());

        assertThat(plan.resolution()).isEqualTo(Resolution.QUERY);
        assertThat(plan.index()).contains("GSI1");
    }

    private static Fix fix(Table table, List<String> equalities, String range) {
        Table with = withPattern(table, equalities, range);
        return new AccessPatternPlanner(with, Pricing.usEast1()).plan(with.accessPatterns().get(0)).fix()
                .orElseThrow();
    }

    private static Table withPattern(Table table, List<String> equalities, String range) {
        AccessPattern pattern = new AccessPattern("AP1", "Scores", "", PatternKind.READ, List.of("Score"),
                equalities.stream().map(Equality::input).toList(), range == null ? null
                : new RangeCondition(range, RangeOperator.BETWEEN), null, null, 1, ReadConsistency.EVENTUAL, null, null, Map.of(), null);
        return table.withAccessPatterns(List.of(pattern));
    }

    private static Table scores(AttributeType aType) {
        Entity score = new Entity("Score", "", null, List.of(Attribute.required("tournamentId", AttributeType.S),
                Attribute.required("region", AttributeType.S), Attribute.required("score", AttributeType.N),
                Attribute.required("playerId", AttributeType.S), Attribute.required("a", aType),
                Attribute.required("b", AttributeType.S), Attribute.required("c", AttributeType.S)),
                List.of(EntityKey.of("PK", "PLAYER#{playerId}"), EntityKey.of("SK", "T#{tournamentId}")), 5000,
                List.of());
        return new Table("scores", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(), null,
                List.of(score), List.of(), List.of());
    }
}
