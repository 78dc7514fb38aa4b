package dev.tablesmith.ui.entities;

import static dev.tablesmith.ui.Css.styled;

import java.util.Optional;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputDialog;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The entity chart: a table of entities against the key attributes of the table and its indexes. Double-click a
 * cell to edit its template ({@code TEMPLATE} or {@code TEMPLATE when CONDITION}); Enter commits through the
 * view model, which refuses an invalid template and shows why under the table.
 */
public final class EntityChartView {
    private final EntityChartViewModel viewModel;
    private final TableView<EntityRow> table = new TableView<>();
    private final VBox root = new VBox();

    public EntityChartView(EntityChartViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
    }

    public Parent root() {
        return root;
    }

    /** The chart's table, for tests. */
    public TableView<EntityRow> table() {
        return table;
    }

    private void createView() {
        table.setEditable(true);
        table.setItems(viewModel.rows());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label("No entities yet: add one to start the chart."));
        table.getStyleClass().add("entity-chart-table");
        rebuildColumns();
        viewModel.keyColumns().addListener((ListChangeListener<String>) change -> rebuildColumns());
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (row != null) {
                viewModel.select(row.name());
            }
        });
        viewModel.rows().addListener((ListChangeListener<EntityRow>) change -> reselect());
        viewModel.session().selectedEntityProperty().addListener((obs, old, name) -> reselect());
        VBox.setVgrow(table, Priority.ALWAYS);

        Label message = styled(new Label(), "entity-chart-message");
        message.textProperty().bind(viewModel.messageProperty());
        message.visibleProperty().bind(viewModel.messageProperty().isNotEmpty());
        message.managedProperty().bind(message.visibleProperty());
        message.setWrapText(true);
        message.setMaxWidth(Double.MAX_VALUE);

        Label hint = styled(new Label("Double-click a cell to edit its key template, e.g. ORDER#{orderDate}#{orderId}"
                + " or OPEN when status = PENDING. Empty removes the key."), "muted");
        hint.setWrapText(true);
        root.getChildren().addAll(toolbar(), table, message, hint);
        root.getStyleClass().add("entity-chart");
    }

    private Node toolbar() {
        Button add = styled(new Button("Add entity…"), "action");
        add.setOnAction(e -> ask("Add entity", "Name of the new entity:", "").ifPresent(viewModel::addEntity));
        Button rename = styled(new Button("Rename…"), "action");
        rename.setOnAction(e -> selectedName().ifPresent(from ->
                ask("Rename entity", "New name for " + from + " (access patterns follow):", from)
                        .ifPresent(to -> viewModel.renameEntity(from, to))));
        Button delete = styled(new Button("Delete"), "action");
        delete.setOnAction(e -> selectedName().ifPresent(viewModel::deleteEntity));
        rename.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        delete.disableProperty().bind(table.getSelectionModel().selectedItemProperty().isNull());
        Label title = styled(new Label("Entity chart"), "section-title");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, title, spacer, add, rename, delete);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("entity-chart-toolbar");
        return bar;
    }

    private void rebuildColumns() {
        table.getColumns().clear();
        TableColumn<EntityRow, EntityRow> name = new TableColumn<>("Entity");
        name.setCellValueFactory(c -> new javafx.beans.property.ReadOnlyObjectWrapper<>(c.getValue()));
        name.setCellFactory(c -> new EntityNameCell());
        name.setEditable(false);
        name.setPrefWidth(140);
        name.setMinWidth(110);
        table.getColumns().add(name);
        for (String keyAttribute : viewModel.keyColumns()) {
            TableColumn<EntityRow, String> column = new TableColumn<>(keyAttribute);
            column.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue().cell(keyAttribute)));
            column.setCellFactory(c -> new KeyTemplateCell());
            column.setOnEditCommit(event -> {
                viewModel.editCell(event.getRowValue().name(), keyAttribute, event.getNewValue());
                table.refresh();
            });
            column.setPrefWidth(widthFor(keyAttribute));
            column.setMinWidth(90);
            column.getStyleClass().add("key-column");
            table.getColumns().add(column);
        }
    }

    /** Wide enough for the longest template in the column (monospaced), so templates are not cut off. */
    private double widthFor(String keyAttribute) {
        double widest = viewModel.rows().stream().map(r -> KeyCell.split(r.cell(keyAttribute))).mapToDouble(parts ->
                Math.max(parts[0].length() * 7.1, parts[1] == null ? 0 : (parts[1].length() + 5) * 6.4))
                .max().orElse(0);
        return Math.max(110, Math.min(320, widest + 22));
    }

    private void reselect() {
        String selected = viewModel.session().selectedEntityProperty().get();
        EntityRow current = table.getSelectionModel().getSelectedItem();
        if (selected == null || current != null && current.name().equals(selected)) {
            return;
        }
        viewModel.rows().stream().filter(r -> r.name().equals(selected)).findFirst()
                .ifPresent(r -> table.getSelectionModel().select(r));
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
