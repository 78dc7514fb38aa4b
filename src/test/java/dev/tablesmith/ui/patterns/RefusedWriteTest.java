package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.engine.SimulatedTable;
import dev.tablesmith.engine.request.CancellationReason;
import dev.tablesmith.engine.request.DynamoDbError;
import dev.tablesmith.engine.request.ReturnValuesOnConditionCheckFailure;
import dev.tablesmith.io.RequestJson;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.WritePatternRequests;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A write pattern whose condition fails on the sample data: nothing is written, and the run shows each action's
 * reason with the item as it was (ReturnValuesOnConditionCheckFailure=ALL_OLD), or says the item did not exist.
 */
class RefusedWriteTest {
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

    private void input(String name, String value) {
        viewModel.runInputs().stream().filter(i -> i.name().equals(name)).findFirst().orElseThrow()
                .valueProperty().set(value);
    }

    private SampleRun apply() {
        viewModel.applyToSampleData();
        return viewModel.sampleRunProperty().get();
    }

    @Test
    void aFailedStockCheckListsEveryActionsReasonWithTheProductAsItWas() {
        select("AP10");
        List<Item> before = SimulatedTable.of(session.table()).items();
        input("qty", "99");

        SampleRun run = apply();

        assertThat(run.summary()).startsWith("Nothing written: TransactionCanceledException: Transaction cancelled,"
                + " please refer cancellation reasons for specific reasons [None, None, None, ConditionalCheckFailed]");
        assertThat(run.columns()).containsExactly("Action", "Reason", "Condition", "Item as it was");
        assertThat(run.rows()).extracting(r -> r.cells().get(0)).containsExactly(
                "Action 1: Put CUST#c2 / ORDER#2026-07-20#o12", "Action 2: Put ORDER#o12 / META",
                "Action 3: Put ORDER#o12 / ITEM#sku-101", "Action 4: Update PROD#sku-101 / META");
        assertThat(run.rows()).extracting(r -> r.cells().get(1)).containsExactly("None", "None", "None",
                "ConditionalCheckFailed: The conditional request failed");
        SampleRun.Row stock = run.rows().get(3);
        assertThat(stock.cells().get(2)).isEqualTo("stock >= :qty (:qty = 99)");
        assertThat(stock.cells().get(3)).as("the attribute the condition names first")
                .startsWith("stock=7, PK=PROD#sku-101, SK=META, ").doesNotEndWith("stock=7");
        assertThat(stock.item().get("stock")).contains(AttributeValue.n("7"));
        assertThat(run.rows().subList(0, 3)).allSatisfy(r -> {
            assertThat(r.item()).isNull();
            assertThat(r.cells().get(3)).isEmpty();
        });
        assertThat(SimulatedTable.of(session.table()).items()).isEqualTo(before);
    }

    @Test
    void theFailedActionsItemOpensWholeWithWhereItCameFrom() {
        select("AP10");
        input("qty", "99");
        SampleRun run = apply();
        SampleRun.Row stock = run.rows().get(3);

        var whole = run.wholeItems(stock);

        assertThat(whole).isNotNull();
        assertThat(run.wholeItems(run.rows().get(0))).as("an action that was fine returns no item").isNull();
        var details = stock.details().orElseThrow();
        assertThat(details.title()).isEqualTo("PROD#sku-101 / META");
        assertThat(details.origin()).isEqualTo("as it was when AP10's action 4 (Update) failed its condition");
    }

    @Test
    void updatingACustomerWhoDoesNotExistSaysTheItemDidNotExist() {
        select("W1");
        input("customerId", "c404");

        SampleRun run = apply();

        assertThat(run.summary()).isEqualTo("Nothing written: ConditionalCheckFailedException: The conditional"
                + " request failed");
        assertThat(run.rows()).singleElement().satisfies(row -> {
            assertThat(row.cells()).containsExactly("UpdateItem CUST#c404 / PROFILE",
                    "ConditionalCheckFailedException: The conditional request failed", "attribute_exists(PK)",
                    RefusedWrite.NO_ITEM);
            assertThat(row.item()).isNull();
        });
        assertThat(run.request()).contains("\"ReturnValuesOnConditionCheckFailure\": \"ALL_OLD\"");
    }

    @Test
    void registeringACustomerWhoExistsShowsTheCustomerAsItWas() {
        select("W3");
        input("customerId", "c1");

        SampleRun run = apply();

        assertThat(run.rows()).singleElement().satisfies(row -> {
            assertThat(row.cells().get(0)).isEqualTo("Action 1: Put CUST#c1 / PROFILE");
            assertThat(row.cells().get(1)).isEqualTo("ConditionalCheckFailed: The conditional request failed");
            assertThat(row.cells().get(3)).startsWith("PK=CUST#c1, SK=PROFILE, ");
            assertThat(row.item()).isEqualTo(SimulatedTable.of(session.table()).find(Map.of(
                    "PK", AttributeValue.s("CUST#c1"),
                    "SK", AttributeValue.s("PROFILE"))).orElseThrow());
            assertThat(row.details().orElseThrow().origin())
                    .isEqualTo("as it was when W3's action 1 (Put) failed its condition");
        });
    }

    @Test
    void aValidationErrorShowsItsMessageAndNoItem() {
        Table table = session.table();
        AccessPattern pattern = table.accessPattern("AP11").orElseThrow();
        var request = WritePatternRequests.build(table, pattern,
                ReturnValuesOnConditionCheckFailure.ALL_OLD);
        var error = DynamoDbError.transactionCanceled(List.of(
                new CancellationReason("ValidationError",
                        "The provided expression refers to an attribute that does not exist in the item", null),
                CancellationReason.NONE));

        SampleRun run = RefusedWrite.of(error, request, pattern, table);

        assertThat(run.rows()).extracting(r -> r.cells().get(1)).containsExactly("ValidationError: The provided"
                + " expression refers to an attribute that does not exist in the item", "None");
        assertThat(run.rows()).allSatisfy(r -> {
            assertThat(r.item()).isNull();
            assertThat(r.cells().get(3)).isEmpty();
        });
    }

    @Test
    void theRequestAsksForTheOldItemOnEveryActionWithACondition() throws Exception {
        Table table = session.table();
        var request = WritePatternRequests.build(table,
                table.accessPattern("AP10").orElseThrow(),
                ReturnValuesOnConditionCheckFailure.ALL_OLD);

        String json = WriteRequestText.json(request);

        assertThat(json.split("\"ReturnValuesOnConditionCheckFailure\": \"ALL_OLD\"", -1))
                .as("actions 1 and 4 have a condition; 2 and 3 none").hasSize(3);
        assertThat(RequestJson.readWrite(json, "run", "TransactWriteItems")).isEqualTo(request);
    }
}
