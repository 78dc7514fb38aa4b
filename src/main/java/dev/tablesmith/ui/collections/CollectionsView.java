package dev.tablesmith.ui.collections;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.engine.SampleItem;
import dev.tablesmith.ui.items.GenerateSampleDialog;
import dev.tablesmith.ui.items.ItemDetails;
import dev.tablesmith.ui.items.ItemDetailsDialog;
import dev.tablesmith.ui.items.ItemEditorDialog;
import dev.tablesmith.ui.items.ItemEditorViewModel;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The item collections view: choose the table or an index and the order; the collections are listed as partition
 * bands with their items in DynamoDB order; a secondary index also lists what it leaves out; the selected read
 * pattern's first page is marked returned / read but filtered out / not read.
 */
public final class CollectionsView {
    private final CollectionsViewModel viewModel;
    private final BorderPane root = styled(new BorderPane(), "collections-root");
    private final ListView<CollectionRow> rows = styled(new ListView<>(), "collections-list");
    private final ListView<ExcludedRow> excludedList = styled(new ListView<>(), "collections-excluded-list");
    private final TitledPane excludedPane = styled(new TitledPane("", excludedList), "collections-excluded");
    private final Label summary = styled(new Label(), "collections-summary");
    private final Label status = styled(new Label(), "collections-status", "muted");
    private final Label readSummary = styled(new Label(), "collections-read-summary");
    private final HBox legend = styled(new HBox(10, swatch("returned", "collections-swatch-returned"),
            swatch("read, filtered out", "collections-swatch-filtered"),
            swatch("not read", "collections-swatch-unread")), "collections-legend");
    private final HBox readBar;
    private final Label emptyText = styled(new Label(), "collections-empty-text");
    private final SortColumns sortColumns = new SortColumns();
    private final Label keySentence = styled(new Label(), "collections-key-sentence");
    private final HBox sortHeads = styled(new HBox(SortColumns.GAP), "collections-sort-heads");
    private final HBox keyColumns = styled(new HBox(12, sortHeads,
            styled(new Label("entity"), "collections-column-head", "collections-entity-head"),
            styled(new Label("other projected attributes"), "collections-column-head")), "collections-key-columns");

    public CollectionsView(DesignSession session) {
        this(new CollectionsViewModel(session));
    }

    public CollectionsView(CollectionsViewModel viewModel) {
        this.viewModel = viewModel;
        ComboBox<String> chooser = styled(new ComboBox<>(viewModel.views()), "collections-chooser");
        chooser.setId("collections-chooser");
        chooser.valueProperty().bindBidirectional(viewModel.selectedViewProperty());

        ToggleGroup order = new ToggleGroup();
        ToggleButton ascending = styled(new ToggleButton("Ascending"), "collections-order", "left-pill");
        ToggleButton descending = styled(new ToggleButton("Descending"), "collections-order", "right-pill");
        ascending.setToggleGroup(order);
        descending.setToggleGroup(order);
        ascending.setSelected(!viewModel.descendingProperty().get());
        descending.setSelected(viewModel.descendingProperty().get());
        order.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                old.setSelected(true);
            } else {
                viewModel.descendingProperty().set(now == descending);
            }
        });
        HBox orderBox = styled(new HBox(ascending, descending), "collections-order-box");

        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label chooserLabel = styled(new Label("Item collections of"), "collections-chooser-label");
        // Adding an item is always one click away, not only from the empty state or a right-click.
        Button addItem = new Button("Add item…");
        addItem.setId("collections-toolbar-add-item");
        addItem.setMinWidth(Region.USE_PREF_SIZE);
        addItem.setOnAction(e -> ItemEditorDialog.show(window(), ItemEditorViewModel.newItem(viewModel.session())));
        HBox toolbar = styled(new HBox(12, chooserLabel, chooser, orderBox, spacer, status, summary, addItem),
                "collections-toolbar");

        readSummary.setWrapText(true);
        HBox.setHgrow(readSummary, Priority.ALWAYS);
        readSummary.setMaxWidth(Double.MAX_VALUE);
        legend.setMinWidth(Region.USE_PREF_SIZE);
        readBar = styled(new HBox(16, readSummary, legend), "collections-read-bar");

        rows.setCellFactory(list -> new CollectionCell(sortColumns));
        rows.setPlaceholder(emptyState());
        rows.setContextMenu(itemMenu());
        rows.setOnMouseClicked(e -> {
            if (e.getButton() == javafx.scene.input.MouseButton.PRIMARY && e.getClickCount() == 2) {
                showDetails(selectedSource());
            }
        });
        excludedList.setOnMouseClicked(e -> {
            ExcludedRow row = excludedList.getSelectionModel().getSelectedItem();
            if (e.getButton() == javafx.scene.input.MouseButton.PRIMARY && e.getClickCount() == 2 && row != null) {
                showDetails(row.source());
            }
        });
        rows.setFixedCellSize(34);
        excludedList.setCellFactory(list -> new ExcludedCell());
        excludedList.setPrefHeight(200);
        excludedPane.setExpanded(false);
        excludedPane.setAnimated(false);

        keySentence.setWrapText(true);
        keySentence.setMaxWidth(Double.MAX_VALUE);
        root.setTop(new VBox(toolbar, readBar, styled(new VBox(4, keySentence, keyColumns), "collections-key-bar")));
        root.setCenter(rows);
        root.setBottom(excludedPane);

        viewModel.contentProperty().addListener((obs, old, now) -> show(now));
        status.textProperty().bind(viewModel.statusProperty());
        show(viewModel.content());
    }

    /** What the list shows with no rows: why, and the ways to make items. */
    private Node emptyState() {
        emptyText.setWrapText(true);
        emptyText.setMaxWidth(520);
        Button generate = styled(new Button("Generate sample data…"), "primary");
        generate.setId("collections-generate");
        generate.setOnAction(e -> GenerateSampleDialog.show(root.getScene() == null ? null
                : root.getScene().getWindow(), viewModel.session()));
        Button add = new Button("Add item…");
        add.setId("collections-add-item");
        add.setOnAction(e -> ItemEditorDialog.show(window(), ItemEditorViewModel.newItem(viewModel.session())));
        HBox actions = styled(new HBox(10, generate, add), "collections-empty-actions");
        actions.setAlignment(javafx.geometry.Pos.CENTER);
        VBox box = styled(new VBox(14, emptyText, actions), "collections-empty");
        box.setAlignment(javafx.geometry.Pos.CENTER);
        return box;
    }

    private javafx.stage.Window window() {
        return root.getScene() == null ? null : root.getScene().getWindow();
    }

    /**
     * The context menu of an item: edit, duplicate or delete an explicit item; an item rendered from an entity's
     * records follows its record, so it can only be duplicated (as a new explicit item).
     */
    private ContextMenu itemMenu() {
        MenuItem edit = new MenuItem("Edit item…");
        MenuItem duplicate = new MenuItem("Duplicate as a new item…");
        MenuItem delete = new MenuItem("Delete item");
        MenuItem add = new MenuItem("Add item…");
        MenuItem whole = new MenuItem("Show whole item…");
        ContextMenu menu = new ContextMenu(whole, new SeparatorMenuItem(), edit, duplicate, delete,
                new SeparatorMenuItem(), add);
        whole.setOnAction(e -> showDetails(selectedSource()));
        menu.setOnShowing(e -> {
            SampleItem source = selectedSource();
            boolean explicit = source != null && source.origin() == SampleItem.Origin.EXPLICIT;
            edit.setDisable(!explicit);
            delete.setDisable(!explicit);
            duplicate.setDisable(source == null);
            whole.setDisable(source == null);
            edit.setText(source != null && !explicit ? "Edit item… (it is " + source.entityLabel()
                    + "'s record " + (source.sourceIndex() + 1) + ")" : "Edit item…");
        });
        edit.setOnAction(e -> ItemEditorDialog.show(window(), ItemEditorViewModel.edit(viewModel.session(),
                selectedSource().sourceIndex())));
        duplicate.setOnAction(e -> ItemEditorDialog.show(window(), ItemEditorViewModel.duplicate(viewModel.session(),
                selectedSource().item())));
        delete.setOnAction(e -> ItemEditorViewModel.edit(viewModel.session(), selectedSource().sourceIndex())
                .delete());
        add.setOnAction(e -> ItemEditorDialog.show(window(), ItemEditorViewModel.newItem(viewModel.session())));
        return menu;
    }

    /** Opens the whole item (every attribute, its type and size) in a window of its own. */
    private void showDetails(SampleItem source) {
        if (source != null) {
            ItemDetailsDialog.show(window(), ItemDetails.of(source,
                    viewModel.session().table().keySchema().attributeNames()));
        }
    }

    private SampleItem selectedSource() {
        CollectionRow row = rows.getSelectionModel().getSelectedItem();
        return row instanceof CollectionRow.ItemRow item ? item.source() : null;
    }

    private void show(CollectionsContent content) {
        boolean table = AccessPattern.TABLE_INDEX.equals(content.view());
        emptyText.setText(table
                ? "The table has no items yet. Items are made from the entities' sample records (through their key "
                        + "templates) and from explicit items."
                : "No item is in " + content.view() + ": none has all of its key attributes. The items it leaves "
                        + "out are listed below, each with why.");
        showKey(content.heading());
        rows.getItems().setAll(content.rows());
        summary.setText(content.summary());
        boolean reading = !content.readSummary().isEmpty();
        readBar.setVisible(reading);
        readBar.setManaged(reading);
        readSummary.setText(content.readSummary());
        legend.setVisible(content.marking());
        legend.setManaged(content.marking());
        boolean index = !AccessPattern.TABLE_INDEX.equals(content.view());
        excludedPane.setVisible(index);
        excludedPane.setManaged(index);
        excludedPane.setText(content.excludedCount() == 0
                ? "Every item is in " + content.view()
                : "Not in " + content.view() + ": " + String.format("%,d", content.excludedCount())
                        + (content.excludedCount() == 1 ? " item" : " items") + " (and why)");
        excludedList.getItems().setAll(content.excluded());
        if (content.firstReadRow() >= 0) {
            rows.scrollTo(Math.max(0, content.firstReadRow() - 2));
        }
    }

    /**
     * The key of the view shown: which attributes make a collection (every partition attribute of a multi-attribute
     * key, in key order) and one heading per sort column, as wide as the column under it.
     */
    private void showKey(KeyHeading heading) {
        sortColumns.update(heading, SortHeadingFont::width, SortHeadingFont.CHAR_WIDTH);
        keySentence.setText(heading.sentence());
        sortHeads.getChildren().clear();
        for (int i = 0; i < heading.sortHeadings().size(); i++) {
            Label head = styled(new Label(heading.sortHeadings().get(i)), "collections-column-head",
                    "collections-sort-head");
            head.setMinWidth(sortColumns.width(i));
            head.setPrefWidth(sortColumns.width(i));
            sortHeads.getChildren().add(head);
        }
        boolean shown = !heading.partition().isEmpty();
        keyColumns.getParent().setVisible(shown);
        keyColumns.getParent().setManaged(shown);
    }

    /** The fonts of app.css: a column heading (12px bold) and a key value (13px monospaced), for measuring. */
    private static final class SortHeadingFont {
        private static final javafx.scene.text.Font HEAD = javafx.scene.text.Font.font(
                javafx.scene.text.Font.getDefault().getFamily(), javafx.scene.text.FontWeight.BOLD, 12);
        static final double CHAR_WIDTH = measure("0", javafx.scene.text.Font.font("Monospaced", 13));

        static double width(String text) {
            return measure(text, HEAD);
        }

        private static double measure(String text, javafx.scene.text.Font font) {
            javafx.scene.text.Text node = new javafx.scene.text.Text(text);
            node.setFont(font);
            return node.getLayoutBounds().getWidth();
        }
    }

    private static Node swatch(String text, String swatchClass) {
        Region box = styled(new Region(), "collections-swatch", swatchClass);
        return styled(new HBox(6, box, new Label(text)), "collections-legend-entry");
    }

    public CollectionsViewModel viewModel() {
        return viewModel;
    }

    public Node root() {
        return root;
    }

    /** One excluded item: its table key, entity and reason. */
    private static final class ExcludedCell extends ListCell<ExcludedRow> {
        private final Label key = styled(new Label(), "collections-excluded-key", "code");
        private final Label entity = styled(new Label(), "collections-excluded-entity", "muted");
        private final Label reason = styled(new Label(), "collections-excluded-reason");
        private final HBox box = new HBox(12, key, entity, reason);

        ExcludedCell() {
            key.setMinWidth(300);
            key.setPrefWidth(300);
            entity.setMinWidth(110);
            entity.setPrefWidth(110);
            // The reason takes the rest of the row and wraps there: at 1280x800 a condition's reason is read
            // whole, without scrolling the list sideways.
            reason.setWrapText(true);
            reason.setPrefWidth(240);
            reason.setMaxWidth(Double.MAX_VALUE);
            reason.setMinHeight(Region.USE_PREF_SIZE);
            HBox.setHgrow(reason, Priority.ALWAYS);
            setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
        }

        @Override
        protected void updateItem(ExcludedRow row, boolean empty) {
            super.updateItem(row, empty);
            if (empty || row == null) {
                setGraphic(null);
                return;
            }
            key.setText(row.tableKey());
            entity.setText(row.entity());
            reason.setText(row.reason());
            setGraphic(box);
        }
    }
}
