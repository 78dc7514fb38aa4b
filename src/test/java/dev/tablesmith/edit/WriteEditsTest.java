package dev.tablesmith.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.PatternKind;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.TransactActionKind;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Write-pattern edits: each one undoable command, refused with DynamoDB's reason when the request would be. */
class WriteEditsTest {
    private static final String T = "commerce-main";
    private Design original;
    private CommandStack stack;

    @BeforeEach
    void openCommerceMain() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        original = gallery.load(gallery.find("commerce-main").orElseThrow());
        stack = new CommandStack(original);
    }

    private WriteSpec write(String id) {
        return stack.design().table().accessPattern(id).orElseThrow().write();
    }

    @Test
    void aNewWritePatternIsAnUpdateOfItsEntityAndUndoRemovesIt() {
        stack.push(WriteEdits.addWritePattern(T, "W4", "Close an account", "Customer", WriteOperation.UPDATE,
                "SET #status = :closed"));

        AccessPattern added = stack.design().table().accessPattern("W4").orElseThrow();
        assertThat(added.kind()).isEqualTo(PatternKind.WRITE);
        assertThat(added.entities()).containsExactly("Customer");
        assertThat(added.write().updateExpression()).isEqualTo("SET #status = :closed");
        // UpdateItem names its item by the full primary key: the caller knows what Customer's PK and SK are made of.
        assertThat(added.equalities()).containsExactly(dev.tablesmith.model.Equality.input("customerId"));
        assertThat(stack.undoDescription()).contains("Add write pattern W4");
        stack.undo();
        assertThat(stack.design()).isEqualTo(original);
    }

    @Test
    void aNewPutKnowsNothingBeyondTheItemItWrites() {
        stack.push(WriteEdits.addWritePattern(T, "W4", "Sign up", "Customer", WriteOperation.PUT, null));
        assertThat(stack.design().table().accessPattern("W4").orElseThrow().equalities()).isEmpty();
    }

    @Test
    void aReservedWordInTheUpdateExpressionIsRefusedWithDynamoDbsMessage() {
        assertThatThrownBy(() -> stack.push(WriteEdits.setUpdateExpression(T, "AP13", "ADD total :one")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("Update expression: Invalid UpdateExpression: Attribute name is a reserved keyword;"
                        + " reserved keyword: total (column 5)");
        assertThat(stack.design()).isEqualTo(original);
    }

    @Test
    void aSyntaxErrorInTheConditionNamesItsColumn() {
        assertThat(WriteSpecRules.conditionProblem("attribute_exists(PK) AND", java.util.Map.of()))
                .get().asString().startsWith("Invalid ConditionExpression: Syntax error").contains("(column");
        assertThat(WriteSpecRules.conditionProblem("stock >= :qty", java.util.Map.of())).isEmpty();
    }

    @Test
    void switchingToPutDropsTheUpdateExpressionAndUpdateNeedsOne() {
        stack.push(WriteEdits.setOperation(T, "W1", WriteOperation.DELETE));
        assertThat(write("W1").operation()).isEqualTo(WriteOperation.DELETE);
        assertThat(write("W1").updateExpression()).isNull();

        assertThatThrownBy(() -> stack.push(WriteEdits.setOperation(T, "W1", WriteOperation.UPDATE)))
                .hasMessage("An UpdateItem needs an update expression, e.g. SET #status = :status.");
        stack.undo();
        assertThat(stack.design()).isEqualTo(original);
    }

    @Test
    void stepsAreAddedMovedEditedAndRemovedEachAsOneUndoableEdit() {
        stack.push(WriteEdits.addStep(T, "W1", new TransactAction(TransactActionKind.CONDITION_CHECK, "Product",
                null, "attribute_exists(PK)", 1)));
        assertThat(write("W1").transaction()).isTrue();
        assertThat(write("W1").actions()).extracting(TransactAction::kind)
                .containsExactly(TransactActionKind.UPDATE, TransactActionKind.CONDITION_CHECK);
        assertThat(write("W1").actions().get(0).updateExpression()).isEqualTo("SET #name = :name");

        stack.push(WriteEdits.moveStep(T, "W1", 1, 0));
        assertThat(write("W1").actions()).extracting(TransactAction::entity).containsExactly("Product", "Customer");
        assertThat(stack.undoDescription()).contains("Move step 2 to 1 of W1");

        stack.push(WriteEdits.replaceStep(T, "W1", 0, new TransactAction(TransactActionKind.CONDITION_CHECK,
                "Product", null, "stock > :zero", 1)));
        assertThat(write("W1").actions().get(0).conditionExpression()).isEqualTo("stock > :zero");

        stack.push(WriteEdits.removeStep(T, "W1", 0));
        assertThat(write("W1").actions()).extracting(TransactAction::entity).containsExactly("Customer");
        assertThatThrownBy(() -> stack.push(WriteEdits.removeStep(T, "W1", 0)))
                .hasMessage("A write has at least one step.");

        stack.undo();
        stack.undo();
        stack.undo();
        stack.undo();
        assertThat(stack.design()).isEqualTo(original);
    }

    @Test
    void aConditionCheckWithoutConditionAndAnUnknownEntityAreRefusedAtTheirStep() {
        assertThatThrownBy(() -> stack.push(WriteEdits.addStep(T, "AP11", new TransactAction(
                TransactActionKind.CONDITION_CHECK, "Customer", null, null, 1))))
                .hasMessage("Step 3: a ConditionCheck needs a condition expression, e.g. attribute_exists(PK).");
        assertThatThrownBy(() -> stack.push(WriteEdits.addStep(T, "AP11", new TransactAction(
                TransactActionKind.PUT, "Invoice", null, null, 1))))
                .hasMessage("Step 3: the table has no entity Invoice.");
    }

    @Test
    void moreThanOneHundredItemsInOneTransactionAreRefused() {
        assertThatThrownBy(() -> stack.push(WriteEdits.replaceStep(T, "AP10", 2, new TransactAction(
                TransactActionKind.PUT, "OrderItem", null, null, 98))))
                .hasMessage("A TransactWriteItems call holds at most 100 items; these steps write 102.");
    }

    @Test
    void placeholderValuesAreSetAndRemoved() {
        stack.push(WriteEdits.setValue(T, "W1", ":name", AttributeValue.s("Asha Rao")));
        assertThat(write("W1").values()).containsEntry(":name", AttributeValue.s("Asha Rao"));
        stack.push(WriteEdits.removeValue(T, "W1", ":name"));
        assertThat(write("W1").values()).doesNotContainKey(":name");
        assertThatThrownBy(() -> WriteEdits.setValue(T, "W1", "name", AttributeValue.s("x")))
                .hasMessage("A placeholder is a colon and a name of letters, digits or _, e.g. :qty.");
    }

    @Test
    void aReadPatternHasNoWriteToEdit() {
        assertThatThrownBy(() -> stack.push(WriteEdits.setTransaction(T, "AP1", true)))
                .hasMessage("AP1 is a read pattern: it writes nothing.");
    }
}
