package dev.tablesmith.ui.start;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.io.Example;
import dev.tablesmith.ui.LaunchArguments;
import java.io.File;
import java.nio.file.Path;
import javafx.collections.ListChangeListener;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.MenuItem;
import javafx.scene.control.OverrunStyle;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.TilePane;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The start screen: new design, open a file, the way into the lessons and exercises, and recent files on the left;
 * the example gallery on the right, or the Learn page (lessons and exercises) once that is chosen.
 * Built in code and styled by {@code app.css}; all state lives in the {@link StartViewModel}.
 */
public final class StartView {
    /** Cards are never narrower than this; the gallery shows as many columns as fit. */
    static final double MIN_CARD_WIDTH = 260;

    private final StartViewModel viewModel;
    private final BorderPane root = new BorderPane();
    private final TilePane cards = new CardGrid();
    private final ListView<RecentFileRow> recentList = new ListView<>();
    private LearnPage learnPage;

    public StartView(StartViewModel viewModel) {
        this.viewModel = viewModel;
        createView();
        initListeners();
    }

    public Parent root() {
        return root;
    }

    private void createView() {
        root.getStyleClass().add("start-screen");
        root.setLeft(sidebar());
        Node gallery = gallery();
        root.setCenter(gallery);
        viewModel.learningProperty().addListener((obs, was, on) -> {
            if (on && learnPage == null) {
                learnPage = new LearnPage(viewModel);
            }
            root.setCenter(on ? learnPage.root() : gallery);
        });
    }

    private Node sidebar() {
        Label appName = styled(new Label("Tablesmith"), "app-name");
        Label tagline = styled(new Label("DynamoDB single-table design, access patterns first."), "tagline");
        tagline.setWrapText(true);

        Button newDesign = new Button("New design");
        newDesign.setTooltip(new Tooltip("Ctrl+N"));
        newDesign.getStyleClass().addAll("primary", "action");
        newDesign.setOnAction(event -> viewModel.newDesign());
        Button open = new Button("Open…");
        open.setTooltip(new Tooltip("Ctrl+O"));
        open.getStyleClass().add("action");
        open.setOnAction(event -> chooseAndOpen());
        Button learn = learnEntry();
        newDesign.setMaxWidth(Double.MAX_VALUE);
        open.setMaxWidth(Double.MAX_VALUE);
        VBox actions = new VBox(newDesign, open, learn);
        actions.getStyleClass().add("actions");

        Label recentTitle = styled(new Label("Recent"), "section-title");
        recentList.getStyleClass().add("recent-files");
        recentList.setItems(viewModel.recentFiles());
        recentList.setCellFactory(list -> new RecentFileCell());
        recentList.setPlaceholder(wrapped(styled(new Label("Designs you open appear here."), "muted")));
        VBox.setVgrow(recentList, Priority.ALWAYS);

        Label status = styled(new Label(), "status");
        status.textProperty().bind(viewModel.statusProperty());
        status.managedProperty().bind(status.textProperty().isNotEmpty());
        status.setWrapText(true);

        VBox sidebar = new VBox(appName, tagline, actions, recentTitle, recentList, status);
        sidebar.getStyleClass().add("sidebar");
        return sidebar;
    }

    /** The way into the lessons and exercises: shows the Learn page in place of the gallery. */
    private Button learnEntry() {
        Label title = styled(new Label("Learn DynamoDB modelling"), "learn-entry-title");
        Label detail = styled(new Label("Lessons and exercises"), "learn-entry-detail");
        Button learn = styled(new Button(), "learn-entry");
        learn.setGraphic(new VBox(2, title, detail));
        learn.setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        learn.setAccessibleText("Learn DynamoDB modelling: lessons and exercises");
        learn.setTooltip(new Tooltip("Ctrl+Shift+L"));
        learn.setMaxWidth(Double.MAX_VALUE);
        learn.setOnAction(event -> viewModel.showLearn());
        viewModel.learningProperty().addListener((obs, was, on) -> {
            if (on) {
                learn.getStyleClass().add("current");
            } else {
                learn.getStyleClass().remove("current");
            }
        });
        return learn;
    }

    private Node gallery() {
        Label title = styled(new Label("Examples"), "section-title");
        Label subtitle = styled(new Label("Complete designs to explore. Opening one opens it in the designer: its "
                + "entity chart, access patterns and item collections."), "section-subtitle");
        subtitle.setWrapText(true);
        Label message = styled(new Label(), "gallery-message");
        message.textProperty().bind(viewModel.galleryMessageProperty());
        message.managedProperty().bind(message.textProperty().isNotEmpty());
        message.visibleProperty().bind(message.managedProperty());
        message.setWrapText(true);

        cards.getStyleClass().add("example-cards");
        cards.setTileAlignment(Pos.TOP_LEFT);
        ScrollPane scroll = new ScrollPane(cards);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("gallery-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);

        VBox gallery = new VBox(title, subtitle, message, scroll);
        gallery.getStyleClass().add("gallery");
        return gallery;
    }

    private void initListeners() {
        viewModel.examples().addListener((ListChangeListener<Example>) change -> showCards());
        showCards();
        recentList.setOnKeyPressed(event -> {
            RecentFileRow selected = recentList.getSelectionModel().getSelectedItem();
            if (event.getCode() == KeyCode.ENTER && selected != null) {
                viewModel.openRecent(selected);
                event.consume();
            }
        });
        // the same keys as the designer's File and Learn menus: Ctrl+N new design, Ctrl+O open, Ctrl+Shift+L
        root.sceneProperty().addListener((obs, old, scene) -> {
            if (scene != null) {
                scene.getAccelerators().put(KeyCombination.keyCombination("Shortcut+N"), viewModel::newDesign);
                scene.getAccelerators().put(KeyCombination.keyCombination("Shortcut+O"), this::chooseAndOpen);
                scene.getAccelerators().put(KeyCombination.keyCombination("Shortcut+Shift+L"), viewModel::showLearn);
            }
        });
    }

    private void showCards() {
        cards.getChildren().setAll(viewModel.examples().stream().map(this::card).toList());
    }

    private Node card(Example example) {
        Label title = styled(new Label(example.title()), "card-title");
        title.setWrapText(true);
        Label description = styled(new Label(example.description()), "card-description");
        description.setWrapText(true);
        Label name = styled(new Label(example.name()), "card-name");
        Region spacer = new Region();
        VBox.setVgrow(spacer, Priority.ALWAYS);
        VBox content = new VBox(title, description, spacer, name);
        content.getStyleClass().add("card-content");

        Button card = new Button();
        card.setGraphic(content);
        card.setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        card.getStyleClass().add("example-card");
        card.setAccessibleText(example.title() + ". " + example.description());
        card.setMaxSize(Double.MAX_VALUE, Double.MAX_VALUE);
        card.setOnAction(event -> viewModel.openExample(example));
        return card;
    }

    private void chooseAndOpen() {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Open design");
        chooser.getExtensionFilters().addAll(
                new FileChooser.ExtensionFilter("Tablesmith designs", "*" + LaunchArguments.DESIGN_FILE_SUFFIX),
                new FileChooser.ExtensionFilter("Workbench, OneTable or CloudFormation (imported)", "*.json",
                        "*.js", "*.ts", "*.yml", "*.yaml", "*.tf"),
                new FileChooser.ExtensionFilter("All files", "*"));
        viewModel.suggestedOpenFolder().map(Path::toFile).ifPresent(chooser::setInitialDirectory);
        File file = chooser.showOpenDialog(root.getScene().getWindow());
        if (file != null) {
            viewModel.openFile(file.toPath());
        }
    }

    private static final double MIN_CARD_HEIGHT = 164;

    private static Node wrapped(Label label) {
        label.setWrapText(true);
        return label;
    }

    /** Example cards in as many columns as fit at {@link #MIN_CARD_WIDTH}, sharing the width evenly. */
    private static final class CardGrid extends TilePane {
        @Override
        protected void layoutChildren() {
            double available = getWidth() - snappedLeftInset() - snappedRightInset();
            if (available > 0) {
                double gap = getHgap();
                int columns = Math.max(1, (int) Math.floor((available + gap) / (MIN_CARD_WIDTH + gap)));
                double tileWidth = Math.max(MIN_CARD_WIDTH, Math.floor((available - gap * (columns - 1)) / columns));
                setPrefTileWidth(tileWidth);
                // Tall enough for the longest wrapped description at this width, so no card text is cut off.
                double tileHeight = getChildren().stream().mapToDouble(card -> card.prefHeight(tileWidth))
                        .max().orElse(USE_COMPUTED_SIZE);
                setPrefTileHeight(Math.max(tileHeight, MIN_CARD_HEIGHT));
            }
            super.layoutChildren();
        }
    }

    /** A recent file: its name, its folder below, and "not found" when it is missing. */
    private final class RecentFileCell extends ListCell<RecentFileRow> {
        RecentFileCell() {
            setPrefWidth(0); // follow the list's width instead of widening it to the longest path
            setOnMouseClicked(event -> {
                if (event.getButton() == MouseButton.PRIMARY && getItem() != null) {
                    viewModel.openRecent(getItem());
                }
            });
        }

        @Override
        protected void updateItem(RecentFileRow row, boolean empty) {
            super.updateItem(row, empty);
            getStyleClass().remove("missing");
            if (empty || row == null) {
                setGraphic(null);
                setTooltip(null);
                setContextMenu(null);
                return;
            }
            Label name = styled(new Label(row.displayName()), "recent-name");
            HBox firstLine = new HBox(name);
            firstLine.getStyleClass().add("recent-first-line");
            if (!row.found()) {
                getStyleClass().add("missing");
                firstLine.getChildren().add(styled(new Label("not found"), "badge"));
            }
            Label folder = styled(new Label(row.folder()), "recent-folder");
            folder.setTextOverrun(OverrunStyle.LEADING_ELLIPSIS);
            VBox graphic = new VBox(firstLine, folder);
            graphic.setMinWidth(0);
            setGraphic(graphic);
            setTooltip(new Tooltip(row.file().toString()));
            MenuItem forget = new MenuItem("Remove from recent files");
            forget.setOnAction(event -> viewModel.forgetRecent(row));
            setContextMenu(new ContextMenu(forget));
        }
    }
}
