package dev.tablesmith.ui.patterns;

import dev.tablesmith.ui.DeferredTaskRunner;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Equality;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.planner.Resolution;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.List;
import org.assertj.core.data.Percentage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PatternsViewModelTest {
    private DesignSession session;
    private PatternsViewModel viewModel;

    static Design commerceMain() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    @BeforeEach
    void openCommerceMain() throws Exception {
        session = new DesignSession(commerceMain(), null, new InlineTaskRunner());
        viewModel = new PatternsViewModel(session);
    }

    private PatternRow row(String id) {
        return viewModel.rows().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void everyPatternIsListedWithThePlannersResolutionAsItsStatus() {
        var plans = new AccessPatternPlanner(session.table(), session.design().pricing()).planAll();

        assertThat(viewModel.rows()).extracting(PatternRow::id)
                .containsExactlyElementsOf(session.table().accessPatterns().stream().map(p -> p.id()).toList());
        for (var plan : plans) {
            PatternRow row = row(plan.pattern().id());
            assertThat(row.status()).isEqualTo(PatternStatus.of(plan));
            assertThat(row.statusLabel()).startsWith(plan.resolution().label());
        }
        assertThat(row("AP1").operation()).isEqualTo("GetItem table");
        assertThat(row("AP1").status()).isEqualTo(PatternStatus.GOOD);
        assertThat(row("AP4").operation()).isEqualTo("Query GSI1");
        assertThat(row("AP10").status()).isEqualTo(PatternStatus.WRITE);
        assertThat(row("AP10").units()).endsWith("WCU");
    }

    @Test
    void statusIsGreenForQueriesAmberForFiltersOrUnsortedRedForScans() {
        var plans = new AccessPatternPlanner(session.table(), session.design().pricing()).planAll();
        for (var plan : plans) {
            PatternStatus expected = switch (plan.resolution()) {
                case WRITE -> PatternStatus.WRITE;
                case SCAN -> PatternStatus.SCAN;
                case QUERY_WITH_FILTER -> PatternStatus.WARNING;
                default -> plan.sorted() ? PatternStatus.GOOD : PatternStatus.WARNING;
            };
            assertThat(PatternStatus.of(plan)).as(plan.pattern().id()).isEqualTo(expected);
        }
    }

    @Test
    void changingTheRateChangesTheMonthlyCostAndUndoRestoresIt() {
        viewModel.select(row("AP2"));
        String before = row("AP2").monthlyCost();
        double costBefore = row("AP2").plan().cost().monthlyCost();

        assertThat(viewModel.setRequestsPerSecond(350)).isEmpty();

        assertThat(row("AP2").plan().pattern().requestsPerSecond()).isEqualTo(350);
        assertThat(row("AP2").plan().cost().monthlyCost()).isCloseTo(costBefore * 1000, Percentage.withPercentage(0.1));
        assertThat(row("AP2").monthlyCost()).isNotEqualTo(before);
        assertThat(viewModel.selectedProperty().get().id()).isEqualTo("AP2");
        session.undo();
        assertThat(row("AP2").monthlyCost()).isEqualTo(before);
    }

    @Test
    void changingTheLimitIsAnUndoableEdit() {
        viewModel.select(row("AP2"));
        assertThat(viewModel.setLimit(5)).isEmpty();
        assertThat(row("AP2").plan().request().limit()).isEqualTo(5);
        assertThat(viewModel.setLimit(0)).contains("The Limit must be at least 1.");
        session.undo();
        assertThat(row("AP2").plan().request().limit()).isEqualTo(20);
    }

    @Test
    void patternOnAnAttributeNoIndexServesIsAScanUntilAGsiTemplateServesIt() {
        assertThat(viewModel.addPattern("AP16", "Orders by carrier", "OrderHeader", "carrier")).isEmpty();
        assertThat(row("AP16").plan().resolution()).isEqualTo(Resolution.SCAN);
        assertThat(row("AP16").status()).isEqualTo(PatternStatus.SCAN);
        assertThat(row("AP16").operation()).isEqualTo("Scan");
        assertThat(row("AP16").plan().pattern().requestsPerSecond()).isEqualTo(PatternsViewModel.NEW_PATTERN_RATE);
        assertThat(row("AP16").plan().cost().monthlyCost()).isPositive();
        assertThat(viewModel.detailProperty().get().request()).extracting(PatternDetail.Line::label)
                .contains("Filter").doesNotContain("Direction");
        assertThat(viewModel.selectedProperty().get().id()).isEqualTo("AP16");
        assertThat(session.selectedPatternProperty().get()).isEqualTo("AP16");
        assertThat(viewModel.detailProperty().get().fix()).startsWith("Level ")
                .contains(row("AP16").plan().fix().orElseThrow().summary());

        session.push(DesignEdits.setKeyTemplate("commerce-main", "OrderHeader", "GSI2PK", "CARRIER#{carrier}", null));

        assertThat(row("AP16").plan().resolution()).isEqualTo(Resolution.QUERY);
        assertThat(row("AP16").operation()).isEqualTo("Query GSI2");
        session.undo();
        assertThat(row("AP16").status()).isEqualTo(PatternStatus.SCAN);
    }

    @Test
    void addingAPatternWithAnIdInUseIsRefused() {
        assertThat(viewModel.addPattern("AP1", "Again", "Order", "carrier"))
                .contains("An access pattern with id AP1 already exists.");
        assertThat(viewModel.nextPatternId()).isEqualTo("AP16");
    }

    @Test
    void aPatternSelectedThroughTheSessionIsSelectedHere() {
        session.selectedPatternProperty().set("AP6");

        assertThat(viewModel.selectedProperty().get().id()).isEqualTo("AP6");
        assertThat(viewModel.detailProperty().get()).isNotNull();
    }

    @Test
    void selectingARowShowsItsRequestReasonAndSharesTheSelection() {
        viewModel.select(row("AP2"));

        PatternDetail detail = viewModel.detailProperty().get();
        assertThat(session.selectedPatternProperty().get()).isEqualTo("AP2");
        assertThat(detail.reason()).isEqualTo(row("AP2").plan().reason());
        assertThat(detail.request()).contains(new PatternDetail.Line("Key condition",
                "PK = \"CUST#c1\" AND begins_with(SK, \"ORDER#\")"));
        assertThat(detail.request()).contains(new PatternDetail.Line("Direction",
                "descending (ScanIndexForward = false)"));
    }

    @Test
    void runningAQueryOnSampleDataListsTheItemsWithCountAndCapacity() {
        viewModel.select(row("AP2"));
        viewModel.runOnSampleData();

        SampleRun run = viewModel.sampleRunProperty().get();
        assertThat(run.columns()).startsWith("PK", "SK");
        assertThat(run.rows()).isNotEmpty().allSatisfy(row -> assertThat(row.cells().get(0)).isEqualTo("CUST#c1"));
        assertThat(run.summary()).contains("Count " + run.rows().size(), "ScannedCount", "RCU consumed");
    }

    @Test
    void aRateEditKeepsTheSampleRunButAKeyTemplateEditClearsIt() {
        viewModel.select(row("AP2"));
        viewModel.runOnSampleData();
        SampleRun run = viewModel.sampleRunProperty().get();

        viewModel.setRequestsPerSecond(3);
        assertThat(viewModel.sampleRunProperty().get()).isSameAs(run);

        session.push(DesignEdits.setKeyTemplate("commerce-main", "Order", "SK", "ORDER#{orderId}", null));
        assertThat(viewModel.sampleRunProperty().get()).isNull();
    }

    @Test
    void plansFromAnOlderDesignThatArriveLateAreIgnored() {
        var deferred = new DeferredTaskRunner();
        DesignSession slow = new DesignSession(session.design(), null, deferred);
        PatternsViewModel late = new PatternsViewModel(slow);
        slow.push(DesignEdits.putAccessPattern("commerce-main",
                AccessPattern.read("AP16", "Orders by carrier", List.of("OrderHeader"),
                        List.of(Equality.input("carrier")))));

        deferred.runLast();
        deferred.runFirst();

        assertThat(late.rows()).extracting(PatternRow::id).contains("AP16");
    }

    @Test
    void aSelectionMadeInAnotherViewSelectsTheRowAndAnUnknownIdClearsIt() {
        session.selectedPatternProperty().set("AP7");
        assertThat(viewModel.selectedProperty().get().id()).isEqualTo("AP7");
        assertThat(viewModel.detailProperty().get().title()).startsWith("AP7 ·");

        session.selectedPatternProperty().set("AP99");
        assertThat(viewModel.selectedProperty().get()).isNull();
        assertThat(viewModel.detailProperty().get()).isNull();
        assertThat(session.selectedPatternProperty().get()).isEqualTo("AP99");
    }

    @Test
    void deleteSelectsTheNextPatternAndUndoBringsTheDeletedOneBack() {
        viewModel.select(row("AP2"));
        Design before = session.design();

        assertThat(viewModel.deleteSelected()).isEmpty();

        assertThat(session.table().accessPattern("AP2")).isEmpty();
        assertThat(viewModel.selectedProperty().get().id()).isEqualTo("AP3");
        session.undo();
        assertThat(session.design()).isEqualTo(before);
    }

    @Test
    void duplicateAddsACopyUnderTheNextIdAndSelectsIt() {
        viewModel.select(row("AP2"));

        assertThat(viewModel.duplicateSelected()).isEmpty();

        AccessPattern copy = session.table().accessPattern("AP16").orElseThrow();
        assertThat(copy.equalities()).isEqualTo(session.table().accessPattern("AP2").orElseThrow().equalities());
        assertThat(viewModel.selectedProperty().get().id()).isEqualTo("AP16");
        assertThat(session.selectedPatternProperty().get()).isEqualTo("AP16");
    }

    @Test
    void runningWithATypedInputReturnsThatCustomersItemsAndShowsTheRequestJson() {
        viewModel.select(row("AP2"));
        assertThat(viewModel.runInputs()).extracting(i -> i.valueProperty().get()).containsExactly("c1");
        viewModel.runInputs().get(0).valueProperty().set("c2");

        assertThat(viewModel.runOnSampleData()).isTrue();

        SampleRun run = viewModel.sampleRunProperty().get();
        assertThat(run.rows()).isNotEmpty().allSatisfy(row -> assertThat(row.cells().get(0)).isEqualTo("CUST#c2"));
        assertThat(run.request()).contains("\"KeyConditionExpression\"", "CUST#c2");
        assertThat(session.table().accessPattern("AP2").orElseThrow().exampleInputs())
                .containsEntry("customerId", "c1");
    }

    @Test
    void aBlankInputIsRefusedAtItsFieldAndNothingRuns() {
        viewModel.select(row("AP2"));
        viewModel.runInputs().get(0).valueProperty().set("");

        assertThat(viewModel.runOnSampleData()).isFalse();

        assertThat(viewModel.runInputs().get(0).errorProperty().get()).isEqualTo("Give a value for customerId.");
        assertThat(viewModel.sampleRunProperty().get()).isNull();
    }

    @Test
    void typedInputsSurviveARateEditOfTheSamePattern() {
        viewModel.select(row("AP2"));
        viewModel.runInputs().get(0).valueProperty().set("c2");
        viewModel.setRequestsPerSecond(4);
        assertThat(viewModel.runInputs().get(0).valueProperty().get()).isEqualTo("c2");
    }
}
