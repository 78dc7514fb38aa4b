package dev.tablesmith.ui.shell;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.TablesmithApp;
import dev.tablesmith.ui.collections.CollectionsView;
import dev.tablesmith.ui.entities.EntityChartView;
import dev.tablesmith.ui.patterns.PatternsView;
import dev.tablesmith.ui.review.ReviewPanel;
import dev.tablesmith.ui.tables.TablesView;
import dev.tablesmith.ui.entities.EntityChartViewModel;
import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.FileChooser;
import javafx.stage.Stage;

/**
 * The window a design is edited in: menu bar (File, Edit with undo/redo), navigator on the left, the views in
 * tabs in the centre (the entity chart first; {@link #addView(String, Node)} adds more) and a status bar with the
 * counts and the unsaved marker. Closing with unsaved changes asks whether to save them.
 */
public final class DesignerWindow {
    private static final double WIDTH = 1280;
    private static final double HEIGHT = 800;

    private final DesignerViewModel viewModel;
    private final BorderPane root = styled(new BorderPane(), "designer");
    private final TabPane tabs = styled(new TabPane(), "designer-tabs");
    private final TreeView<NavigatorNode> navigator = styled(new TreeView<>(), "designer-navigator");
    private Stage stage;

    public DesignerWindow(DesignSession session, JsonDesignStore store) {
        this.viewModel = new DesignerViewModel(session, store);
        createView();
    }

    public DesignerViewModel viewModel() {
        return viewModel;
    }

    public BorderPane root() {
        return root;
    }

    /** Adds a view as a tab in the centre (not closable) and returns the tab. */
    public Tab addView(String title, Node view) {
        Tab tab = new Tab(title, view);
        tab.setClosable(false);
        tabs.getTabs().add(tab);
        return tab;
    }

    /** Puts the designer into {@code target} (scene, title, close confirmation) and shows it. */
    public Stage show(Stage target) {
        this.stage = target;
        Scene scene = new Scene(root, WIDTH, HEIGHT);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        target.setScene(scene);
        target.titleProperty().bind(viewModel.titleProperty());
        target.setOnCloseRequest(event -> {
            if (!confirmClose()) {
                event.consume();
            }
        });
        target.show();
        return target;
    }

    private void createView() {
        root.setTop(menuBar());
        EntityChartView chart = new EntityChartView(new EntityChartViewModel(viewModel.session()));
        addView("Entity chart", chart.root());
        addView("Access patterns", new PatternsView(viewModel.session()).root());
        addView("Item collections", new CollectionsView(viewModel.session()).root());
        addView("Table and indexes", new TablesView(viewModel.session()).root());
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        navigator.setShowRoot(true);
        navigator.setCellFactory(tree -> new NavigatorCell());
        rebuildNavigator(viewModel.navigatorProperty().get());
        viewModel.navigatorProperty().addListener((obs, old, node) -> rebuildNavigator(node));
        navigator.getSelectionModel().selectedItemProperty().addListener((obs, old, item) -> {
            if (item != null) {
                select(item.getValue());
            }
        });
        SplitPane split = new SplitPane(navigator, tabs);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.19);
        SplitPane.setResizableWithParent(navigator, false);
        // The review panel sits under the views, full width, like an IDE's problems view.
        SplitPane withReview = new SplitPane(split, new ReviewPanel(viewModel.session()).root());
        withReview.setOrientation(Orientation.VERTICAL);
        withReview.setDividerPositions(0.74);
        root.setCenter(withReview);
        root.setBottom(statusBar());
    }

    private MenuBar menuBar() {
        MenuItem save = new MenuItem("Save");
        save.setAccelerator(KeyCombination.keyCombination("Shortcut+S"));
        save.setOnAction(e -> save(null));
        MenuItem saveAs = new MenuItem("Save As…");
        saveAs.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+S"));
        saveAs.setOnAction(e -> saveAs(null));
        MenuItem close = new MenuItem("Close");
        close.setAccelerator(KeyCombination.keyCombination("Shortcut+W"));
        close.setOnAction(e -> {
            if (stage != null && confirmClose()) {
                stage.close();
            }
        });
        save.disableProperty().bind(viewModel.savingProperty());
        saveAs.disableProperty().bind(viewModel.savingProperty());
        Menu file = new Menu("File", null, save, saveAs, new SeparatorMenuItem(), close);

        MenuItem undo = new MenuItem();
        undo.textProperty().bind(viewModel.undoTextProperty());
        undo.disableProperty().bind(viewModel.canUndoProperty().not());
        undo.setAccelerator(KeyCombination.keyCombination("Shortcut+Z"));
        undo.setOnAction(e -> viewModel.undo());
        MenuItem redo = new MenuItem();
        redo.textProperty().bind(viewModel.redoTextProperty());
        redo.disableProperty().bind(viewModel.canRedoProperty().not());
        redo.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+Z"));
        redo.setOnAction(e -> viewModel.redo());
        Menu edit = new Menu("Edit", null, undo, redo);
        return new MenuBar(file, edit);
    }

    private Node statusBar() {
        Label counts = styled(new Label(), "designer-counts");
        counts.textProperty().bind(viewModel.countsProperty());
        Label dirty = styled(new Label("● unsaved"), "designer-dirty");
        dirty.visibleProperty().bind(viewModel.session().dirtyProperty());
        Label saving = styled(new Label("Saving…"), "muted");
        saving.visibleProperty().bind(viewModel.savingProperty());
        saving.managedProperty().bind(saving.visibleProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        return styled(new HBox(12, counts, spacer, saving, dirty), "designer-status");
    }

    /** Saves to the session's file (Save As when it has none); {@code then} runs after a successful save. */
    private void save(Runnable then) {
        Path file = viewModel.file();
        if (file == null) {
            saveAs(then);
        } else {
            viewModel.save(file, then == null ? () -> { } : then, this::showError);
        }
    }

    private void saveAs(Runnable then) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Save design as");
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Tablesmith designs",
                "*" + JsonDesignStore.DESIGN_FILE_SUFFIX));
        Path current = viewModel.file();
        if (current != null && current.toAbsolutePath().getParent() != null) {
            chooser.setInitialDirectory(current.toAbsolutePath().getParent().toFile());
            chooser.setInitialFileName(current.getFileName().toString());
        } else {
            chooser.setInitialFileName(viewModel.suggestedFileName());
        }
        File chosen = chooser.showSaveDialog(stage);
        if (chosen != null) {
            viewModel.save(chosen.toPath(), then == null ? () -> { } : then, this::showError);
        }
    }

    /** Asks Save / Discard / Cancel when there are unsaved changes; true when the window may close now. */
    private boolean confirmClose() {
        if (!viewModel.isDirty()) {
            return true;
        }
        ButtonType saveButton = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Discard", ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION,
                "Save the changes to " + viewModel.session().design().name() + " before closing?",
                saveButton, discard, ButtonType.CANCEL);
        alert.setTitle("Unsaved changes");
        alert.setHeaderText(null);
        alert.initOwner(stage);
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.isEmpty() || answer.get() == ButtonType.CANCEL) {
            return false;
        }
        if (answer.get() == discard) {
            return true;
        }
        save(() -> stage.close());
        return false;
    }

    private void showError(String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.OK);
        alert.setTitle("Could not save");
        alert.setHeaderText(null);
        if (stage != null) {
            alert.initOwner(stage);
        }
        alert.show();
    }

    private void select(NavigatorNode node) {
        if (node.kind() == NavigatorNode.Kind.ENTITY) {
            viewModel.session().selectedEntityProperty().set(node.name());
        } else if (node.kind() == NavigatorNode.Kind.PATTERN) {
            viewModel.session().selectedPatternProperty().set(node.name());
        }
    }

    private void rebuildNavigator(NavigatorNode node) {
        navigator.setRoot(item(node));
    }

    private static TreeItem<NavigatorNode> item(NavigatorNode node) {
        TreeItem<NavigatorNode> item = new TreeItem<>(node);
        item.setExpanded(true);
        node.children().forEach(child -> item.getChildren().add(item(child)));
        return item;
    }

    /** Shows a node's label with a style class per kind. */
    private static final class NavigatorCell extends TreeCell<NavigatorNode> {
        @Override
        protected void updateItem(NavigatorNode node, boolean empty) {
            super.updateItem(node, empty);
            getStyleClass().removeIf(c -> c.startsWith("nav-"));
            if (empty || node == null) {
                setText(null);
                return;
            }
            setText(node.label());
            getStyleClass().add("nav-" + node.kind().name().toLowerCase(java.util.Locale.ROOT));
        }
    }
}
