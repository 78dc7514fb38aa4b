package dev.tablesmith.ui.tables;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.control.Alert;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * The "Table and indexes" tab: the table's key schema, billing mode, TTL and stream, then one card per secondary
 * index with its keys, projection, the access patterns the planner resolves to it, the entities that write its
 * keys and its storage. Add index…, and Edit… and Delete… on each index card, and Rename… and Edit key… on the table
 * card change them, and Edit settings… its billing, capacity, TTL, stream and backups, each as one undoable edit.
 * Built in code, styled by the {@code .tables-} rules of app.css.
 */
public final class TablesView {
    private static final String PENDING = "Planning…";
    private static final double LABEL_WIDTH = 124;
    /** Equal, small preferred widths: the value columns then split the free width evenly. */
    private static final double VALUE_PREF_WIDTH = 100;

    private final TablesViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final VBox tableCard = styled(new VBox(), "tables-card", "tables-table-card");
    private final VBox indexCards = styled(new VBox(), "tables-index-list");
    private final CapacityView capacity;

    public TablesView(DesignSession session) {
        this(new TablesViewModel(session));
    }

    public TablesView(TablesViewModel viewModel) {
        this.viewModel = viewModel;
        this.capacity = new CapacityView(viewModel.capacity());
        createView();
        viewModel.factsProperty().addListener((obs, old, facts) -> showTable());
        viewModel.tableUsageProperty().addListener((obs, old, usage) -> showTable());
        viewModel.indexes().addListener((ListChangeListener<IndexCard>) change -> showIndexes());
        showTable();
        showIndexes();
    }

    public Node root() {
        return root;
    }

    public TablesViewModel viewModel() {
        return viewModel;
    }

    private void createView() {
        Label title = styled(new Label("Table and indexes"), "tables-title");
        Label message = styled(new Label(), "muted", "tables-message");
        message.textProperty().bind(viewModel.messageProperty());
        Button add = styled(new Button("Add index…"), "action", "tables-add-index");
        add.setOnAction(e -> new IndexDialog(viewModel.newIndex(), window()).showAndWait());
        HBox header = styled(new HBox(title, message, spacer(), add), "tables-header");

        Label indexHeading = styled(new Label("Secondary indexes"), "tables-section-title");
        VBox content = styled(new VBox(tableCard, indexHeading, indexCards, capacity.root()),
                "tables-content");
        ScrollPane scroll = styled(new ScrollPane(content), "tables-scroll");
        scroll.setFitToWidth(true);
        root.setTop(header);
        root.setCenter(scroll);
        root.getStyleClass().add("tables");
    }

    private void showTable() {
        TableFacts facts = viewModel.factsProperty().get();
        IndexUsage usage = viewModel.tableUsageProperty().get();
        tableCard.getChildren().clear();
        if (facts == null) {
            return;
        }
        Label name = styled(new Label(facts.name()), "tables-card-name");
        Label kind = styled(new Label("TABLE"), "tables-kind", "tables-kind-table");
        Button editKey = styled(new Button("Edit key…"), "tables-card-button", "tables-edit-key");
        editKey.setOnAction(e -> new TableKeyDialog(viewModel.editTableKey(), window()).showAndWait());
        Button rename = styled(new Button("Rename…"), "tables-card-button", "tables-rename");
        rename.setOnAction(e -> new RenameDialog(viewModel.rename(), window(), RenameDialog.Focus.TABLE)
                .showAndWait());
        Button settings = styled(new Button("Edit settings…"), "tables-card-button", "tables-edit-settings");
        settings.setOnAction(e -> new SettingsDialog(viewModel.editSettings(), window()).showAndWait());
        HBox heading = styled(new HBox(name, kind, spacer(), rename, settings, editKey), "tables-card-heading");
        GridPane grid = grid();
        row(grid, 0, 0, "Partition key", facts.partitionKey(), "tables-table-pk", true);
        row(grid, 1, 0, "Sort key", facts.sortKey(), "tables-table-sk", true);
        row(grid, 2, 0, "Billing mode", facts.billing(), "tables-billing", false);
        row(grid, 0, 2, "TTL attribute", facts.ttl(), "tables-ttl", facts.ttl().equals("Off") ? false : true);
        row(grid, 3, 0, "Backups", facts.recovery().equals("On") ? "Point-in-time recovery on"
                : "Point-in-time recovery off", "tables-recovery", false);
        row(grid, 1, 2, "Stream", facts.stream(), "tables-stream", false);
        row(grid, 2, 2, "Access patterns", usage == null ? PENDING : usage.patternsText(), "tables-patterns", false);
        row(grid, 3, 2, "Storage", usage == null ? PENDING : usage.storageText(), "tables-storage", false);
        tableCard.getChildren().addAll(heading, grid);
    }

    private void showIndexes() {
        indexCards.getChildren().setAll(viewModel.indexes().stream().map(this::indexCard).toList());
        if (viewModel.indexes().isEmpty()) {
            indexCards.getChildren().add(styled(new Label("This table has no secondary index."), "muted"));
        }
    }

    private Node indexCard(IndexCard card) {
        Label name = styled(new Label(card.name()), "tables-card-name");
        Label kind = styled(new Label(card.kind()), "tables-kind", "tables-kind-" + card.kind().toLowerCase());
        HBox heading = styled(new HBox(name, kind), "tables-card-heading");
        if (card.isSparse()) {
            heading.getChildren().add(styled(new Label("sparse"), "tables-kind", "tables-sparse"));
        }
        Button edit = styled(new Button("Edit…"), "tables-card-button", "tables-edit-index");
        edit.setOnAction(e -> new IndexDialog(viewModel.editIndex(card.name()), window()).showAndWait());
        Button delete = styled(new Button("Delete…"), "tables-card-button", "tables-delete-index");
        delete.setOnAction(e -> confirmDelete(card.name()));
        heading.getChildren().addAll(spacer(), edit, delete);
        IndexUsage usage = card.usage();
        GridPane grid = grid();
        row(grid, 0, 0, "Partition key", card.partitionKey(), "tables-index-pk", true);
        row(grid, 1, 0, "Sort key", card.sortKey(), "tables-index-sk", true);
        row(grid, 2, 0, "Projection", card.projection(), "tables-projection", false);
        row(grid, 0, 2, "Access patterns", usage == null ? PENDING : usage.patternsText(), "tables-patterns", false);
        row(grid, 1, 2, "Written by", card.writersText(), "tables-writers", false);
        row(grid, 2, 2, "Storage", usage == null ? PENDING : usage.storageText(), "tables-storage", false);
        VBox box = styled(new VBox(heading, grid), "tables-card", "tables-index-card");
        box.setId("tables-index-" + card.name());
        return box;
    }

    /** Asks first, saying which key templates go and which pinned patterns are planned again; undo restores. */
    private void confirmDelete(String index) {
        String[] text = viewModel.deleteConfirmation(index).split("\n", 2);
        Alert confirm = new Alert(Alert.AlertType.CONFIRMATION, text.length > 1 ? text[1] : "", ButtonType.OK,
                ButtonType.CANCEL);
        confirm.initOwner(window());
        confirm.setTitle("Delete index " + index);
        confirm.setHeaderText(text[0]);
        confirm.getDialogPane().getStyleClass().add("tables-delete-confirmation");
        confirm.getDialogPane().setPrefWidth(560);
        AppTheme.style(confirm.getDialogPane());
        if (confirm.showAndWait().filter(ButtonType.OK::equals).isPresent()) {
            viewModel.deleteIndex(index).ifPresent(this::refused);
        }
    }

    private void refused(String reason) {
        Alert alert = new Alert(Alert.AlertType.WARNING, reason, ButtonType.OK);
        alert.initOwner(window());
        alert.setHeaderText(null);
        AppTheme.style(alert.getDialogPane());
        alert.showAndWait();
    }

    private Window window() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    private static Region spacer() {
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        return spacer;
    }

    /**
     * Two label/value column pairs: fixed label columns, and value columns that share the rest equally, so the
     * values line up from card to card and the grid never asks for more width than the view has (long values wrap).
     */
    private static GridPane grid() {
        GridPane grid = styled(new GridPane(), "tables-grid");
        grid.getColumnConstraints().addAll(labelColumn(), valueColumn(), labelColumn(), valueColumn());
        grid.setMinWidth(0);
        return grid;
    }

    private static ColumnConstraints labelColumn() {
        ColumnConstraints column = new ColumnConstraints(LABEL_WIDTH);
        column.setMinWidth(LABEL_WIDTH);
        return column;
    }

    private static ColumnConstraints valueColumn() {
        ColumnConstraints column = new ColumnConstraints();
        column.setPrefWidth(VALUE_PREF_WIDTH);
        column.setMinWidth(0);
        column.setHgrow(Priority.ALWAYS);
        return column;
    }

    private static void row(GridPane grid, int row, int column, String label, String value, String valueClass,
                            boolean code) {
        Label name = styled(new Label(label), "tables-label");
        Label text = styled(new Label(value), "tables-value", valueClass);
        if (code) {
            text.getStyleClass().add("tables-code");
        }
        text.setWrapText(true);
        grid.add(name, column, row);
        grid.add(text, column + 1, row);
    }
}
