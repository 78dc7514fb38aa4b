package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.RangeCondition;
import dev.tablesmith.model.RangeOperator;
import dev.tablesmith.model.ReadConsistency;
import dev.tablesmith.model.SortDirection;
import dev.tablesmith.model.SortOrder;
import dev.tablesmith.planner.Resolution;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PatternEditorTest {
    private DesignSession session;
    private PatternsViewModel viewModel;
    private PatternEditor editor;

    @BeforeEach
    void openCommerceMainWithAp2Selected() throws Exception {
        session = new DesignSession(PatternsViewModelTest.commerceMain(), null, new InlineTaskRunner());
        viewModel = new PatternsViewModel(session);
        editor = viewModel.editor();
        session.selectedPatternProperty().set("AP2");
    }

    private AccessPattern ap(String id) {
        return session.table().accessPattern(id).orElseThrow();
    }

    private PatternRow row(String id) {
        return viewModel.rows().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
    }

    /** Applies an accepted edit, checks it, then checks that one undo restores the design exactly. */
    private void acceptedAndUndoable(Supplier<Optional<String>> edit, Runnable check) {
        Design before = session.design();
        assertThat(edit.get()).isEmpty();
        check.run();
        session.undo();
        assertThat(session.design()).isEqualTo(before);
        session.redo();
        check.run();
    }

    /** A refused edit says why in one line and leaves the design as it was. */
    private void refused(Optional<String> result, String message) {
        assertThat(result).hasValueSatisfying(m -> assertThat(m).contains(message).doesNotContain("\n"));
    }

    @Test
    void nameAndDescriptionAreUndoableEditsAndABlankNameIsRefused() {
        acceptedAndUndoable(() -> editor.setName("Orders of one customer"),
                () -> assertThat(ap("AP2").name()).isEqualTo("Orders of one customer"));
        acceptedAndUndoable(() -> editor.setDescription("newest first"),
                () -> assertThat(ap("AP2").description()).isEqualTo("newest first"));
        assertThat(session.commands().undoDescription()).contains("Set description of AP2");
        Design before = session.design();
        refused(editor.setName("  "), "name cannot be empty");
        assertThat(session.design()).isSameAs(before);
    }

    @Test
    void entitiesMustBeAtLeastOneEntityOfTheTable() {
        acceptedAndUndoable(() -> editor.setEntities(List.of("Order", "Customer")),
                () -> assertThat(ap("AP2").entities()).containsExactly("Order", "Customer"));
        Design before = session.design();
        refused(editor.setEntities(List.of()), "at least one entity");
        refused(editor.setEntities(List.of("Invoice")), "no entity Invoice");
        assertThat(session.design()).isSameAs(before);
    }

    @Test
    void equalityRowsAreAddedChangedToConstantsAndRemoved() {
        acceptedAndUndoable(() -> editor.addEquality("status", null),
                () -> assertThat(ap("AP2").equalities()).containsExactly(Equality.input("customerId"),
                        Equality.input("status")));
        acceptedAndUndoable(() -> editor.setEquality(1, "status", "PENDING"),
                () -> assertThat(ap("AP2").equalities().get(1)).isEqualTo(Equality.fixed("status", "PENDING")));
        acceptedAndUndoable(() -> editor.removeEquality(0),
                () -> assertThat(ap("AP2").equalities()).containsExactly(Equality.fixed("status", "PENDING")));
    }

    @Test
    void unknownDuplicateOrBlankEqualityAttributesAreRefused() {
        Design before = session.design();
        refused(editor.addEquality("customerId", null), "customerId already has an equality");
        refused(editor.addEquality("carrier", null), "Order has no attribute carrier: add it in the entity chart");
        refused(editor.setEquality(0, " ", null), "Name the attribute");
        refused(editor.removeEquality(5), "no equality row 6");
        assertThat(session.design()).isSameAs(before);
    }

    @Test
    void removingTheOnlyEqualityTurnsTheQueryIntoAScanAndUndoTurnsItBack() {
        assertThat(row("AP2").plan().resolution()).isEqualTo(Resolution.QUERY);
        editor.removeEquality(0);
        assertThat(row("AP2").plan().resolution()).isEqualTo(Resolution.SCAN);
        session.undo();
        assertThat(row("AP2").plan().resolution()).isEqualTo(Resolution.QUERY);
    }

    @Test
    void rangeIsSetWithItsOperatorAndRemovedWithABlankAttribute() {
        acceptedAndUndoable(() -> editor.setRange("orderDate", RangeOperator.BETWEEN),
                () -> assertThat(ap("AP2").range()).isEqualTo(new RangeCondition("orderDate",
                        RangeOperator.BETWEEN)));
        acceptedAndUndoable(() -> editor.setRange("", null), () -> assertThat(ap("AP2").range()).isNull());
    }

    @Test
    void beginsWithOnANumberAttributeIsRefused() {
        Design before = session.design();
        refused(editor.setRange("total", RangeOperator.BEGINS_WITH), "begins_with compares strings");
        refused(editor.setRange("orderDate", null), "Choose the range operator");
        assertThat(session.design()).isSameAs(before);
        assertThat(editor.setRange("total", RangeOperator.GE)).isEmpty();
    }

    @Test
    void sortIsSetWithADirectionAndRemovedWithABlankAttribute() {
        acceptedAndUndoable(() -> editor.setSort("orderDate", SortDirection.ASC),
                () -> assertThat(ap("AP2").sort()).isEqualTo(new SortOrder("orderDate", SortDirection.ASC)));
        acceptedAndUndoable(() -> editor.setSort(null, null), () -> assertThat(ap("AP2").sort()).isNull());
        refused(editor.setSort("shipDate", SortDirection.ASC), "Order has no attribute shipDate");
    }

    @Test
    void limitAndRateAreUndoableAndOutOfRangeValuesAreRefused() {
        acceptedAndUndoable(() -> editor.setLimit(5), () -> assertThat(ap("AP2").limit()).isEqualTo(5));
        acceptedAndUndoable(() -> editor.setLimit(null), () -> assertThat(ap("AP2").limit()).isNull());
        acceptedAndUndoable(() -> editor.setRequestsPerSecond(12.5),
                () -> assertThat(ap("AP2").requestsPerSecond()).isEqualTo(12.5));
        refused(editor.setLimit(0), "at least 1");
        refused(editor.setRequestsPerSecond(-1), "zero or more");
    }

    @Test
    void strongConsistencyIsRefusedOnAPinnedGsiButAllowedOnTheTable() {
        acceptedAndUndoable(() -> editor.setConsistency(ReadConsistency.STRONG),
                () -> assertThat(ap("AP2").consistency()).isEqualTo(ReadConsistency.STRONG));
        refused(editor.setIndex("GSI1"), "only eventually consistent");
        refused(editor.setIndex("GSI9"), "no index GSI9");
        session.selectedPatternProperty().set("AP4");
        refused(editor.setConsistency(ReadConsistency.STRONG), "only eventually consistent");
    }

    @Test
    void theIndexIsPinnedOrLeftToThePlanner() {
        acceptedAndUndoable(() -> editor.setIndex(null), () -> assertThat(ap("AP2").index()).isNull());
        acceptedAndUndoable(() -> editor.setIndex("GSI1"), () -> assertThat(ap("AP2").index()).isEqualTo("GSI1"));
        assertThat(editor.indexNames()).containsExactly("table", "GSI1", "GSI2");
    }

    @Test
    void anEditWithoutASelectionIsRefused() {
        session.selectedPatternProperty().set(null);
        refused(editor.setName("x"), "Select an access pattern first");
    }

    @Test
    void writePatternsAreRecognisedForTheReadOnlyWriteSpec() {
        session.selectedPatternProperty().set("AP10");
        assertThat(editor.isWrite()).isTrue();
        session.selectedPatternProperty().set("AP2");
        assertThat(editor.isWrite()).isFalse();
    }

    @Test
    void typingAttributeEqualsValueMakesAConstantEqualityNotAnAttributeNamedSo() {
        acceptedAndUndoable(() -> editor.addEquality("status = PENDING", null),
                () -> assertThat(ap("AP2").equalities()).containsExactly(Equality.input("customerId"),
                        Equality.fixed("status", "PENDING")));
        acceptedAndUndoable(() -> editor.setEquality(0, "customerId = c1", ""),
                () -> assertThat(ap("AP2").equalities()).containsExactly(Equality.fixed("customerId", "c1"),
                        Equality.fixed("status", "PENDING")));
        Design before = session.design();
        refused(editor.addEquality("status =", null), "Give the constant after '='");
        refused(editor.addEquality("= PENDING", null), "Name the attribute before '='");
        assertThat(session.design()).isSameAs(before);
        assertThat(ap("AP2").equalities()).noneMatch(e -> e.attribute().contains("="));
    }

    @Test
    void aMisspeltAttributeIsRefusedWithTheCloseOne() {
        Design before = session.design();
        refused(editor.addEquality("stauts = PAID", null), "Order has no attribute stauts; did you mean status?");
        refused(editor.setRange("orderDat", RangeOperator.GE), "did you mean orderDate?");
        refused(editor.setSort("totl", SortDirection.ASC), "did you mean total?");
        assertThat(session.design()).isSameAs(before);
        assertThat(editor.addEquality("SK", null)).as("a key attribute is known").isEmpty();
    }

    @Test
    void aPatternNamingAMissingEntityTakesAnyAttributeAndCreatesTheEntityInOneUndoStep() {
        assertThat(viewModel.addPattern("AP16", "Reviews of a product", "Review", "productId")).isEmpty();
        session.undo();
        assertThat(session.table().entity("Review")).isEmpty();
        assertThat(viewModel.newPattern()).satisfies(form -> {
            form.idProperty().set("AP16");
            form.nameProperty().set("Reviews of a product");
            form.entityProperty().set("Review");
            form.inputsProperty().set("productId");
            form.createEntityProperty().set(false);
            assertThat(form.add()).isEmpty();
        });
        assertThat(editor.missingEntities()).containsExactly("Review");
        assertThat(editor.addEquality("stars = 5", null)).isEmpty();
        Design before = session.design();

        assertThat(editor.createMissingEntities()).isEmpty();

        assertThat(session.table().entity("Review").orElseThrow().attributes())
                .extracting(a -> a.name()).containsExactly("productId", "stars");
        assertThat(editor.missingEntities()).isEmpty();
        assertThat(row("AP16").status()).isNotEqualTo(PatternStatus.NEEDS_ENTITY);
        session.undo();
        assertThat(session.design()).isEqualTo(before);
        assertThat(row("AP16").statusLabel()).isEqualTo("Needs entity Review");
    }
}
