package dev.tablesmith.ui.tables;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.model.IndexKind;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.entities.ConditionDialog;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.event.ActionEvent;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.RadioButton;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * Add index… and Edit… on an index card: name; global or local; the partition key and sort key attributes with
 * their types (a GSI may have up to 4 of each); the projection (ALL, KEYS_ONLY, or INCLUDE with the non-key
 * attributes); for a GSI of a provisioned table its read and write capacity. Each problem shows in red under its
 * field as the user types, and what the change does to entities and access patterns shows above the buttons. OK
 * applies it as one undoable edit, or shows why it is refused and stays open.
 *
 * <p>Editing an index also lists its sparse keys: per entity whose items are in the index, the condition under
 * which it writes the key, with a "Condition…" button that opens the entity chart's {@link ConditionDialog}. A
 * condition belongs to the entity's key, not to the index's schema, so it is applied at once as its own edit.
 */
final class IndexDialog extends Dialog<ButtonType> {
    private final IndexEditor editor;
    private final TextField name = styled(new TextField(), "tables-index-name");
    private final RadioButton global = styled(new RadioButton("Global (GSI)"), "tables-kind-global");
    private final RadioButton local = styled(new RadioButton("Local (LSI)"), "tables-kind-local");
    private final Label kindNote = styled(new Label(), "tables-note");
    private final KeyPartsEditor partition = new KeyPartsEditor("partition", this::changed);
    private final KeyPartsEditor sort = new KeyPartsEditor("sort", this::changed);
    private final ComboBox<ProjectionType> projection = styled(new ComboBox<>(), "tables-projection-type");
    private final TextField nonKeyAttributes = styled(new TextField(), "tables-non-key");
    private final Label budget = styled(new Label(), "tables-note");
    private final TextField read = styled(new TextField(), "tables-capacity-read");
    private final TextField write = styled(new TextField(), "tables-capacity-write");
    private final FormRows rows = new FormRows();
    private final VBox effects = styled(new VBox(), "tables-effects");
    private final Label formError = styled(new Label(), "tables-field-error", "tables-form-error");
    private final VBox conditions = styled(new VBox(), "tables-conditions");
    private final Map<IndexField, Label> errors = new EnumMap<>(IndexField.class);
    private List<KeyPart> globalPartition = List.of();
    private boolean filling;

    IndexDialog(IndexEditor editor, Window owner) {
        this.editor = editor;
        initOwner(owner);
        setTitle(editor.title());
        setHeaderText(null);
        build();
        fill(editor.initialForm());
        getDialogPane().getButtonTypes().setAll(ButtonType.OK, ButtonType.CANCEL);
        AppTheme.style(getDialogPane());
        getDialogPane().lookupButton(ButtonType.OK).addEventFilter(ActionEvent.ACTION, event -> {
            Optional<String> refused = editor.apply(form());
            if (refused.isPresent()) {
                show(editor.check(form()));
                if (errors.values().stream().noneMatch(Label::isVisible)) {
                    showError(formError, refused.get());
                }
                event.consume();
            }
        });
    }

    /** The form as typed now. */
    IndexForm form() {
        IndexKind kind = local.isSelected() ? IndexKind.LSI : IndexKind.GSI;
        return new IndexForm(name.getText(), kind, partition.parts(), sort.parts(), projection.getValue(),
                nonKeyAttributes.getText(), read.getText(), write.getText());
    }

    private void build() {
        ToggleGroup kinds = new ToggleGroup();
        global.setToggleGroup(kinds);
        local.setToggleGroup(kinds);
        kinds.selectedToggleProperty().addListener((obs, old, now) -> kindChanged());
        HBox kindChoice = styled(new HBox(global, local), "tables-kind-choice");
        projection.getItems().setAll(ProjectionType.values());
        projection.valueProperty().addListener((obs, old, now) -> changed());
        nonKeyAttributes.setPromptText("customerName, total");
        HBox.setHgrow(nonKeyAttributes, Priority.ALWAYS);
        HBox projectionRow = styled(new HBox(projection, nonKeyAttributes), "tables-inline");
        projectionRow.setAlignment(Pos.CENTER_LEFT);
        read.setPrefColumnCount(5);
        write.setPrefColumnCount(5);
        HBox capacity = styled(new HBox(new Label("Read"), read, new Label("Write"), write,
                styled(new Label("capacity units"), "muted")), "tables-inline");
        capacity.setAlignment(Pos.CENTER_LEFT);
        List.of(name, nonKeyAttributes, read, write).forEach(f -> f.textProperty().addListener((o, a, b) -> changed()));
        name.setPromptText("GSI3 or ByCustomer");
        Label sortHint = styled(new Label("Leave empty for an index without a sort key."), "tables-note");

        rows.add("Name", IndexField.NAME, errors, name);
        rows.add("Kind", IndexField.KIND, errors, kindChoice, kindNote);
        rows.add("Partition key", IndexField.PARTITION_KEY, errors, partition.root());
        rows.add("Sort key", IndexField.SORT_KEY, errors, sort.root(), sortHint);
        rows.add("Projection", IndexField.PROJECTION, errors, projectionRow, budget);
        rows.add("Capacity", IndexField.CAPACITY, errors, capacity);
        rows.add("Sparse keys", conditions);
        showConditions();
        FormRows.wrapping(formError);
        VBox content = styled(new VBox(rows.grid(), effects, formError), "tables-dialog");
        getDialogPane().setContent(content);
        getDialogPane().getStyleClass().add("tables-dialog-pane");
    }

    /** One row per key an entity writes into this index: its condition and a "Condition…" button. */
    private void showConditions() {
        conditions.getChildren().clear();
        List<IndexKeyCondition> keys = editor.conditions();
        if (editor.isNew()) {
            conditions.getChildren().add(FormRows.wrapping(styled(new Label("After adding the index, write its keys "
                    + "in the entity chart; Condition\u2026 on a key cell (or here, with Edit\u2026 on the index's card)"
                    + " makes them sparse."),
                    "tables-note")));
            return;
        }
        if (keys.isEmpty()) {
            conditions.getChildren().add(FormRows.wrapping(styled(new Label("No entity writes all of this index's "
                    + "keys, so it holds no items."), "tables-note")));
            return;
        }
        GridPane grid = styled(new GridPane(), "tables-condition-grid");
        ColumnConstraints text = new ColumnConstraints();
        text.setHgrow(Priority.ALWAYS);
        text.setMinWidth(0);
        grid.getColumnConstraints().addAll(new ColumnConstraints(), text, new ColumnConstraints());
        for (IndexKeyCondition key : keys) {
            Label name = styled(new Label(key.key()), "tables-condition-key");
            name.setMinWidth(Label.USE_PREF_SIZE);
            Label condition = FormRows.wrapping(styled(new Label(key.text()), "tables-condition-text",
                    key.isSparse() ? "tables-condition-sparse" : "tables-condition-always"));
            condition.setMaxWidth(Double.MAX_VALUE);
            Button edit = styled(new Button("Condition\u2026"), "tables-card-button", "tables-condition-edit");
            edit.setMinWidth(Button.USE_PREF_SIZE);
            edit.setOnAction(e -> openCondition(key));
            grid.addRow(grid.getRowCount(), name, condition, edit);
        }
        conditions.getChildren().add(grid);
        conditions.getChildren().add(FormRows.wrapping(styled(new Label("A condition is part of the entity's key: "
                + "it is applied when you press OK in its dialog, as its own edit (Edit \u25b8 Undo takes it back)."),
                "tables-note")));
    }

    private void openCondition(IndexKeyCondition key) {
        Window window = getDialogPane().getScene() == null ? null : getDialogPane().getScene().getWindow();
        editor.conditionForm(key.entity(), key.keyAttribute()).ifPresent(form -> ConditionDialog.open(form, window,
                () -> {
                    showConditions();
                    changed();
                }));
    }

    private void fill(IndexForm form) {
        filling = true;
        name.setText(form.name());
        globalPartition = form.kind() == IndexKind.GSI ? form.partitionKey() : List.of();
        (form.kind() == IndexKind.LSI ? local : global).setSelected(true);
        sort.setParts(form.sortKey(), form.kind() == IndexKind.LSI ? 1 : KeySchema.MAX_MULTI_ATTRIBUTE_KEY_PARTS);
        projection.setValue(form.projection());
        nonKeyAttributes.setText(form.nonKeyAttributes());
        read.setText(form.readCapacity());
        write.setText(form.writeCapacity());
        filling = false;
        kindChanged();
    }

    private void kindChanged() {
        boolean lsi = local.isSelected();
        if (lsi) {
            if (!partition.isFixed()) {
                globalPartition = partition.parts();
            }
            partition.setFixed(editor.tablePartitionKey());
            sort.setMax(1);
        } else {
            if (partition.isFixed() || partition.parts().isEmpty()) {
                partition.setParts(globalPartition, KeySchema.MAX_MULTI_ATTRIBUTE_KEY_PARTS);
            }
            sort.setMax(KeySchema.MAX_MULTI_ATTRIBUTE_KEY_PARTS);
        }
        kindNote.setText(editor.kindNote(lsi ? IndexKind.LSI : IndexKind.GSI));
        rows.show(IndexField.CAPACITY, editor.showsCapacity(lsi ? IndexKind.LSI : IndexKind.GSI));
        changed();
    }

    private void changed() {
        if (filling) {
            return;
        }
        IndexForm form = form();
        nonKeyAttributes.setDisable(form.projection() != ProjectionType.INCLUDE);
        String includeBudget = editor.includeBudget(form);
        budget.setText(includeBudget);
        budget.setVisible(!includeBudget.isEmpty());
        budget.setManaged(budget.isVisible());
        show(editor.check(form));
    }

    private void show(FormCheck check) {
        errors.forEach((field, label) -> showError(label, check.problem(field)));
        showError(formError, check.problem(IndexField.FORM));
        showEffects(effects, check.isValid() ? check.effects() : List.of());
        fitWindow(this);
    }

    /** Grows or shrinks the dialog's window to its content once a problem or a consequence appears or goes. */
    static void fitWindow(Dialog<?> dialog) {
        if (dialog.getDialogPane().getScene() != null && dialog.getDialogPane().getScene().getWindow() != null
                && dialog.isShowing()) {
            dialog.getDialogPane().getScene().getWindow().sizeToScene();
        }
    }

    /** Shows what a change does besides its key schema, under "This also changes"; hidden when nothing. */
    static void showEffects(VBox box, List<String> lines) {
        box.getChildren().clear();
        if (!lines.isEmpty()) {
            box.getChildren().add(styled(new Label("This also changes"), "tables-effects-title"));
            lines.forEach(line -> {
                box.getChildren().add(FormRows.wrapping(styled(new Label("• " + line), "tables-effect")));
            });
        }
        box.setVisible(!lines.isEmpty());
        box.setManaged(box.isVisible());
    }

    static void showError(Label label, String message) {
        label.setText(message);
        label.setVisible(!message.isEmpty());
        label.setManaged(label.isVisible());
    }
}
