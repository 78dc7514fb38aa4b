package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ObservableValue;
import javafx.collections.ListChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * One tab of the entity details: the selected entity's declarations of one kind in a table, and beside it a form
 * to add one, change the selected one or remove it (Delete in the table removes too). A refusal marks the field it
 * is about (red border, the reason as its tooltip) and is explained in red under the form; while it shows, the
 * form is checked again as it changes, so the mark goes away once the form is right.
 *
 * @param <T> the declaration
 */
abstract class DeclarationPane<T> {
    static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");

    private final DeclarationListViewModel<T> viewModel;
    private final TableView<T> table = new TableView<>();
    private final HBox root = new HBox(14);
    private final Label note = styled(new Label(), "muted", "entity-details-note");
    /** The declaration the form edits (the selected one); null while the form describes a new one. */
    private T editing;
    private boolean refreshing;

    DeclarationPane(DeclarationListViewModel<T> viewModel, String styleClass) {
        this.viewModel = viewModel;
        root.getStyleClass().addAll("entity-details-pane", styleClass);
    }

    /** The table's columns. */
    abstract List<TableColumn<T, String>> columns();

    /** The form's rows, laid out in {@code grid} (label, field, label, field). */
    abstract void layoutFields(GridPane grid);

    /** The form's fields by the name of the field a refusal names ({@code sourceEntity}, ...). */
    abstract Map<String, Control> fields();

    /** The declaration the form describes now. */
    abstract T current();

    abstract void fill(T value);

    abstract void clearFields();

    /** The muted line under the form for what it describes now. */
    abstract String noteText();

    abstract String placeholder();

    /** Puts the Add, Update and Remove buttons in the grid: by default on a row of their own under the fields. */
    void placeButtons(GridPane grid, HBox buttons) {
        grid.add(buttons, 0, grid.getRowCount(), 4, 1);
    }

    /** Lets a subclass enable or clear fields that depend on others, before the form is checked. */
    void formChangedHook() {
    }

    Parent root() {
        return root;
    }

    TableView<T> table() {
        return table;
    }

    /** Builds the pane; called once by the subclass after its fields exist. */
    final void build() {
        viewModel.items().addListener((ListChangeListener<T>) change -> refreshing = true);
        table.setItems(viewModel.items());
        viewModel.items().addListener((ListChangeListener<T>) change -> reselect());
        viewModel.entityProperty().addListener((obs, old, entity) -> {
            table.getSelectionModel().clearSelection();
            clearForm();
        });
        table.getStyleClass().add("entity-details-table");
        table.setPlaceholder(new Label(placeholder()));
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().setAll(columns());
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, value) -> {
            if (!refreshing) {
                editing = value;
                if (value != null) {
                    fill(value);
                }
                formChanged();
            }
        });
        table.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.DELETE && editing != null) {
                remove();
                event.consume();
            }
        });
        HBox.setHgrow(table, Priority.ALWAYS);
        table.setMinWidth(260);
        root.getChildren().addAll(table, form());
        root.setMinHeight(0);
        root.disableProperty().bind(viewModel.entityProperty().isNull());
        viewModel.problemFieldProperty().addListener((obs, old, field) -> mark());
        viewModel.messageProperty().addListener((obs, old, text) -> mark());
        formChanged();
    }

    private VBox form() {
        GridPane grid = styled(new GridPane(), "entity-details-grid");
        grid.setHgap(8);
        grid.setVgap(5);
        ColumnConstraints label = new ColumnConstraints();
        label.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        ColumnConstraints field = new ColumnConstraints(150, 160, 220);
        field.setHgrow(Priority.ALWAYS);
        ColumnConstraints secondLabel = new ColumnConstraints();
        secondLabel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        grid.getColumnConstraints().addAll(label, field, secondLabel, field);
        layoutFields(grid);
        Button add = styled(new Button("Add"), "action", "entity-details-add");
        add.setOnAction(e -> add());
        Button update = styled(new Button("Update"), "action", "entity-details-update");
        update.setOnAction(e -> update());
        Button remove = styled(new Button("Remove"), "action", "entity-details-remove");
        remove.setOnAction(e -> remove());
        update.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        remove.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        HBox buttons = new HBox(8, add, update, remove);
        buttons.setAlignment(Pos.CENTER_LEFT);
        placeButtons(grid, buttons);
        Label message = styled(new Label(), "entity-details-message");
        message.textProperty().bind(viewModel.messageProperty());
        message.visibleProperty().bind(viewModel.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        message.setWrapText(true);
        message.setMaxWidth(Double.MAX_VALUE);
        message.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // wrapped, not cut to one line
        note.setWrapText(true);
        note.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        note.visibleProperty().bind(message.visibleProperty().not()); // one or the other: the form keeps its size
        note.managedProperty().bind(note.visibleProperty());
        VBox form = styled(new VBox(6, grid, message, note), "entity-details-form");
        form.setPrefWidth(500);
        form.setMinWidth(440);
        form.setMaxWidth(540);
        return form;
    }

    /** Called by the subclass whenever a field changes: the note follows, and a shown refusal is checked again. */
    final void formChanged() {
        formChangedHook();
        note.setText(noteText());
        viewModel.recheck(current(), editing);
    }

    private void add() {
        if (viewModel.add(current()).isEmpty()) {
            table.getSelectionModel().clearSelection();
            clearForm();
        }
    }

    private void update() {
        T from = editing;
        if (from == null) {
            return;
        }
        T to = current();
        editing = to; // so the replaced list selects the changed declaration
        if (viewModel.update(from, to).isPresent()) {
            editing = from;
        }
    }

    private void remove() {
        if (editing != null && viewModel.remove(editing).isEmpty()) {
            table.getSelectionModel().clearSelection();
            clearForm();
        }
    }

    private void clearForm() {
        editing = null;
        clearFields();
        formChanged();
    }

    /** After the list is replaced, the declaration the form edits is selected again, or none. */
    private void reselect() {
        if (editing == null || !table.getItems().contains(editing)) {
            table.getSelectionModel().clearSelection();
            editing = null;
        } else if (table.getSelectionModel().getSelectedItem() != editing) {
            table.getSelectionModel().select(editing);
        }
        refreshing = false;
    }

    private void mark() {
        String field = viewModel.problemFieldProperty().get();
        for (Map.Entry<String, Control> entry : fields().entrySet()) {
            boolean invalid = entry.getKey().equals(field) && !viewModel.messageProperty().get().isEmpty();
            entry.getValue().pseudoClassStateChanged(INVALID, invalid);
            entry.getValue().setTooltip(invalid ? new Tooltip(viewModel.messageProperty().get()) : null);
        }
    }

    /** A label for a form row. */
    static Label label(String text) {
        return styled(new Label(text), "entity-details-label");
    }

    /**
     * A choice box over {@code items}, showing each item as {@code text} gives it. With nothing chosen it shows its
     * prompt in soft italic ink ({@code :prompt}): a prompt such as "entity" drawn like a value reads as
     * a chosen attribute or entity of that name.
     */
    static ComboBox<String> choice(javafx.collections.ObservableList<String> items, Function<String, String> text,
                                   String styleClass) {
        ComboBox<String> box = styled(new ComboBox<>(items), styleClass);
        box.setMaxWidth(Double.MAX_VALUE);
        box.setVisibleRowCount(12);
        box.setCellFactory(list -> new TextCell(text));
        box.setButtonCell(new TextCell(text));
        box.pseudoClassStateChanged(PROMPT, box.getValue() == null);
        box.valueProperty().addListener((obs, old, value) -> box.pseudoClassStateChanged(PROMPT, value == null));
        return box;
    }

    /** A {@link #choice} with nothing chosen, showing its prompt. */
    private static final javafx.css.PseudoClass PROMPT = javafx.css.PseudoClass.getPseudoClass("prompt");

    /** A combo box of enum-like values shown as {@code text} gives them. */
    static <E> ComboBox<E> options(List<E> values, Function<E, String> text, String styleClass) {
        ComboBox<E> box = styled(new ComboBox<>(javafx.collections.FXCollections.observableArrayList(values)),
                styleClass);
        box.setMaxWidth(Double.MAX_VALUE);
        box.setConverter(new javafx.util.StringConverter<>() {
            @Override
            public String toString(E value) {
                return value == null ? "" : text.apply(value);
            }

            @Override
            public E fromString(String string) {
                return null;
            }
        });
        return box;
    }

    /** A read-only column of {@code value}. */
    static <T> TableColumn<T, String> column(String title, Function<T, String> value, double width) {
        TableColumn<T, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setPrefWidth(width);
        column.setSortable(false);
        return column;
    }

    /** Runs {@code action} whenever any of the values changes. */
    static void onChange(Runnable action, ObservableValue<?>... values) {
        for (ObservableValue<?> value : values) {
            value.addListener((obs, old, now) -> action.run());
        }
    }

    private static final class TextCell extends ListCell<String> {
        private final Function<String, String> text;

        TextCell(Function<String, String> text) {
            this.text = text;
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            setText(empty || item == null ? null : text.apply(item));
        }
    }
}
