package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.Tooltip;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The entity chart: a table of entities against the key attributes of the table and its indexes, with the selected
 * entity's attribute editor under it. Double-click a cell (or F2/Enter) to edit its template ({@code TEMPLATE} or
 * {@code TEMPLATE when CONDITION}) with attribute-name completion; a problem is underlined where it is and Enter
 * commits only a template the entity can write. Insert adds an entity (Shortcut+N is New design), Shortcut+D
 * duplicates the selected one and Delete deletes it after asking.
 */
public final class EntityChartView {
    private static final KeyCombination DUPLICATE = KeyCombination.keyCombination("Shortcut+D");

    private final EntityChartViewModel viewModel;
    private final TableView<EntityRow> table = new TableView<>();
    private final VBox root = new VBox();
    private AttributeEditorView attributes;
    private boolean refreshing;
    private final KeyColumnWidths widths = new KeyColumnWidths();
    /** True while the chart sets column widths itself, so only a drag counts as the user's width. */
    private boolean sizing;

    public EntityChartView(EntityChartViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Parent root() {
        return root;
    }

    /** The attribute editor of the selected entity, for tests. */
    public AttributeEditorView attributes() {
        return attributes;
    }

    /** The chart's table, for tests. */
    public TableView<EntityRow> table() {
        return table;
    }

    private void createView() {
        table.setEditable(true);
        // Registered before the table's own listener: while the rows are replaced after an edit, the table's
        // interim selection (it keeps the old index) must not become the session's selected entity.
        viewModel.rows().addListener((ListChangeListener<EntityRow>) change -> refreshing = true);
        table.setItems(viewModel.rows());
        // Unconstrained: each column keeps its width (content or the user's) and a wide chart scrolls sideways.
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        table.setPlaceholder(new Label("No entities yet: add one to start the chart."));
        table.getStyleClass().add("entity-chart-table");
        rebuildColumns();
        viewModel.keyColumns().addListener((ListChangeListener<String>) change -> rebuildColumns());
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null && !refreshing && !row.name().equals(selectedName(viewModel.selectedProperty()))) {
                viewModel.select(row.name());
            }
        });
        viewModel.rows().addListener((ListChangeListener<EntityRow>) change -> showSelected(false));
        viewModel.rows().addListener((ListChangeListener<EntityRow>) change -> sizeColumns());
        viewModel.selectedProperty().addListener((obs, old, row) -> showSelected(true));
        showSelected(true);

        Label message = styled(new Label(), "entity-chart-message");
        message.textProperty().bind(viewModel.messageProperty());
        message.visibleProperty().bind(viewModel.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        message.setWrapText(true);
        message.setMaxWidth(Double.MAX_VALUE);

        Label hint = styled(new Label("Double-click or F2 edits a key template ({ offers the attribute names;"
                + " empty removes the key) · Insert adds · Ctrl+D duplicates · Delete deletes"), "muted",
                "entity-chart-hint");
        hint.setWrapText(true);
        hint.visibleProperty().bind(message.visibleProperty().not()); // one or the other: the chart keeps its rows
        hint.managedProperty().bind(hint.visibleProperty());
        VBox chart = new VBox(6, table, message, hint);
        VBox.setVgrow(table, Priority.ALWAYS);
        attributes = new AttributeEditorView(new AttributeEditorViewModel(viewModel.session()));
        SplitPane split = new SplitPane(chart, new EntityDetailsView(viewModel.session(), attributes).root());
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.55);
        split.getStyleClass().add("entity-chart-split");
        VBox.setVgrow(split, Priority.ALWAYS);
        table.addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        root.getChildren().addAll(toolbar(), split);
        root.getStyleClass().add("entity-chart");
    }

    private Node toolbar() {
        Button add = styled(new Button("Add entity…"), "action", "entity-add");
        add.setOnAction(e -> addEntity());
        Button rename = styled(new Button("Rename…"), "action");
        rename.setOnAction(e -> selectedName().ifPresent(from ->
                ask("Rename entity", "New name for " + from + " (access patterns follow):", from)
                        .ifPresent(to -> viewModel.renameEntity(from, to))));
        Button duplicate = styled(new Button("Duplicate"), "action", "entity-duplicate");
        duplicate.setOnAction(e -> selectedName().ifPresent(viewModel::duplicateEntity));
        Button delete = styled(new Button("Delete…"), "action", "entity-delete");
        delete.setOnAction(e -> deleteSelected());
        duplicate.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        rename.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        delete.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        Label title = styled(new Label("Entity chart"), "section-title");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, title, spacer, add, rename, duplicate, delete);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("entity-chart-toolbar");
        return bar;
    }

    private void rebuildColumns() {
        table.getColumns().clear();
        widths.retain(viewModel.keyColumns());
        TableColumn<EntityRow, EntityRow> name = new TableColumn<>("Entity");
        name.setCellValueFactory(c -> new javafx.beans.property.ReadOnlyObjectWrapper<>(c.getValue()));
        name.setCellFactory(c -> new EntityNameCell());
        name.setEditable(false);
        name.setPrefWidth(140);
        name.setMinWidth(110);
        table.getColumns().add(name);
        for (KeyColumnGroup group : viewModel.columnGroups()) {
            TableColumn<EntityRow, String> parent = null;
            if (group.title() != null) {
                parent = new TableColumn<>(group.title());
                parent.getStyleClass().add("key-group-column");
                parent.setEditable(true);
                table.getColumns().add(parent);
            }
            for (int i = 0; i < group.columns().size(); i++) {
                TableColumn<EntityRow, String> column = keyColumn(group.columns().get(i), group.headings().get(i));
                if (parent == null) {
                    table.getColumns().add(column);
                } else {
                    parent.getColumns().add(column);
                }
            }
        }
        sizeColumns();
    }

    /** One key attribute's column; its user data is the key attribute, its text the heading. */
    private TableColumn<EntityRow, String> keyColumn(String keyAttribute, String heading) {
        TableColumn<EntityRow, String> column = new TableColumn<>(heading);
        column.setUserData(keyAttribute);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().cell(keyAttribute)));
        column.setCellFactory(c -> new KeyTemplateCell(viewModel, keyAttribute));
        column.setOnEditCommit(event -> {
            viewModel.editCell(event.getRowValue().name(), keyAttribute, event.getNewValue());
            table.refresh();
        });
        column.setMinWidth(KeyColumnWidths.MIN - 30);
        column.getStyleClass().add("key-column");
        column.widthProperty().addListener((obs, old, width) -> {
            if (!sizing) {
                widths.userResized(keyAttribute, width.doubleValue());
            }
        });
        return column;
    }

    /** Sizes each column to its content (names, templates and conditions), except those the user sized. */
    private void sizeColumns() {
        sizing = true;
        try {
            for (TableColumn<EntityRow, ?> column : leaves()) {
                if (column == table.getColumns().get(0)) {
                    double widest = viewModel.rows().stream().mapToDouble(r -> TEXT.bold(r.name())).max().orElse(0);
                    column.setPrefWidth(Math.max(110, Math.min(280, Math.ceil(widest + 52))));
                    continue;
                }
                String key = (String) column.getUserData();
                String heading = column.getText();
                List<String> cells = viewModel.rows().stream()
                        .map(r -> r.cell(key).isEmpty() ? r.ownKey(key) : r.cell(key)).toList();
                column.setPrefWidth(widths.width(key, cells, TEXT::template, TEXT::condition,
                        k -> TEXT.bold(heading)));
            }
        } finally {
            sizing = false;
        }
    }

    /** The entity column and every key column, grouped ones included, left to right. */
    private List<TableColumn<EntityRow, ?>> leaves() {
        List<TableColumn<EntityRow, ?>> out = new java.util.ArrayList<>();
        for (TableColumn<EntityRow, ?> column : table.getColumns()) {
            if (column.getColumns().isEmpty()) {
                out.add(column);
            } else {
                out.addAll(column.getColumns());
            }
        }
        return out;
    }

    /** The chart's fonts (app.css: key cells 12.5px monospaced, conditions 11px, headings bold), for measuring. */
    private static final class TextWidths {
        private final javafx.scene.text.Font mono = javafx.scene.text.Font.font("Monospaced", 12.5);
        private final javafx.scene.text.Font small = javafx.scene.text.Font.font(11);
        private final javafx.scene.text.Font heading = javafx.scene.text.Font.font(
                javafx.scene.text.Font.getDefault().getFamily(), javafx.scene.text.FontWeight.BOLD, 13);

        double template(String text) {
            return measure(text, mono);
        }

        double condition(String text) {
            return measure(text, small);
        }

        double bold(String text) {
            return measure(text, heading);
        }

        private static double measure(String text, javafx.scene.text.Font font) {
            javafx.scene.text.Text node = new javafx.scene.text.Text(text);
            node.setFont(font);
            return node.getLayoutBounds().getWidth();
        }
    }

    private static final TextWidths TEXT = new TextWidths();

    /**
     * Selects the row of the view model's selected entity (clears the selection when there is none); a selection
     * made elsewhere also scrolls the row into view, as little as needed. The row the table already has selected
     * is left alone, so a click in the chart does not come back to the table or scroll it.
     */
    private void showSelected(boolean scroll) {
        refreshing = false;
        String wanted = selectedName(viewModel.selectedProperty());
        EntityRow current = table.getSelectionModel().getSelectedItem();
        if (wanted == null) {
            if (current != null) {
                table.getSelectionModel().clearSelection();
            }
            return;
        }
        int index = indexOf(wanted);
        if (index < 0) {
            return; // rows are being replaced: the view model's selection follows right after
        }
        if (current == null || !current.name().equals(wanted)) {
            table.getSelectionModel().clearAndSelect(index);
            if (scroll) {
                scrollIntoView(index);
            }
        }
    }

    private int indexOf(String name) {
        for (int i = 0; i < table.getItems().size(); i++) {
            if (table.getItems().get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /** Scrolls just enough for the row to be fully shown (TableView.scrollTo would put it at the top). */
    private void scrollIntoView(int index) {
        if (table.lookup(".virtual-flow") instanceof VirtualFlow<?> flow) {
            flow.scrollTo(index);
        } else {
            table.scrollTo(index);
        }
    }

    private static String selectedName(javafx.beans.value.ObservableValue<EntityRow> row) {
        return row.getValue() == null ? null : row.getValue().name();
    }

    /** F2 or Enter edits the focused cell; Insert adds, Ctrl+D duplicates, Delete deletes an entity. */
    private void onKey(KeyEvent event) {
        if (table.getEditingCell() != null) {
            return;
        }
        KeyCode code = event.getCode();
        if (code == KeyCode.F2 || code == KeyCode.ENTER) {
            editFocusedCell();
        } else if (code == KeyCode.INSERT) {
            addEntity();
        } else if (DUPLICATE.match(event)) {
            selectedName().ifPresent(viewModel::duplicateEntity);
        } else if (code == KeyCode.DELETE) {
            deleteSelected();
        } else {
            return;
        }
        event.consume();
    }

    private void editFocusedCell() {
        int row = table.getSelectionModel().getSelectedIndex();
        List<TableColumn<EntityRow, ?>> leaves = leaves();
        if (row < 0 || leaves.size() < 2) {
            return;
        }
        TableColumn<EntityRow, ?> column = table.getFocusModel().getFocusedCell().getTableColumn();
        if (column == null || !column.isEditable() || column == leaves.get(0) || !column.getColumns().isEmpty()) {
            column = leaves.get(1);
        }
        table.edit(row, column);
    }

    private void addEntity() {
        ask("Add entity", "Name of the new entity:", "").ifPresent(viewModel::addEntity);
    }

    private void deleteSelected() {
        selectedName().ifPresent(name -> {
            Alert confirm = new Alert(Alert.AlertType.CONFIRMATION, "Delete entity " + name + "? Access patterns"
                    + " that name it keep the name, and the review reports them. Undo brings it back.",
                    ButtonType.OK, ButtonType.CANCEL);
            confirm.setTitle("Delete entity");
            confirm.setHeaderText(null);
            if (root.getScene() != null) {
                confirm.initOwner(root.getScene().getWindow());
                confirm.getDialogPane().getStylesheets().addAll(root.getScene().getStylesheets());
            }
            if (confirm.showAndWait().filter(ButtonType.OK::equals).isPresent()) {
                viewModel.deleteEntity(name);
            }
        });
    }

    private Optional<String> selectedName() {
        return Optional.ofNullable(table.getSelectionModel().getSelectedItem()).map(EntityRow::name);
    }

    private Optional<String> ask(String title, String prompt, String initial) {
        TextInputDialog dialog = new TextInputDialog(initial);
        dialog.setTitle(title);
        dialog.setHeaderText(null);
        dialog.setContentText(prompt);
        if (root.getScene() != null) {
            dialog.initOwner(root.getScene().getWindow());
            dialog.getDialogPane().getStylesheets().addAll(root.getScene().getStylesheets());
        }
        return dialog.showAndWait(); // a refused name is explained under the table
    }

    /** The entity's colour chip and name. */
    private static final class EntityNameCell extends TableCell<EntityRow, EntityRow> {
        private final Region chip = styled(new Region(), "entity-chip");

        EntityNameCell() {
            setContentDisplay(ContentDisplay.LEFT);
            getStyleClass().add("entity-name-cell");
        }

        @Override
        protected void updateItem(EntityRow row, boolean empty) {
            super.updateItem(row, empty);
            if (empty || row == null) {
                setText(null);
                setGraphic(null);
                setTooltip(null);
                return;
            }
            setText(row.name());
            chip.setStyle("-fx-background-color: " + row.colour() + ";");
            setGraphic(chip);
            setTooltip(row.attributes().isEmpty() ? null
                    : new Tooltip("Attributes: " + String.join(", ", row.attributes())));
        }
    }
}
