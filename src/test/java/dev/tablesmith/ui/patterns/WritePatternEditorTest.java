package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.TransactActionKind;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Editing a write pattern's request from the patterns view model, without a toolkit. */
class WritePatternEditorTest {
    private DesignSession session;
    private PatternsViewModel viewModel;
    private WritePatternEditor editor;
    private Design original;

    @BeforeEach
    void openCommerceMain() throws Exception {
        original = PatternsViewModelTest.commerceMain();
        session = new DesignSession(original, null, new InlineTaskRunner());
        viewModel = new PatternsViewModel(session);
        editor = viewModel.writeEditor();
    }

    private void select(String id) {
        viewModel.select(viewModel.rows().stream().filter(r -> r.id().equals(id)).findFirst().orElseThrow());
    }

    @Test
    void aReadHasNoWriteToEdit() {
        select("AP1");
        assertThat(editor.write()).isEmpty();
        assertThat(editor.setTransaction(true)).contains("Select a write pattern first.");
    }

    @Test
    void theUpdateExpressionIsCheckedAsTypedAndARefusedOneLeavesTheDesign() {
        select("W1");
        assertThat(editor.checkUpdate("SET #name = :name")).isEmpty();
        assertThat(editor.checkUpdate("SET name = :name")).contains("Invalid UpdateExpression: Attribute name is a"
                + " reserved keyword; reserved keyword: name (column 5)");

        assertThat(editor.setUpdateExpression("SET name = :name")).isPresent();
        assertThat(session.design()).isEqualTo(original);

        assertThat(editor.setUpdateExpression("SET #name = :name, updatedAt = :now")).isEmpty();
        assertThat(editor.write().orElseThrow().updateExpression()).isEqualTo("SET #name = :name, updatedAt = :now");
        session.undo();
        assertThat(session.design()).isEqualTo(original);
    }

    @Test
    void aNewUpdatePatternStartsWithASetOfAnAttributeAndIsSelected() {
        assertThat(editor.addWritePattern("W4", "Change a product's price", "Product", WriteOperation.UPDATE))
                .isEmpty();

        assertThat(session.selectedPatternProperty().get()).isEqualTo("W4");
        var added = session.table().accessPattern("W4").orElseThrow();
        assertThat(added.kind()).isEqualTo(PatternKind.WRITE);
        assertThat(added.write().updateExpression()).matches("SET #\\w+ = :\\w+");
        assertThat(viewModel.selectedProperty().get().id()).isEqualTo("W4");
        assertThat(editor.addWritePattern("W4", "again", "Product", WriteOperation.PUT))
                .contains("An access pattern with id W4 already exists.");
    }

    @Test
    void stepsAndValuesAreEditedAndTheEditedRequestRunsOnSampleData() {
        select("W1");
        assertThat(editor.addStep(TransactActionKind.CONDITION_CHECK, "Customer")).isEmpty();
        assertThat(editor.write().orElseThrow().actions()).extracting(TransactAction::kind)
                .containsExactly(TransactActionKind.UPDATE, TransactActionKind.CONDITION_CHECK);
        assertThat(editor.setStep(1, TransactActionKind.CONDITION_CHECK, "Customer", "", "attribute_exists(PK)",
                "0")).contains("Items per call is a whole number, at least 1.");
        assertThat(editor.moveStep(1, -1)).isEmpty();
        assertThat(editor.write().orElseThrow().actions().get(0).kind())
                .isEqualTo(TransactActionKind.CONDITION_CHECK);

        assertThat(editor.setValue(":n", AttributeType.N, "two")).get().asString().startsWith(":n is a number (N)");
        assertThat(editor.setValue("name", AttributeType.S, "Asha Rao")).isEmpty();
        assertThat(editor.write().orElseThrow().values()).containsEntry(":name", AttributeValue.s("Asha Rao"));

        // Both steps name the same Customer item: DynamoDB refuses such a transaction, and so does the engine.
        assertThat(viewModel.applyToSampleData()).isTrue();
        assertThat(viewModel.sampleRunProperty().get().summary()).isEqualTo("Nothing written: ValidationException:"
                + " Transaction request cannot include multiple operations on one item");

        assertThat(editor.removeStep(0)).isEmpty();
        select("W1");
        assertThat(viewModel.applyToSampleData()).isTrue();
        assertThat(viewModel.sampleRunProperty().get().summary())
                .isEqualTo("Applied TransactWriteItems: 1 item written, 2 WCU (Ctrl+Z undoes).");
    }
}
