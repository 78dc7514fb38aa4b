package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.EntityKey;
import dev.tablesmith.template.ComparisonOperator;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.SampleDesigns;
import org.junit.jupiter.api.Test;

/** The "Condition…" form of a key cell: form and expression to condition text, checking, one edit to apply. */
class ConditionDialogViewModelTest {
    private final DesignSession session = new DesignSession(SampleDesigns.commerce(null), null,
            new InlineTaskRunner());
    private final EntityChartViewModel chart = new EntityChartViewModel(session);

    private EntityKey key(String entity, String attribute) {
        return session.table().entity(entity).orElseThrow().key(attribute).orElseThrow();
    }

    @Test
    void aStoredSingleComparisonFillsTheForm() {
        ConditionDialogViewModel form = chart.conditionForm("Order", "GSI2PK").orElseThrow();

        assertThat(form.expressionModeProperty().get()).isFalse();
        assertThat(form.attributeProperty().get()).isEqualTo("status");
        assertThat(form.operatorProperty().get()).isEqualTo(ComparisonOperator.EQ);
        assertThat(form.valueProperty().get()).isEqualTo("PENDING");
        assertThat(form.hasCondition()).isTrue();
    }

    @Test
    void attributeOperatorAndValueMakeTheConditionTextAndApplyAsOneUndoableEdit() {
        ConditionDialogViewModel form = chart.conditionForm("Customer", "GSI1PK").orElseThrow();
        assertThat(form.hasCondition()).isFalse();

        form.attributeProperty().set("email");
        form.operatorProperty().set(ComparisonOperator.NE);
        form.valueProperty().set("no reply");

        assertThat(form.conditionProperty().get()).isEqualTo("email <> 'no reply'");
        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.apply()).isEmpty();
        assertThat(key("Customer", "GSI1PK")).isEqualTo(new EntityKey("GSI1PK", "EMAIL#{email|lower}",
                "email <> 'no reply'"));

        session.undo();

        assertThat(key("Customer", "GSI1PK").when()).isNull();
    }

    @Test
    void existsTakesNoValue() {
        ConditionDialogViewModel form = chart.conditionForm("Customer", "GSI1PK").orElseThrow();
        form.attributeProperty().set("email");
        form.valueProperty().set("ignored");
        form.operatorProperty().set(ComparisonOperator.EXISTS);

        assertThat(form.conditionProperty().get()).isEqualTo("attribute_exists(email)");
        assertThat(form.problemProperty().get()).isEmpty();
    }

    @Test
    void aMissingValueIsAProblemAtTheField() {
        ConditionDialogViewModel form = chart.conditionForm("Customer", "GSI1PK").orElseThrow();
        form.attributeProperty().set("email");

        assertThat(form.problemProperty().get()).isEqualTo("= needs a value");
        assertThat(form.apply()).contains("= needs a value");
        assertThat(key("Customer", "GSI1PK").when()).isNull();
    }

    @Test
    void anUnknownAttributeIsRefusedWithTheEntitysAttributes() {
        ConditionDialogViewModel form = chart.conditionForm("Customer", "GSI1PK").orElseThrow();
        form.expressionModeProperty().set(true);
        form.expressionProperty().set("status = PENDING");

        assertThat(form.problemProperty().get())
                .isEqualTo("status is not an attribute of Customer (it has customerId, email)");
        assertThat(form.apply()).isPresent();
        assertThat(key("Customer", "GSI1PK").when()).isNull();
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void expressionModeChecksWithTheSameParserAsTheChart() {
        ConditionDialogViewModel form = chart.conditionForm("Order", "GSI2PK").orElseThrow();
        form.expressionModeProperty().set(true);
        assertThat(form.expressionProperty().get()).isEqualTo("status = PENDING");

        form.expressionProperty().set("status = ");
        assertThat(form.problemProperty().get()).startsWith("column ");

        form.expressionProperty().set("status IN (PENDING, PAID) AND attribute_exists(orderId)");
        assertThat(form.problemProperty().get()).isEmpty();
        assertThat(form.apply()).isEmpty();
        assertThat(chart.rows().stream().filter(r -> r.name().equals("Order")).findFirst().orElseThrow()
                .cell("GSI2PK")).isEqualTo("OPEN when status IN (PENDING, PAID) AND attribute_exists(orderId)");
    }

    @Test
    void removeConditionWritesTheKeyOnEveryItemAgain() {
        ConditionDialogViewModel form = chart.conditionForm("Order", "GSI2PK").orElseThrow();

        assertThat(form.remove()).isEmpty();

        assertThat(key("Order", "GSI2PK")).isEqualTo(EntityKey.of("GSI2PK", "OPEN"));
        session.undo();
        assertThat(key("Order", "GSI2PK").when()).isEqualTo("status = PENDING");
    }

    @Test
    void inTakesCommaSeparatedValuesAndTheEditMenuNamesTheCondition() {
        ConditionDialogViewModel form = chart.conditionForm("Order", "GSI2PK").orElseThrow();
        form.operatorProperty().set(ComparisonOperator.IN);
        form.valueProperty().set("PENDING, on hold");

        assertThat(form.conditionProperty().get()).isEqualTo("status IN (PENDING, 'on hold')");
        assertThat(form.apply()).isEmpty();

        assertThat(key("Order", "GSI2PK").when()).isEqualTo("status IN (PENDING, 'on hold')");
        assertThat(session.commands().undoDescription())
                .contains("Set the condition of Order GSI2PK to status IN (PENDING, 'on hold')");
    }

    @Test
    void anExpressionOfOneComparisonFillsTheFormWhenSwitchingBack() {
        ConditionDialogViewModel form = chart.conditionForm("Order", "GSI2PK").orElseThrow();
        form.expressionModeProperty().set(true);
        form.expressionProperty().set("attribute_not_exists(orderId)");

        form.expressionModeProperty().set(false);

        assertThat(form.attributeProperty().get()).isEqualTo("orderId");
        assertThat(form.operatorProperty().get()).isEqualTo(ComparisonOperator.NOT_EXISTS);
        assertThat(form.conditionProperty().get()).isEqualTo("attribute_not_exists(orderId)");
    }

    @Test
    void anExpressionTheFormCannotShowIsKeptAcrossASwitchToTheFormAndBack() {
        ConditionDialogViewModel form = chart.conditionForm("Order", "GSI2PK").orElseThrow();
        form.expressionModeProperty().set(true);
        form.expressionProperty().set("status = PAID AND attribute_exists(orderId)");

        form.expressionModeProperty().set(false);
        assertThat(form.conditionProperty().get()).isEqualTo("status = PENDING");
        form.expressionModeProperty().set(true);

        assertThat(form.expressionProperty().get()).isEqualTo("status = PAID AND attribute_exists(orderId)");
    }

    @Test
    void applyingTheStoredConditionAgainIsNoEdit() {
        ConditionDialogViewModel form = chart.conditionForm("Order", "GSI2PK").orElseThrow();

        assertThat(form.apply()).isEmpty();

        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void aKeyTheEntityDoesNotWriteHasNoConditionForm() {
        assertThat(chart.conditionForm("Customer", "GSI2PK")).isEmpty();
    }
}
