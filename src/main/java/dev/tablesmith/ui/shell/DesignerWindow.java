package dev.tablesmith.ui.shell;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.io.ExerciseFile;
import dev.tablesmith.io.ExerciseFiles;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.items.SampleDataActions;
import dev.tablesmith.ui.classroom.ClassroomSide;
import dev.tablesmith.ui.classroom.GradingDialog;
import dev.tablesmith.ui.recovery.Autosave;
import dev.tablesmith.ui.settings.Theme;
import dev.tablesmith.ui.collections.CollectionsView;
import dev.tablesmith.ui.export.ExportDialog;
import dev.tablesmith.ui.entities.EntityChartView;
import dev.tablesmith.ui.patterns.PatternsView;
import dev.tablesmith.ui.compare.CompareDialog;
import dev.tablesmith.ui.DesignerTab;
import dev.tablesmith.ui.review.ReviewPanel;
import dev.tablesmith.ui.live.LiveView;
import dev.tablesmith.ui.tables.TablesView;
import dev.tablesmith.ui.entities.EntityChartViewModel;
import java.io.File;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.animation.Animation;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.CheckMenuItem;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.control.ListView;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.TabPane;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import javafx.util.Duration;

/**
 * The window a design is edited in: menu bar (File, Edit, View, Help, each with a mnemonic and the accelerators of
 * {@link KeyboardShortcuts}), navigator on the left, the views in tabs in the centre, the review panel below and a
 * status bar with the counts, background work and the unsaved marker. Closing with unsaved changes asks Save /
 * Don't save / Cancel. With an {@link Autosave}, a timer autosaves the design to its recovery file while it is
 * dirty, and a clean close deletes that file.
 */
public final class DesignerWindow {
    private static final double WIDTH = 1280;
    private static final double HEIGHT = 800;

    private final DesignerViewModel viewModel;
    private final BorderPane root = styled(new BorderPane(), "designer");
    private final TabPane tabs = styled(new TabPane(), "designer-tabs");
    private final TreeView<NavigatorNode> navigator = styled(new TreeView<>(), "designer-navigator");
    private final Autosave autosave;
    private Node reviewPanel;
    private Stage stage;
    private Timeline autosaveTimer;
    private final FocusCycle focus = new FocusCycle(List.<Supplier<Node>>of(() -> navigator,
            () -> tabs.getSelectionModel().getSelectedItem() == null ? tabs
                    : tabs.getSelectionModel().getSelectedItem().getContent(),
            () -> reviewPanel), this::findingsList);
    private Runnable onNewDesign = () -> { };
    private ClassroomSide classroom;
    private SplitPane split;
    private SplitPane withReview;
    private boolean presenting;
    private Consumer<Path> onOpenFile = file -> { };
    private Consumer<Path> onSaved = file -> { };
    private final DesignMenu designMenu;
    private final BooleanProperty navigatorShown = new SimpleBooleanProperty(
            PanelLayout.navigatorShownProperty().get());
    private final BooleanProperty reviewShown = new SimpleBooleanProperty(PanelLayout.reviewShownProperty().get());
    private Supplier<List<Path>> recentFiles = List::of;
    private Runnable onQuit = () -> { };
    private SaveAsChooser saveAsChooser = DesignerWindow::chooseSaveFile;

    public DesignerWindow(DesignSession session, JsonDesignStore store) {
        this(session, store, null);
    }

    /** A designer window that autosaves through {@code autosave} (null: no autosave). */
    public DesignerWindow(DesignSession session, JsonDesignStore store, Autosave autosave) {
        this.viewModel = new DesignerViewModel(session, store);
        this.autosave = autosave;
        this.designMenu = new DesignMenu(viewModel.session(), () -> stage, this::selectView,
                index -> tabs.getTabs().get(index).getContent());
        createView();
    }

    public DesignerViewModel viewModel() {
        return viewModel;
    }

    public BorderPane root() {
        return root;
    }

    /** What File &gt; New design (Ctrl+N) does. */
    public void setOnNewDesign(Runnable handler) {
        onNewDesign = handler;
    }

    /** What File &gt; Open (Ctrl+O) does with the chosen file. */
    public void setOnOpenFile(Consumer<Path> handler) {
        onOpenFile = handler;
    }

    /** Called after each successful save with the file written (to list it in the recent files). */
    public void setOnSaved(Consumer<Path> handler) {
        onSaved = handler;
    }

    /**
     * Where Save As (and the first save of a new design) asks for the file: a file chooser in the app; a headless
     * test, where no native file dialog exists, answers with a file of its own.
     */
    public void setSaveAsChooser(SaveAsChooser chooser) {
        saveAsChooser = java.util.Objects.requireNonNull(chooser, "chooser");
    }

    /** Asks for the file a design is saved to; null when the user cancels. */
    @FunctionalInterface
    public interface SaveAsChooser {
        /**
         * @param owner     the designer window
         * @param directory the folder to start in, or null
         * @param fileName  the suggested file name
         */
        Path choose(Stage owner, Path directory, String fileName);
    }

    /** Adds a view as a tab in the centre (not closable) and returns the tab. */
    public Tab addView(String title, Node view) {
        Tab tab = new Tab(title, view);
        tab.setClosable(false);
        tabs.getTabs().add(tab);
        return tab;
    }

    /**
     * Adds a view whose content is built the first time its tab is selected: a designer window for a design with
     * 100,000 items opens with only the entity chart built, and each other view builds (and computes) when first
     * shown.
     */
    private void addLazyView(String title, Supplier<Node> view) {
        Tab tab = addView(title, null);
        if (tab.isSelected()) {
            tab.setContent(view.get());
            return;
        }
        ChangeListener<Boolean> firstShown = new ChangeListener<>() {
            @Override
            public void changed(ObservableValue<? extends Boolean> obs, Boolean was, Boolean selected) {
                if (selected) {
                    tab.selectedProperty().removeListener(this);
                    tab.setContent(view.get());
                }
            }
        };
        tab.selectedProperty().addListener(firstShown);
    }

    /** Shows the view at {@code index} (0 = Entity chart), as Ctrl+1..5 do. */
    public void selectView(int index) {
        if (index >= 0 && index < tabs.getTabs().size()) {
            tabs.getSelectionModel().select(index);
        }
    }

    /** Puts the designer into {@code target} (scene, title, close confirmation, autosave timer) and shows it. */
    public Stage show(Stage target) {
        this.stage = target;
        Scene scene = new Scene(root, WIDTH, HEIGHT);
        AppTheme.style(scene);
        installAccelerators(scene);
        target.setScene(scene);
        target.titleProperty().bind(viewModel.titleProperty());
        target.setOnCloseRequest(event -> {
            if (confirmClose(target::close, () -> { }) != CloseAnswer.CLOSE) {
                event.consume();
            }
        });
        target.addEventHandler(javafx.stage.WindowEvent.WINDOW_HIDDEN, event -> closed());
        startAutosave();
        target.show();
        return target;
    }

    private void startAutosave() {
        if (autosave == null) {
            return;
        }
        long millis = Math.min(1000, autosave.interval().toMillis());
        autosaveTimer = new Timeline(new KeyFrame(Duration.millis(millis), e -> autosave.tick()));
        autosaveTimer.setCycleCount(Animation.INDEFINITE);
        autosaveTimer.play();
    }

    /** The window closed: after Save or Don't save, the recovery file is no longer needed. */
    private void closed() {
        if (autosaveTimer != null) {
            autosaveTimer.stop();
        }
        if (autosave != null) {
            autosave.closeCleanly();
        }
    }

    private void installAccelerators(Scene scene) {
        var accelerators = scene.getAccelerators();
        accelerators.put(KeyCombination.keyCombination(KeyboardShortcuts.REDO_ALTERNATIVE), viewModel::redo);
    }

    private ListView<?> findingsList() {
        return reviewPanel == null ? null : (ListView<?>) reviewPanel.lookup(".review-panel-list");
    }

    private void createView() {
        // Views hidden behind another tab defer their heavy work until shown (RefreshWhenShown).
        viewModel.session().shownTabProperty().set(DesignerTab.ENTITY_CHART);
        tabs.getSelectionModel().selectedIndexProperty().addListener((obs, old, index) ->
                viewModel.session().shownTabProperty().set(DesignerTab.at(index.intValue())));
        root.setTop(menuBar());
        EntityChartView chart = new EntityChartView(new EntityChartViewModel(viewModel.session()));
        addView(KeyboardShortcuts.VIEWS.get(0), chart.root());
        addLazyView(KeyboardShortcuts.VIEWS.get(1), () -> {
            PatternsView patterns = new PatternsView(viewModel.session());
            patterns.setOnLearnWhy(link -> classroom.showLesson(link));
            return patterns.root();
        });
        addLazyView(KeyboardShortcuts.VIEWS.get(2), () -> new CollectionsView(viewModel.session()).root());
        addLazyView(KeyboardShortcuts.VIEWS.get(3), () -> new TablesView(viewModel.session()).root());
        addLazyView(KeyboardShortcuts.VIEWS.get(4), () -> {
            LiveView live = new LiveView(viewModel.session());
            live.setOnOpenFile(file -> onOpenFile.accept(file));
            return live.root();
        });
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        navigator.setShowRoot(true);
        navigator.setCellFactory(tree -> new NavigatorCell(NavigatorActions.withRenameTable(
                SampleDataActions.tableMenu(() -> stage, viewModel.session()), designMenu::rename)));
        NavigatorActions.install(navigator, designMenu::rename);
        rebuildNavigator(viewModel.navigatorProperty().get());
        viewModel.navigatorProperty().addListener((obs, old, node) -> rebuildNavigator(node));
        navigator.getSelectionModel().selectedItemProperty().addListener((obs, old, item) -> {
            if (item != null) {
                select(item.getValue());
            }
        });
        split = new SplitPane(navigator, tabs);
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.19);
        SplitPane.setResizableWithParent(navigator, false);
        // The review panel sits under the views, full width, like an IDE's problems view.
        ReviewPanel review = new ReviewPanel(viewModel.session());
        reviewPanel = review.root();
        withReview = new SplitPane(split, reviewPanel);
        withReview.setOrientation(Orientation.VERTICAL);
        withReview.setDividerPositions(0.74);
        root.setCenter(withReview);
        layoutPanels();
        navigatorShown.addListener((obs, old, shown) -> {
            layoutPanels();
            PanelLayout.navigatorShownProperty().set(shown);
        });
        reviewShown.addListener((obs, old, shown) -> {
            layoutPanels();
            PanelLayout.reviewShownProperty().set(shown);
        });
        classroom = new ClassroomSide(viewModel.session(), this::selectView, root::setRight);
        review.setOnLearnWhy(link -> classroom.showLesson(link));
        root.setBottom(new DesignerStatusBar(viewModel, autosave == null ? null : autosave.statusProperty()).root());
    }

    static MenuItem item(String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> action.run());
        return item;
    }

    private MenuBar menuBar() {
        MenuItem newDesign = item("_New design", KeyboardShortcuts.NEW, () -> onNewDesign.run());
        MenuItem open = item("_Open…", KeyboardShortcuts.OPEN, this::chooseAndOpen);
        MenuItem save = item("_Save", KeyboardShortcuts.SAVE, () -> save(null));
        MenuItem saveAs = item("Save _As…", KeyboardShortcuts.SAVE_AS, () -> saveAs(null));
        MenuItem export = item("_Export…", KeyboardShortcuts.EXPORT,
                () -> ExportDialog.show(stage, viewModel.session()));
        MenuItem close = item("_Close", KeyboardShortcuts.CLOSE, this::requestClose);
        save.disableProperty().bind(viewModel.savingProperty());
        saveAs.disableProperty().bind(viewModel.savingProperty());
        MenuItem compare = item("Co_mpare with…", KeyboardShortcuts.COMPARE,
                () -> CompareDialog.create(stage, viewModel.session()).show());
        RecentMenu recent = new RecentMenu(() -> recentFiles.get(), file -> onOpenFile.accept(file));
        MenuItem quit = item("_Quit", KeyboardShortcuts.QUIT, () -> onQuit.run());
        Menu file = new Menu("_File", null, newDesign, open, recent.menu(), new SeparatorMenuItem(), save, saveAs,
                export, new SeparatorMenuItem(), compare, new SeparatorMenuItem(), close, quit);
        file.setOnShowing(e -> recent.refresh());

        MenuItem undo = item("Undo", KeyboardShortcuts.UNDO, viewModel::undo);
        undo.textProperty().bind(viewModel.undoTextProperty());
        undo.disableProperty().bind(viewModel.canUndoProperty().not());
        MenuItem redo = item("Redo", KeyboardShortcuts.REDO, viewModel::redo);
        redo.textProperty().bind(viewModel.redoTextProperty());
        redo.disableProperty().bind(viewModel.canRedoProperty().not());
        TextEditActions text = new TextEditActions(() -> root.getScene());
        Menu edit = new Menu("_Edit", null, undo, redo, new SeparatorMenuItem());
        edit.getItems().addAll(text.items());
        edit.setOnShowing(e -> text.update());

        Menu view = new Menu("_View");
        for (int i = 0; i < KeyboardShortcuts.VIEWS.size(); i++) {
            int index = i;
            view.getItems().add(item(KeyboardShortcuts.VIEWS.get(i), KeyboardShortcuts.view(i),
                    () -> selectView(index)));
        }
        view.getItems().add(new SeparatorMenuItem());
        view.getItems().add(item("Next _area", KeyboardShortcuts.NEXT_AREA, () -> focus.nextArea(root.getScene())));
        view.getItems().add(item("Next review _finding", KeyboardShortcuts.NEXT_FINDING, focus::nextFinding));
        view.getItems().add(new SeparatorMenuItem());
        view.getItems().add(toggle("Show _navigator", KeyboardShortcuts.TOGGLE_NAVIGATOR, navigatorShown));
        view.getItems().add(toggle("Show _review panel", KeyboardShortcuts.TOGGLE_REVIEW, reviewShown));
        view.getItems().add(themeMenu());

        Menu help = new HelpMenu(() -> stage, viewModel.session().tasks()).create();
        Menu learn = new Menu("_Learn", null,
                item("_Lessons…", KeyboardShortcuts.LESSONS, () -> classroom.toggleLessons()),
                item("_Exercises…", KeyboardShortcuts.EXERCISES, () -> classroom.toggleExercises()),
                item("_Grade submissions…", null, this::showGrading),
                new SeparatorMenuItem(),
                item("_Presentation mode", KeyboardShortcuts.PRESENTATION, () -> setPresenting(!presenting)));
        Menu data = SampleDataActions.dataMenu(() -> stage, viewModel.session());
        return new MenuBar(file, edit, view, designMenu.create(), data, learn, help);
    }

    /** Learn &gt; Grade submissions…: the bundled exercises are read off the FX thread, then the dialog opens. */
    private void showGrading() {
        viewModel.session().tasks().run(() -> new ExerciseFiles().bundled().stream().map(ExerciseFile::exercise)
                .toList(), exercises -> GradingDialog.show(stage, viewModel.session().tasks(), exercises),
                error -> GradingDialog.show(stage, viewModel.session().tasks(), List.of()));
    }

    private static CheckMenuItem toggle(String text, String accelerator, BooleanProperty shown) {
        CheckMenuItem item = new CheckMenuItem(text);
        item.setAccelerator(KeyCombination.keyCombination(accelerator));
        item.selectedProperty().bindBidirectional(shown);
        return item;
    }

    /** Whether this window shows its navigator (View ▸ Show navigator); folding it gives the views the width. */
    public BooleanProperty navigatorShownProperty() {
        return navigatorShown;
    }

    /** Whether this window shows its review panel (View ▸ Show review panel). */
    public BooleanProperty reviewShownProperty() {
        return reviewShown;
    }

    /** Puts the navigator and the review panel in or out of the window, as shown, folded or presenting. */
    private void layoutPanels() {
        boolean nav = navigatorShown.get() && !presenting;
        boolean review = reviewShown.get() && !presenting;
        if (!nav) {
            split.getItems().remove(navigator);
        } else if (!split.getItems().contains(navigator)) {
            split.getItems().add(0, navigator);
            split.setDividerPositions(0.19);
        }
        if (!review) {
            withReview.getItems().remove(reviewPanel);
        } else if (!withReview.getItems().contains(reviewPanel)) {
            withReview.getItems().add(reviewPanel);
            withReview.setDividerPositions(0.74);
        }
    }

    /** What File &gt; Open recent lists, most recent first (read when the File menu opens). */
    public void setRecentFiles(Supplier<List<Path>> files) {
        recentFiles = files;
    }

    /** What File &gt; Quit does. */
    public void setOnQuit(Runnable handler) {
        onQuit = handler;
    }

    /**
     * Closes the window as Close does: asks Save / Don't save / Cancel when there are unsaved changes. True when it
     * closed now; false when the user cancelled or chose Save (the window then closes once the save is written).
     */
    public boolean requestClose() {
        return requestClose(() -> { }, () -> { });
    }

    /**
     * Closes the window as Close does, and says how it ended: {@code closed} runs once the window has closed, at
     * once (no unsaved changes, or Don't save) or once the chosen Save is written; {@code stayed} runs when it stays
     * open (Cancel, the Save As file chooser cancelled, or the save failed). File &gt; Quit goes on to the next
     * window in {@code closed}, so choosing Save there quits as soon as the file is written.
     *
     * @return whether the window closed at once
     */
    public boolean requestClose(Runnable closed, Runnable stayed) {
        if (stage == null) {
            stayed.run();
            return false;
        }
        switch (confirmClose(() -> {
            stage.close();
            closed.run();
        }, stayed)) {
            case CLOSE -> {
                stage.close();
                closed.run();
                return true;
            }
            case STAY -> {
                stayed.run();
                return false;
            }
            default -> {
                return false;
            }
        }
    }

    /** The lesson and exercise panels of this window. */
    public ClassroomSide classroom() {
        return classroom;
    }

    /**
     * Presentation mode, for a projector: larger fonts (the {@code presenting} style class on the root), the
     * navigator, review panel and status bar hidden, one view at a time.
     */
    public void setPresenting(boolean on) {
        if (on == presenting) {
            return;
        }
        presenting = on;
        root.getBottom().setVisible(!on);
        root.getBottom().setManaged(!on);
        if (on) {
            root.getStyleClass().add("presenting");
        } else {
            root.getStyleClass().remove("presenting");
        }
        layoutPanels();
    }

    public boolean isPresenting() {
        return presenting;
    }

    private Menu themeMenu() {
        Menu theme = new Menu("_Theme");
        ToggleGroup group = new ToggleGroup();
        for (Theme option : Theme.values()) {
            RadioMenuItem choice = new RadioMenuItem(option.label());
            choice.setToggleGroup(group);
            choice.setSelected(AppTheme.theme() == option);
            choice.setOnAction(e -> AppTheme.setTheme(option));
            AppTheme.themeProperty().addListener(new javafx.beans.value.WeakChangeListener<>(themeFollower(choice,
                    option)));
            theme.getItems().add(choice);
        }
        return theme;
    }

    /** Keeps a theme's radio item checked when another window switches the theme (held by the item). */
    private static javafx.beans.value.ChangeListener<Theme> themeFollower(RadioMenuItem choice, Theme option) {
        javafx.beans.value.ChangeListener<Theme> listener = (obs, old, now) -> choice.setSelected(now == option);
        choice.getProperties().put(DesignerWindow.class, listener);
        return listener;
    }

    private void chooseAndOpen() {
        FileChooser chooser = designChooser("Open design");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Workbench, OneTable or CloudFormation (imported)", "*.json",
                        "*.js", "*.ts", "*.yml", "*.yaml", "*.tf"),
                new FileChooser.ExtensionFilter("All files", "*"));
        Path current = viewModel.file();
        if (current != null && current.toAbsolutePath().getParent() != null) {
            chooser.setInitialDirectory(current.toAbsolutePath().getParent().toFile());
        }
        File chosen = chooser.showOpenDialog(stage);
        if (chosen != null) {
            onOpenFile.accept(chosen.toPath());
        }
    }

    private static FileChooser designChooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Tablesmith designs",
                "*" + JsonDesignStore.DESIGN_FILE_SUFFIX));
        return chooser;
    }

    /** Saves to the session's file (Save As when it has none); {@code then} runs after a successful save. */
    private void save(Runnable then) {
        save(then, () -> { });
    }

    /**
     * Saves to the session's file (Save As when it has none): {@code then} runs after a successful save,
     * {@code notSaved} after a failed one (its message shown) or when Save As is cancelled.
     */
    private void save(Runnable then, Runnable notSaved) {
        Path file = viewModel.file();
        if (file == null) {
            saveAs(then, notSaved);
        } else {
            saveTo(file, then, notSaved);
        }
    }

    private void saveTo(Path file, Runnable then, Runnable notSaved) {
        viewModel.save(file, () -> {
            onSaved.accept(file);
            if (then != null) {
                then.run();
            }
        }, message -> {
            showError(message);
            notSaved.run();
        });
    }

    private void saveAs(Runnable then) {
        saveAs(then, () -> { });
    }

    private void saveAs(Runnable then, Runnable notSaved) {
        Path current = viewModel.file();
        Path directory = current == null ? null : current.toAbsolutePath().getParent();
        String fileName = current == null ? viewModel.suggestedFileName() : current.getFileName().toString();
        Path chosen = saveAsChooser.choose(stage, directory, fileName);
        if (chosen != null) {
            saveTo(chosen, then, notSaved);
        } else {
            notSaved.run();
        }
    }

    private static Path chooseSaveFile(Stage owner, Path directory, String fileName) {
        FileChooser chooser = designChooser("Save design as");
        if (directory != null) {
            chooser.setInitialDirectory(directory.toFile());
        }
        chooser.setInitialFileName(fileName);
        File chosen = chooser.showSaveDialog(owner);
        return chosen == null ? null : chosen.toPath();
    }

    /** What the Save / Don't save / Cancel question decided. */
    private enum CloseAnswer {
        /** No unsaved changes, or Don't save: close now. */
        CLOSE,
        /** Save: the window closes once the file is written (or stays if the save fails or is cancelled). */
        SAVING,
        /** Cancel: keep the window open. */
        STAY
    }

    /**
     * Asks Save / Don't save / Cancel when there are unsaved changes. On Save, the design is saved in the background
     * and then {@code afterSave} runs (it closes the window); {@code notSaved} runs when the save fails or its file
     * chooser is cancelled.
     */
    private CloseAnswer confirmClose(Runnable afterSave, Runnable notSaved) {
        if (!viewModel.isDirty()) {
            return CloseAnswer.CLOSE;
        }
        ButtonType saveButton = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION,
                "Save the changes to " + viewModel.session().design().name() + " before closing?",
                saveButton, discard, ButtonType.CANCEL);
        alert.setTitle("Unsaved changes");
        alert.setHeaderText(null);
        alert.getDialogPane().setPrefWidth(480);
        alert.initOwner(stage);
        AppTheme.style(alert.getDialogPane());
        Optional<ButtonType> answer = alert.showAndWait();
        if (answer.isEmpty() || answer.get() == ButtonType.CANCEL) {
            return CloseAnswer.STAY;
        }
        if (answer.get() == discard) {
            return CloseAnswer.CLOSE;
        }
        save(afterSave, notSaved);
        return CloseAnswer.SAVING;
    }

    private void showError(String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR, message, ButtonType.OK);
        alert.setTitle("Could not save");
        alert.setHeaderText(null);
        AppTheme.style(alert.getDialogPane());
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
        private final javafx.scene.control.ContextMenu tableMenu;
        /** The whole label, for rows the navigator's width cuts short ("GSI1 (GSI): GSI1PK + GSI1S…"). */
        private final javafx.scene.control.Tooltip whole = new javafx.scene.control.Tooltip();

        NavigatorCell(javafx.scene.control.ContextMenu tableMenu) {
            this.tableMenu = tableMenu;
        }

        @Override
        protected void updateItem(NavigatorNode node, boolean empty) {
            super.updateItem(node, empty);
            getStyleClass().removeIf(c -> c.startsWith("nav-"));
            setContextMenu(!empty && node != null && node.kind() == NavigatorNode.Kind.TABLE ? tableMenu : null);
            if (empty || node == null) {
                setText(null);
                setTooltip(null);
                return;
            }
            setText(node.label());
            whole.setText(node.label());
            setTooltip(whole);
            getStyleClass().add("nav-" + node.kind().name().toLowerCase(java.util.Locale.ROOT));
        }
    }
}
