package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.template.ComparisonOperator;
import dev.tablesmith.template.ConditionForm;
import dev.tablesmith.ui.AppTheme;
import java.util.Optional;
import javafx.beans.binding.Bindings;
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
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import javafx.util.StringConverter;

/**
 * The "Condition…" dialog of an entity key (from a key cell of the entity chart or the index dialog): sets when the
 * entity writes the key attribute (a sparse key) from an attribute, an operator and a value, or from a typed
 * expression. The problem is shown under the fields as they are typed; OK applies the condition as one undoable
 * edit, "Remove condition" clears it (also one edit).
 */
public final class ConditionDialog extends Dialog<ButtonType> {
    /** The button that removes the key's condition. */
    static final ButtonType REMOVE = new ButtonType("Remove condition", ButtonBar.ButtonData.LEFT);

    private final ConditionDialogViewModel model;
    private final Label problem = styled(new Label(), "tables-field-error", "condition-problem");
    private final Label refusal = styled(new Label(), "tables-field-error", "tables-form-error", "condition-refusal");

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
                    refuse(refused.get());
                    event.consume();
                }
            });
        }
    }

    /**
     * Opens the dialog for {@code model}, modal to {@code owner}, without waiting for it (no nested event loop):
     * {@code onClosed} runs when it is closed, whichever button closed it.
     */
    public static ConditionDialog open(ConditionDialogViewModel model, Window owner, Runnable onClosed) {
        ConditionDialog dialog = new ConditionDialog(model, owner);
        dialog.setOnHidden(e -> onClosed.run());
        dialog.show();
        return dialog;
    }

    private void fitWindow() {
        if (isShowing() && getDialogPane().getScene() != null && getDialogPane().getScene().getWindow() != null) {
            getDialogPane().getScene().getWindow().sizeToScene();
        }
    }

    /** Shows a refusal (the design would be invalid) under the fields; the dialog stays open. */
    private void refuse(String message) {
        if (!message.equals(model.problemProperty().get())) {
            refusal.setText(message);
            refusal.setVisible(true);
        }
    }

    private VBox content() {
        Label heading = styled(new Label(model.entity() + " writes " + model.keyAttribute() + " = "
                + model.template()), "condition-heading");
        Label intro = styled(new Label("Write it only on items where the condition holds. DynamoDB leaves an item"
                + " without the key attribute out of the index, so the index holds just those items (a sparse"
                + " index)."), "tables-note");
        intro.setWrapText(true);
        intro.setMinHeight(Label.USE_PREF_SIZE);

        RadioButton form = styled(new RadioButton("Attribute, operator and value"), "condition-form-mode");
        RadioButton typed = styled(new RadioButton("Expression (comparisons joined by AND)"),
                "condition-expression-mode");
        ToggleGroup modes = new ToggleGroup();
        form.setToggleGroup(modes);
        typed.setToggleGroup(modes);
        (model.expressionModeProperty().get() ? typed : form).setSelected(true);
        modes.selectedToggleProperty().addListener((o, a, now) -> model.expressionModeProperty().set(now == typed));

        HBox formRow = styled(new HBox(8, attributeBox(), operatorBox(), valueField()), "condition-form-row");
        formRow.setAlignment(Pos.CENTER_LEFT);

        TextField expression = styled(new TextField(model.expressionProperty().get()), "condition-expression");
        expression.setPromptText("status = PENDING AND attribute_not_exists(paidAt)");
        expression.textProperty().bindBidirectional(model.expressionProperty());
        Label grammar = styled(new Label("=, <>, IN (a, b), attribute_exists(x), attribute_not_exists(x),"
                + " 'quoted text'"), "tables-note", "condition-grammar");
        grammar.setWrapText(true);

        problem.textProperty().bind(model.problemProperty());
        problem.visibleProperty().bind(model.problemProperty().isNotEmpty());
        problem.managedProperty().bind(problem.visibleProperty());
        problem.setWrapText(true);
        problem.setMinHeight(Label.USE_PREF_SIZE);
        // The window follows its content as a problem or a refusal appears or goes, as the index dialog does.
        problem.visibleProperty().addListener((o, a, b) -> fitWindow());
        refusal.visibleProperty().addListener((o, a, b) -> fitWindow());
        refusal.setWrapText(true);
        refusal.setMaxWidth(Double.MAX_VALUE);
        refusal.setVisible(false);
        refusal.managedProperty().bind(refusal.visibleProperty());
        model.conditionProperty().addListener((o, a, b) -> refusal.setVisible(false));

        Label written = styled(new Label(), "condition-preview");
        written.setWrapText(true);
        written.setMaxWidth(Double.MAX_VALUE);
        written.textProperty().bind(Bindings.createStringBinding(() -> model.conditionProperty().get().isEmpty()
                ? model.template() : model.template() + KeyCell.WHEN + model.conditionProperty().get(),
                model.conditionProperty()));
        Label caption = styled(new Label(), "tables-note", "condition-preview-caption");
        caption.textProperty().bind(Bindings.when(model.problemProperty().isEmpty())
                .then("The chart cell will read").otherwise("Once the problem is fixed, the chart cell will read"));
        VBox preview = styled(new VBox(4, caption, written), "condition-preview-box");

        formRow.visibleProperty().bind(model.expressionModeProperty().not());
        formRow.managedProperty().bind(formRow.visibleProperty());
        VBox expressionFields = new VBox(4, expression, grammar);
        expressionFields.visibleProperty().bind(model.expressionModeProperty());
        expressionFields.managedProperty().bind(expressionFields.visibleProperty());
        model.expressionModeProperty().addListener((o, a, b) -> fitWindow());
        // Only the way chosen is shown, so the dialog never shows two different conditions at once.
        HBox choice = styled(new HBox(24, form, typed), "condition-mode-choice");
        VBox modesBox = styled(new VBox(8, choice, formRow, expressionFields, problem), "condition-fields");
        VBox box = styled(new VBox(12, heading, intro, modesBox, refusal, preview), "condition-dialog");
        box.setFillWidth(true);
        return box;
    }

    private ComboBox<String> attributeBox() {
        ComboBox<String> attribute = styled(new ComboBox<>(), "condition-attribute");
        attribute.getItems().setAll(model.attributes());
        attribute.setValue(model.attributeProperty().get().isEmpty() ? null : model.attributeProperty().get());
        attribute.setPromptText(model.attributes().isEmpty() ? "no attributes" : "attribute");
        attribute.valueProperty().addListener((o, a, now) -> model.attributeProperty().set(now == null ? "" : now));
        model.attributeProperty().addListener((o, a, now) -> attribute.setValue(now.isEmpty() ? null : now));
        attribute.setPrefWidth(170);
        return attribute;
    }

    private ComboBox<ComparisonOperator> operatorBox() {
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
        operator.valueProperty().bindBidirectional(model.operatorProperty());
        operator.setPrefWidth(120);
        return operator;
    }

    private TextField valueField() {
        TextField value = styled(new TextField(), "condition-value");
        value.textProperty().bindBidirectional(model.valueProperty());
        value.promptTextProperty().bind(Bindings.createStringBinding(
                () -> ConditionForm.valuePrompt(model.operatorProperty().get()), model.operatorProperty()));
        value.disableProperty().bind(Bindings.createBooleanBinding(() -> model.operatorProperty().get() == null
                || model.operatorProperty().get().isFunction(), model.operatorProperty()));
        HBox.setHgrow(value, Priority.ALWAYS);
        return value;
    }
}
