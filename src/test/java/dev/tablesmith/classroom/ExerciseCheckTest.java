package dev.tablesmith.classroom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.planner.Resolution;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class ExerciseCheckTest {
    private static Design commerce;

    @BeforeAll
    static void load() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        commerce = gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    private static CheckResult run(ExerciseCheck check, Design design) {
        return check.evaluate(new DesignFacts(design));
    }

    private static Design withoutGsi(Design design, String index) {
        return DesignEdits.onTable(design.table().name(), "drop", t -> t.withIndexes(t.indexes().stream()
                .filter(i -> !i.name().equals(index)).toList())).apply(design);
    }

    @Test
    void patternServedByAnAllowedResolutionPasses() {
        CheckResult result = run(new PatternResolvesCheck("AP1", List.of(Resolution.GET_ITEM), "table"), commerce);
        assertThat(result.passed()).isTrue();
        assertThat(result.detail()).isEqualTo("AP1 is a GetItem on table");
    }

    @Test
    void patternServedByAnotherResolutionFailsAndSaysWhatItIs() {
        CheckResult result = run(new PatternResolvesCheck("AP1", List.of(Resolution.QUERY), null), commerce);
        assertThat(result.passed()).isFalse();
        assertThat(result.detail()).isEqualTo("AP1 is a GetItem on table");
    }

    @Test
    void patternOnTheWrongIndexFails() {
        CheckResult result = run(new PatternResolvesCheck("AP6", List.of(Resolution.QUERY), "GSI1"), commerce);
        assertThat(result.passed()).isFalse();
        assertThat(result.detail()).isEqualTo("AP6 is a Query on GSI2, not on GSI1");
    }

    @Test
    void missingPatternFails() {
        CheckResult result = run(new PatternResolvesCheck("AP99", List.of(Resolution.QUERY), null), commerce);
        assertThat(result.passed()).isFalse();
        assertThat(result.detail()).contains("no access pattern AP99");
    }

    @Test
    void noFindingPassesOnACleanDesignAndFailsWithTheFindingsMessage() {
        assertThat(run(new NoFindingCheck("scan-required"), commerce).passed()).isTrue();
        Design scanning = DesignEdits.setKeyTemplate(commerce.table().name(), "Customer", "PK", "{customerId}",
                null).apply(commerce);
        CheckResult prefix = run(new NoFindingCheck("missing-type-prefix"), scanning);
        assertThat(prefix.passed()).isFalse();
        assertThat(prefix.detail()).contains("Customer");
    }

    @Test
    void gsiCountCountsOnlyGlobalIndexes() {
        assertThat(run(new GsiCountCheck(2), commerce).passed()).isTrue();
        CheckResult one = run(new GsiCountCheck(1), commerce);
        assertThat(one.passed()).isFalse();
        assertThat(one.detail()).isEqualTo("the table has 2 GSIs");
        assertThat(run(new GsiCountCheck(1), withoutGsi(commerce, "GSI2")).passed()).isTrue();
    }

    @Test
    void entityKeyCheckLooksAtPrefixAndSparseCondition() {
        assertThat(run(new EntityKeyCheck("Order", "GSI2PK", "OPEN", true), commerce).passed()).isTrue();
        assertThat(run(new EntityKeyCheck("Order", "GSI1PK", "STATUS#", true), commerce).detail())
                .endsWith("(always written)");
        assertThat(run(new EntityKeyCheck("Product", "PK", "CUST#", false), commerce).passed()).isFalse();
        assertThat(run(new EntityKeyCheck("OrderItem", "GSI2PK", null, false), commerce).detail())
                .isEqualTo("OrderItem does not write GSI2PK");
        assertThat(run(new EntityKeyCheck("Nobody", "PK", null, false), commerce).passed()).isFalse();
    }

    @Test
    void exerciseGradeReportsEveryCheckInOrder() {
        Exercise exercise = new Exercise("x", "X", 1, "task", commerce, List.of(new GsiCountCheck(5),
                new GsiCountCheck(0)), List.of(), "");
        Grade grade = exercise.grade(commerce);
        assertThat(grade.results()).extracting(CheckResult::passed).containsExactly(true, false);
        assertThat(grade.passed()).isFalse();
        assertThat(grade.passedCount()).isEqualTo(1);
    }

    @Test
    void anExerciseWithoutChecksIsRejected() {
        assertThatThrownBy(() -> new Exercise("x", "X", 1, "t", commerce, List.of(), List.of(), ""))
                .hasMessageContaining("no checks");
    }

    @Test
    void checksDescribeThemselvesInTheDesignsTerms() {
        assertThat(new PatternResolvesCheck("AP3", List.of(Resolution.QUERY), "table").describe())
                .isEqualTo("AP3 is served by a Query on table");
        assertThat(new PatternResolvesCheck("AP4", List.of(Resolution.GET_ITEM, Resolution.QUERY), null)
                .describe()).isEqualTo("AP4 is served by GetItem or Query");
        assertThat(new EntityKeyCheck("Order", "GSI2PK", null, true).describe())
                .isEqualTo("Order writes GSI2PK only under a condition (sparse)");
        assertThat(new GsiCountCheck(1).describe()).isEqualTo("The table has at most 1 GSI");
    }
}
