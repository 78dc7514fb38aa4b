package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.edit.WriteSpecRules;
import dev.tablesmith.engine.AttributeValues;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.TransactAction;
import dev.tablesmith.model.TransactActionKind;
import dev.tablesmith.model.WriteOperation;
import dev.tablesmith.model.WriteSpec;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;

/**
 * The request of the selected write pattern, editable: operation and TransactWriteItems, the update and condition
 * expressions (checked as typed, the message under the field), the steps of a transaction (kind, entity, items per
 * call, expressions; up, down, remove; add) and the placeholders' example values. Text fields apply on Enter or
 * when they lose focus, pickers on choice; each change is one undoable edit. Hidden for reads.
 */
final class WriteSpecPane {
    private final WritePatternEditor editor;
    private final VBox root = PatternsView.stack("patterns-write-spec");
    private final ComboBox<WriteOperation> operation = styled(new ComboBox<>(), "patterns-write-operation");
    private final CheckBox transaction = styled(new CheckBox("One TransactWriteItems (all or nothing, 2× units)"),
            "patterns-write-transaction");
    private final TextField update = styled(new TextField(), "code", "patterns-write-update");
    private final TextField condition = styled(new TextField(), "code", "patterns-write-condition");
    private final Label updateError = error("patterns-write-update-error");
    private final Label conditionError = error("patterns-write-condition-error");
    private final GridPane single = styled(new GridPane(), "patterns-form", "patterns-editor-form");
    private final VBox steps = styled(new VBox(), "patterns-write-steps");
    private final VBox values = styled(new VBox(), "patterns-write-values");
    private final Label message = error("patterns-write-error");
    private boolean updating;
    private WriteSpec shown;

    WriteSpecPane(WritePatternEditor editor) {
        this.editor = editor;
        createView();
    }

    Node root() {
        return root;
    }

    private void createView() {
        operation.getItems().setAll(WriteOperation.values());
        operation.setConverter(converter(WriteSpecRules::name));
        operation.setOnAction(e -> apply(() -> editor.setOperation(operation.getValue())));
        transaction.setOnAction(e -> apply(() -> editor.setTransaction(transaction.isSelected())));
        update.setPromptText("SET #status = :status REMOVE GSI2PK");
        condition.setPromptText("attribute_exists(PK)");
        liveCheck(update, updateError, editor::checkUpdate, () -> editor.setUpdateExpression(update.getText()));
        liveCheck(condition, conditionError, editor::checkCondition,
                () -> editor.setConditionExpression(condition.getText()));
        single.add(fieldLabel("Operation"), 0, 0);
        single.add(row(operation, transaction), 1, 0);
        single.add(fieldLabel("Update"), 0, 1);
        single.add(update, 1, 1);
        single.add(updateError, 1, 2);
        single.add(fieldLabel("Condition"), 0, 3);
        single.add(condition, 1, 3);
        single.add(conditionError, 1, 4);
        GridPane.setHgrow(update, Priority.ALWAYS);
        GridPane.setHgrow(condition, Priority.ALWAYS);
        single.managedProperty().bind(single.visibleProperty());
        root.getChildren().addAll(section("Write request"), single, steps, section("Placeholder values"), values,
                message);
        root.managedProperty().bind(root.visibleProperty());
    }

    /** Shows the pattern's write (null hides the pane). */
    void show(WriteSpec write) {
        root.setVisible(write != null);
        message.setText("");
        if (write == null || write.equals(shown)) {
            shown = write;
            return;
        }
        shown = write;
        updating = true;
        try {
            boolean stepped = !write.actions().isEmpty();
            single.setVisible(true);
            operation.setValue(write.operation());
            operation.setDisable(stepped);
            transaction.setSelected(write.transaction());
            update.setDisable(stepped || write.operation() != WriteOperation.UPDATE);
            condition.setDisable(stepped);
            setIfNotFocused(update, stepped ? "" : text(write.updateExpression()));
            setIfNotFocused(condition, stepped ? "" : text(write.conditionExpression()));
            update.setPromptText(stepped ? "in the steps below" : write.operation() == WriteOperation.UPDATE
                    ? "SET #status = :status REMOVE GSI2PK" : "only for Update");
            condition.setPromptText(stepped ? "in the steps below" : "attribute_exists(PK)");
            updateError.setText("");
            conditionError.setText("");
            showSteps(write);
            showValues(write);
        } finally {
            updating = false;
        }
    }

    private void showSteps(WriteSpec write) {
        steps.getChildren().clear();
        if (write.transaction()) {
            steps.getChildren().add(section("Transaction steps, in request order"));
        }
        for (int i = 0; i < write.actions().size(); i++) {
            steps.getChildren().add(stepRow(i, write.actions().get(i), write.actions().size()));
        }
        ComboBox<TransactActionKind> kind = kindPicker();
        kind.setValue(TransactActionKind.PUT);
        ComboBox<String> entity = styled(new ComboBox<>(), "patterns-write-new-step-entity");
        entity.getItems().setAll(editor.entityNames());
        entity.setPromptText("entity");
        Button add = styled(new Button("Add step"), "patterns-write-add-step");
        add.setMinWidth(Region.USE_PREF_SIZE);
        add.setTooltip(new Tooltip("Add an action to the TransactWriteItems call"));
        add.setOnAction(e -> apply(() -> editor.addStep(kind.getValue(), entity.getValue())));
        steps.getChildren().add(row(label(write.actions().isEmpty() ? "Make it a transaction:" : "New step:"),
                kind, entity, add));
    }

    private Node stepRow(int at, TransactAction action, int count) {
        ComboBox<TransactActionKind> kind = kindPicker();
        kind.setValue(action.kind());
        ComboBox<String> entity = styled(new ComboBox<>(), "patterns-write-step-entity");
        entity.getItems().setAll(editor.entityNames());
        entity.setValue(action.entity());
        TextField items = styled(new TextField(String.valueOf(action.itemsPerCall())), "patterns-write-step-items");
        items.setPrefColumnCount(3);
        items.setMinWidth(Region.USE_PREF_SIZE);
        items.setTooltip(new Tooltip("Items of the entity one call writes this way"));
        TextField stepUpdate = styled(new TextField(text(action.updateExpression())), "code",
                "patterns-write-step-update");
        stepUpdate.setPromptText(action.kind() == TransactActionKind.UPDATE ? "update expression" : "no update");
        stepUpdate.setDisable(action.kind() != TransactActionKind.UPDATE);
        TextField stepCondition = styled(new TextField(text(action.conditionExpression())), "code",
                "patterns-write-step-condition");
        stepCondition.setPromptText("condition expression");
        HBox.setHgrow(stepUpdate, Priority.ALWAYS);
        HBox.setHgrow(stepCondition, Priority.ALWAYS);
        Supplier<Optional<String>> save = () -> editor.setStep(at, kind.getValue(), entity.getValue(),
                stepUpdate.getText(), stepCondition.getText(), items.getText());
        kind.setOnAction(e -> apply(save));
        entity.setOnAction(e -> apply(save));
        commitOnEnterOrBlur(items, save);
        commitOnEnterOrBlur(stepUpdate, save);
        commitOnEnterOrBlur(stepCondition, save);
        Button up = small("↑", "Move the step up", at > 0, () -> editor.moveStep(at, -1));
        Button down = small("↓", "Move the step down", at < count - 1, () -> editor.moveStep(at, 1));
        Button remove = small("Remove", "Remove the step", count > 1, () -> editor.removeStep(at));
        Label number = styled(new Label((at + 1) + "."), "patterns-write-step-number");
        number.setMinWidth(Region.USE_PREF_SIZE);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox first = row(number, kind, entity, label("×"), items, spacer, up, down, remove);
        HBox second = row(stepUpdate, stepCondition);
        second.getStyleClass().add("patterns-write-step-expressions");
        return styled(new VBox(first, second), "patterns-write-step");
    }

    private void showValues(WriteSpec write) {
        values.getChildren().clear();
        for (Map.Entry<String, AttributeValue> entry : write.values().entrySet()) {
            Label name = styled(new Label(entry.getKey() + " (" + entry.getValue().type() + ")"), "code");
            name.setMinWidth(Region.USE_PREF_SIZE);
            TextField value = styled(new TextField(AttributeValues.display(entry.getValue())),
                    "patterns-write-value");
            HBox.setHgrow(value, Priority.ALWAYS);
            commitOnEnterOrBlur(value, () -> editor.setValue(entry.getKey(), entry.getValue().type(),
                    value.getText()));
            Button remove = small("Remove", "Remove the example value", true,
                    () -> editor.removeValue(entry.getKey()));
            values.getChildren().add(row(name, value, remove));
        }
        TextField placeholder = styled(new TextField(), "code", "patterns-write-new-placeholder");
        placeholder.setPromptText(":qty");
        placeholder.setPrefColumnCount(8);
        ComboBox<AttributeType> type = styled(new ComboBox<>(), "patterns-write-new-type");
        type.getItems().setAll(AttributeType.S, AttributeType.N, AttributeType.BOOL);
        type.setValue(AttributeType.S);
        type.setMinWidth(Region.USE_PREF_SIZE);
        TextField value = styled(new TextField(), "patterns-write-new-value");
        value.setPromptText("example value");
        HBox.setHgrow(value, Priority.ALWAYS);
        Button set = styled(new Button("Set value"), "patterns-write-set-value");
        set.setMinWidth(Region.USE_PREF_SIZE);
        set.setOnAction(e -> apply(() -> editor.setValue(placeholder.getText(), type.getValue(), value.getText())));
        value.setOnAction(e -> set.fire());
        values.getChildren().add(row(placeholder, type, value, set));
    }

    private void liveCheck(TextField field, Label error, Function<String, Optional<String>> check,
                           Supplier<Optional<String>> commit) {
        field.textProperty().addListener((obs, old, text) -> {
            if (!updating && field.isFocused()) {
                error.setText(check.apply(text).orElse(""));
            }
        });
        field.setOnAction(e -> {
            if (!updating) {
                error.setText(commit.get().orElse(""));
            }
        });
        field.focusedProperty().addListener((obs, was, now) -> {
            if (!now && !updating && shown != null && !field.isDisabled()) {
                error.setText(commit.get().orElse(""));
            }
        });
    }

    private void commitOnEnterOrBlur(TextField field, Supplier<Optional<String>> commit) {
        field.setOnAction(e -> apply(commit));
        field.focusedProperty().addListener((obs, was, now) -> {
            if (!now && !updating && field.getScene() != null) {
                apply(commit);
            }
        });
    }

    private void apply(Supplier<Optional<String>> edit) {
        if (!updating) {
            Optional<String> refused = edit.get();
            message.setText(refused.orElse(""));
        }
    }

    private ComboBox<TransactActionKind> kindPicker() {
        ComboBox<TransactActionKind> kind = styled(new ComboBox<>(), "patterns-write-step-kind");
        kind.getItems().setAll(TransactActionKind.values());
        kind.setConverter(converter(WriteSpecRules::kindName));
        kind.setMinWidth(Region.USE_PREF_SIZE);
        return kind;
    }

    private Button small(String text, String tip, boolean enabled, Supplier<Optional<String>> edit) {
        Button button = styled(new Button(text), "patterns-write-step-button");
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setTooltip(new Tooltip(tip));
        button.setDisable(!enabled);
        button.setOnAction(e -> apply(edit));
        return button;
    }

    private static void setIfNotFocused(TextField field, String text) {
        if (!field.isFocused()) {
            field.setText(text);
        }
    }

    private static String text(String expression) {
        return expression == null ? "" : expression;
    }

    private static Label error(String styleClass) {
        Label label = styled(new Label(), "patterns-error", styleClass);
        label.setWrapText(true);
        label.managedProperty().bind(label.textProperty().isNotEmpty());
        label.visibleProperty().bind(label.textProperty().isNotEmpty());
        return label;
    }

    private static Label section(String text) {
        return styled(new Label(text), "patterns-section");
    }

    private static Label fieldLabel(String text) {
        Label label = styled(new Label(text), "patterns-field-label");
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    private static Label label(String text) {
        Label label = styled(new Label(text), "muted");
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    private static HBox row(Node... nodes) {
        return styled(new HBox(nodes), "patterns-editor-row");
    }

    private static <T> StringConverter<T> converter(Function<T, String> text) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public T fromString(String string) {
                throw new UnsupportedOperationException("choices only");
            }
        };
    }

    /** The steps shown, for tests: one entry per action. */
    List<Node> stepNodes() {
        return steps.getChildren().stream().filter(n -> n.getStyleClass().contains("patterns-write-step")).toList();
    }
}
