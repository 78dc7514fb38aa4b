package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.template.ComparisonOperator;
import dev.tablesmith.template.ConditionForm;
import dev.tablesmith.ui.AppTheme;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.geometry.Pos;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.util.StringConverter;

/**
 * The "Condition…" dialog of an entity-chart key cell: sets when the entity writes the key attribute (a sparse key)
 * from an attribute, an operator and a value, or from a typed expression. The problem is shown under the fields as
 * they are typed; OK applies the condition as one undoable edit, "Remove condition" clears it (also one edit).
 */
final class ConditionDialog extends Dialog<ButtonType> {
    /** The button that removes the key's condition. */
    static final ButtonType REMOVE = new ButtonType("Remove condition", ButtonBar.ButtonData.LEFT);

    private final ConditionDialogViewModel model;
    private final Label problem = styled(new Label(), "tables-field-error", "condition-problem");
    private final Label refusal = styled(new Label(), "tables-field-error", "condition-refusal");

    ConditionDialog(ConditionDialogViewModel model, Window owner) {
        this.model = model;
        initOwner(owner);
        setTitle(model.title());
        setHeaderText(null);
        getDialogPane().setContent(content());
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        if (model.hasCondition()) {
            getDialogPane().getButtonTypes().add(0, REMOVE);
        }
        AppTheme.style(getDialogPane());
        getDialogPane().getStyleClass().add("condition-dialog-pane");
        getDialogPane().setPrefWidth(560);
        getDialogPane().lookupButton(ButtonType.OK).addEventFilter(ActionEvent.ACTION, event -> {
            Optional<String> refused = model.apply();
            if (refused.isPresent()) {
                refuse(refused.get());
                event.consume();
            }
        });
        if (model.hasCondition()) {
            getDialogPane().lookupButton(REMOVE).addEventFilter(ActionEvent.ACTION, event -> {
                Optional<String> refused = model.remove();
                if (refused.isPresent()) {
                    refusal.setText(refused.get());
                    refusal.setVisible(true);
                    event.consume();
                }
            });
        }
    }

    /** Shows a refusal of the chart (the design would be invalid) under the fields; the dialog stays open. */
    private void refuse(String message) {
        if (!message.equals(model.problemProperty().get())) {
            refusal.setText(message);
            refusal.setVisible(true);
        }
    }

    private VBox content() {
        Label intro = styled(new Label("Write " + model.template() + " only on items where the condition holds: "
                + "items without the key attribute are left out of the index (a sparse index)."), "tables-note");
        intro.setWrapText(true);
        RadioButton form = new RadioButton("Attribute, operator and value");
        RadioButton typed = new RadioButton("Expression");
        ToggleGroup modes = new ToggleGroup();
        form.setToggleGroup(modes);
        typed.setToggleGroup(modes);
        (model.expressionModeProperty().get() ? typed : form).setSelected(true);
        modes.selectedToggleProperty().addListener((o, a, now) -> model.expressionModeProperty().set(now == typed));

        ComboBox<String> attribute = styled(new ComboBox<>(), "condition-attribute");
        attribute.getItems().setAll(model.attributes());
        attribute.setEditable(false);
        attribute.setValue(model.attributeProperty().get().isEmpty() ? null : model.attributeProperty().get());
        attribute.setPromptText(model.attributes().isEmpty() ? "no attributes" : "attribute");
        attribute.valueProperty().addListener((o, a, now) -> model.attributeProperty().set(now == null ? "" : now));
        attribute.setPrefWidth(180);
        ComboBox<ComparisonOperator> operator = styled(new ComboBox<>(), "condition-operator");
        operator.getItems().setAll(ConditionForm.OPERATORS);
        operator.setConverter(new StringConverter<>() {
            @Override
            public String toString(ComparisonOperator op) {
                return op == null ? "" : ConditionForm.label(op);
            }

            @Override
            public ComparisonOperator fromString(String text) {
                return ConditionForm.OPERATORS.stream().filter(op -> ConditionForm.label(op).equals(text))
                        .findFirst().orElse(null);
            }
        });
        operator.setValue(model.operatorProperty().get());
        model.operatorProperty().bind(operator.valueProperty());
        TextField value = styled(new TextField(model.valueProperty().get()), "condition-value");
        value.setPromptText("value");
        value.setPrefColumnCount(12);
        model.valueProperty().bind(value.textProperty());
        value.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> operator.getValue() != null && operator.getValue().isFunction(), operator.valueProperty()));
        HBox formRow = styled(new HBox(8, attribute, operator, value), "condition-form-row");
        formRow.setAlignment(Pos.CENTER_LEFT);
        formRow.disableProperty().bind(model.expressionModeProperty());

        TextField expression = styled(new TextField(model.expressionProperty().get()), "condition-expression");
        expression.setPromptText("status = PENDING AND attribute_not_exists(paidAt)");
        model.expressionProperty().addListener((o, a, now) -> {
            if (!now.equals(expression.getText())) {
                expression.setText(now);
            }
        });
        expression.textProperty().addListener((o, a, now) -> model.expressionProperty().set(now));
        expression.disableProperty().bind(model.expressionModeProperty().not());

        Label written = styled(new Label(), "condition-preview");
        written.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
                () -> model.conditionProperty().get().isEmpty() ? "" : model.template() + KeyCell.WHEN
                        + model.conditionProperty().get(), model.conditionProperty()));
        problem.textProperty().bind(model.problemProperty());
        problem.visibleProperty().bind(model.problemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());
        problem.setWrapText(true);
        refusal.setWrapText(true);
        refusal.setVisible(false);
        refusal.managedProperty().bind(refusal.visibleProperty());
        model.conditionProperty().addListener((o, a, b) -> refusal.setVisible(false));

        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        grid.addRow(0, form);
        grid.addRow(1, formRow);
        grid.addRow(2, typed);
        grid.addRow(3, expression);
        VBox box = styled(new VBox(10, intro, grid, problem, refusal, styled(new Label("Chart cell:"), "tables-note"),
                written), "condition-dialog");
        box.setFillWidth(true);
        return box;
    }
}
