package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** "Apply to sample data" for write patterns: the sample data changes as one undoable command. */
class WriteApplicationTest {
    private DesignSession session;
    private PatternsViewModel viewModel;

    @BeforeEach
    void openCommerceMain() throws Exception {
        session = new DesignSession(PatternsViewModelTest.commerceMain(), null, new InlineTaskRunner());
        viewModel = new PatternsViewModel(session);
    }

    private void select(String id) {
        viewModel.select(viewModel.rows().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow());
    }

    private List<String> openOrders() {
        return SimulatedTable.of(session.table()).view("GSI2").collections().stream()
                .flatMap(c -> c.entries().stream()).map(e -> e.item().attributes().get("SK"))
                .map(v -> ((AttributeValue.S) v).value()).toList();
    }

    private void input(String name, String value) {
        viewModel.runInputs().stream().filter(i -> i.name().equals(name)).findFirst().orElseThrow()
                .valueProperty().set(value);
    }

    @Test
    void fulfillingO9TakesItOutOfTheOpenOrdersIndexAndUndoBringsItBack() {
        assertThat(openOrders()).contains("ORDER#2026-07-14#o9");
        select("AP11");

        assertThat(viewModel.runInputs()).extracting(RunInput::name)
                .containsExactly("customerId", "orderDate", "orderId");
        assertThat(viewModel.applyToSampleData()).isTrue();

        SampleRun run = viewModel.sampleRunProperty().get();
        assertThat(openOrders()).doesNotContain("ORDER#2026-07-14#o9");
        assertThat(run.summary()).isEqualTo("Applied TransactWriteItems: 2 items written, 10 WCU (Ctrl+Z undoes).");
        assertThat(run.columns()).containsExactly("Item", "GSI1", "GSI2", "Changed", "Before", "After");
        assertThat(run.rows().get(0).cells()).satisfies(cells -> {
            assertThat(cells.get(0)).isEqualTo("UpdateItem CUST#c1 / ORDER#2026-07-14#o9");
            assertThat(cells.get(1)).isEqualTo("moved (4 WCU)");
            assertThat(cells.get(2)).isEqualTo("left (2 WCU)");
            assertThat(cells.get(3)).isEqualTo("GSI1PK: STATUS#PENDING \u2192 STATUS#FULFILLED; GSI2PK: OPEN \u2192"
                    + " (none); status: PENDING \u2192 FULFILLED");
            assertThat(cells.get(4)).contains("GSI2PK=OPEN");
            assertThat(cells.get(5)).contains("GSI1PK=STATUS#FULFILLED").doesNotContain("GSI2PK");
        });
        assertThat(run.rows().get(1).cells().get(0)).isEqualTo("UpdateItem ORDER#o9 / META");

        session.undo();

        assertThat(openOrders()).contains("ORDER#2026-07-14#o9");
    }

    @Test
    void placingAnOrderBeyondTheStockChangesNothingAndNamesTheFailedStockCheck() {
        select("AP10");
        List<Item> before = SimulatedTable.of(session.table()).items();
        input("qty", "99");

        viewModel.applyToSampleData();

        assertThat(viewModel.sampleRunProperty().get().summary()).isEqualTo("Nothing written:"
                + " TransactionCanceledException: Transaction cancelled, please refer cancellation reasons for"
                + " specific reasons [None, None, None, ConditionalCheckFailed]. Action 4 (Update PROD#sku-101 /"
                + " META): ConditionalCheckFailed");
        assertThat(SimulatedTable.of(session.table()).items()).isEqualTo(before);
    }

    @Test
    void placingAnOrderInStockWritesEveryItemOfTheTransaction() {
        select("AP10");

        viewModel.applyToSampleData();

        assertThat(viewModel.sampleRunProperty().get().rows()).extracting(r -> r.cells().get(0)).containsExactly(
                "PutItem CUST#c2 / ORDER#2026-07-20#o12", "PutItem ORDER#o12 / META",
                "PutItem ORDER#o12 / ITEM#sku-101", "UpdateItem PROD#sku-101 / META");
        assertThat(openOrders()).contains("ORDER#2026-07-20#o12");
    }
}
