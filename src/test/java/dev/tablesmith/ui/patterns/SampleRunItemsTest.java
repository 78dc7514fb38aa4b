package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.items.ItemDetails;
import dev.tablesmith.ui.items.ItemList;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The rows of a run on sample data carry the whole item behind them, for the whole-item window. */
class SampleRunItemsTest {
    private DesignSession session;
    private PatternsViewModel viewModel;

    @BeforeEach
    void openCommerceMain() throws Exception {
        session = new DesignSession(PatternsViewModelTest.commerceMain(), null, new InlineTaskRunner());
        viewModel = new PatternsViewModel(session);
    }

    private SampleRun run(String patternId) {
        viewModel.select(viewModel.rows().stream().filter(r -> r.id().equals(patternId)).findFirst().orElseThrow());
        viewModel.runOnSampleData();
        return viewModel.sampleRunProperty().get();
    }

    @Test
    void eachReturnedRowCarriesItsWholeItemAndTheRecordItCameFrom() {
        SampleRun run = run("AP2");

        assertThat(run.rows()).isNotEmpty().allSatisfy(row -> {
            ItemDetails details = row.details().orElseThrow();
            assertThat(details.title()).isEqualTo(row.cells().get(0) + " / " + row.cells().get(1));
            assertThat(details.origin()).matches("Order, record \\d+ of its sample records · returned by AP2's"
                    + " Query on table");
            assertThat(details.attributes()).extracting(ItemDetails.AttributeDetail::name)
                    .contains("PK", "SK", "orderId", "status");
        });
    }

    @Test
    void theWholeItemWindowOpensOnTheChosenRowAndStepsThroughTheRest() {
        SampleRun run = run("AP2");
        SampleRun.Row second = run.rows().get(1);

        ItemList items = run.wholeItems(second);

        assertThat(items.at()).isEqualTo(1);
        assertThat(items.items()).hasSameSizeAs(run.rows());
        assertThat(items.items().get(1).title()).isEqualTo(second.details().orElseThrow().title());
        assertThat(items.items().get(0).title()).isEqualTo(run.rows().get(0).details().orElseThrow().title());
    }

    @Test
    void anIndexThatProjectsOnlyKeysStillOpensTheWholeItemAndSaysWhatTheQueryReturned() {
        session.push(DesignEdits.onTable("commerce-main", "GSI1 keys only", table -> table.withIndexes(
                table.indexes().stream().map(i -> i.name().equals("GSI1") ? new SecondaryIndex(i.name(), i.kind(),
                        i.keySchema(), Projection.keysOnly(), i.provisioned()) : i).toList())));

        SampleRun run = run("AP4");

        assertThat(run.rows()).isNotEmpty().allSatisfy(row -> {
            ItemDetails details = row.details().orElseThrow();
            assertThat(details.attributes()).extracting(ItemDetails.AttributeDetail::name)
                    .contains("orderId", "status", "orderDate");
            assertThat(details.origin()).contains("returned by AP4's Query on GSI1, which returned 4 of its ");
        });
    }

    @Test
    void aWriteAppliedToSampleDataOpensEachWrittenItemAsItIsAfterTheWrite() {
        viewModel.select(viewModel.rows().stream().filter(r -> r.id().equals("AP10")).findFirst().orElseThrow());
        viewModel.applyToSampleData();
        SampleRun run = viewModel.sampleRunProperty().get();

        assertThat(run.rows()).isNotEmpty().allSatisfy(row -> assertThat(row.details().orElseThrow().origin())
                .isEqualTo("as AP10's TransactWriteItems leaves it in the sample data"));
        assertThat(run.rows().get(0).details().orElseThrow().title()).isEqualTo("CUST#c2 / ORDER#2026-07-20#o12");
    }
}
