package dev.tablesmith.ui.help;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.AppTheme;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Help ▸ User guide: the guide laid out as a document ({@link GuideRenderer}), its headings as a table of contents
 * on the left (a click scrolls to the heading; so does a link to a section within the guide), and a search box
 * (Ctrl+F): Enter goes to the next block that contains the words, Shift+Enter to the previous, each marked.
 */
public final class UserGuideWindow {
    static final double WIDTH = 1280;
    static final double HEIGHT = 800;

    private final BorderPane root = styled(new BorderPane(), "guide");
    private final ListView<GuideDocument.Section> contents = styled(new ListView<>(), "guide-contents");
    private final ScrollPane scroll = styled(new ScrollPane(), "guide-scroll");
    private final TextField search = styled(new TextField(), "guide-search");
    private final Label found = styled(new Label(), "muted", "guide-found-count");
    private final Label status = styled(new Label(), "muted", "guide-status");
    private final VBox page;
    private final Map<String, Node> anchors;
    private final List<GuideRenderer.Block> blocks;
    private final List<GuideImage> images;
    private List<GuideRenderer.Block> hits = List.of();
    private int hit = -1;
    private Node marked;

    public UserGuideWindow(GuideDocument guide) {
        GuideRenderer renderer = new GuideRenderer(guide, this::follow);
        page = renderer.render();
        anchors = renderer.anchors();
        blocks = renderer.blocks();
        images = renderer.images();
        createView(guide);
    }

    /** Opens the guide in a window of its own (not modal: it can stay open beside the designer). */
    public static Stage show(Window owner, GuideDocument guide) {
        UserGuideWindow window = new UserGuideWindow(guide);
        Stage stage = new Stage();
        stage.setTitle("Tablesmith user guide");
        Scene scene = new Scene(window.root(), WIDTH, HEIGHT);
        AppTheme.style(scene);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.F, KeyCombination.SHORTCUT_DOWN),
                window::focusSearch);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.ESCAPE), stage::close);
        stage.setScene(scene);
        if (owner != null) {
            stage.initOwner(owner);
        }
        stage.show();
        window.scroll.requestFocus(); // the arrow and page keys scroll the guide; the search field shows its hint
        window.loadVisibleImages();
        return stage;
    }

    public Parent root() {
        return root;
    }

    private void createView(GuideDocument guide) {
        contents.getItems().setAll(guide.sections().stream().filter(s -> s.level() <= 4).toList());
        contents.setCellFactory(list -> new SectionCell());
        contents.getSelectionModel().selectedItemProperty().addListener((obs, old, section) -> {
            if (section != null) {
                scrollTo(section.anchor());
            }
        });
        contents.setMinWidth(200);

        StackPane column = styled(new StackPane(page), "guide-column");
        StackPane.setAlignment(page, Pos.TOP_LEFT);
        page.setMaxWidth(GuideRenderer.IMAGE_WIDTH + 60);
        scroll.setContent(column);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.vvalueProperty().addListener((obs, old, now) -> loadVisibleImages());
        scroll.viewportBoundsProperty().addListener((obs, old, now) -> loadVisibleImages());

        SplitPane split = styled(new SplitPane(contents, scroll), "guide-split");
        split.setOrientation(Orientation.HORIZONTAL);
        split.setDividerPositions(0.24);
        SplitPane.setResizableWithParent(contents, false);

        search.setPromptText("Search the guide (Ctrl+F)");
        search.setPrefWidth(320);
        search.textProperty().addListener((obs, old, text) -> search(text));
        search.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER) {
                step(e.isShiftDown() ? -1 : 1);
                e.consume();
            }
        });
        Button previous = styled(new Button("Previous"), "guide-previous");
        previous.setOnAction(e -> step(-1));
        Button next = styled(new Button("Next"), "guide-next");
        next.setOnAction(e -> step(1));
        previous.disableProperty().bind(found.textProperty().isEmpty());
        next.disableProperty().bind(found.textProperty().isEmpty());
        found.setMinWidth(Region.USE_PREF_SIZE);
        status.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(status, Priority.ALWAYS);
        status.setAlignment(Pos.CENTER_RIGHT);
        HBox bar = styled(new HBox(8, search, previous, next, found, status), "guide-bar");
        bar.setAlignment(Pos.CENTER_LEFT);
        root.setTop(bar);
        root.setCenter(split);
    }

    /** Focuses the search field with its text selected. */
    void focusSearch() {
        search.requestFocus();
        search.selectAll();
    }

    /** Scrolls so that the heading with this anchor is at the top; false when the guide has no such heading. */
    public boolean scrollTo(String anchor) {
        Node heading = anchors.get(anchor);
        if (heading == null) {
            return false;
        }
        scrollToNode(heading);
        return true;
    }

    private void scrollToNode(Node node) {
        Node content = scroll.getContent();
        content.applyCss();
        if (content instanceof Parent parent) {
            parent.layout();
        }
        double y = content.sceneToLocal(node.localToScene(0, 0)).getY();
        double range = content.getLayoutBounds().getHeight() - scroll.getViewportBounds().getHeight();
        scroll.setVvalue(range <= 0 ? 0 : Math.max(0, Math.min(1, (y - 8) / range)));
        loadVisibleImages();
    }

    /** What a link does: a section of the guide scrolls there; a web address is copied to paste in a browser. */
    private void follow(String target) {
        if (target.startsWith("#")) {
            if (!scrollTo(target.substring(1))) {
                status.setText("No section " + target + " in this guide.");
            }
        } else if (target.startsWith("http://") || target.startsWith("https://")) {
            ClipboardContent link = new ClipboardContent();
            link.putString(target);
            Clipboard.getSystemClipboard().setContent(link);
            status.setText("Copied " + target + ": paste it in a browser.");
        } else {
            status.setText(target + " is in the docs folder of the Tablesmith repository.");
        }
    }

    /** Finds the blocks that contain {@code text} (any case) and goes to the first. */
    void search(String text) {
        String query = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        hits = query.isEmpty() ? List.of() : blocks.stream().filter(b -> b.text().contains(query)).toList();
        hit = -1;
        if (query.isEmpty()) {
            found.setText("");
            mark(null);
        } else if (hits.isEmpty()) {
            found.setText("not found");
            mark(null);
        } else {
            step(1);
        }
    }

    /** Goes to the next ({@code 1}) or previous ({@code -1}) block found, round the end. */
    void step(int direction) {
        if (hits.isEmpty()) {
            return;
        }
        hit = Math.floorMod(hit + direction, hits.size());
        found.setText(String.format("%,d of %,d", hit + 1, hits.size()));
        Node node = hits.get(hit).node();
        mark(node);
        scrollToNode(node);
    }

    private void mark(Node node) {
        if (marked != null) {
            marked.getStyleClass().remove("guide-found");
        }
        marked = node;
        if (node != null) {
            node.getStyleClass().add("guide-found");
        }
    }

    /** Decodes the screenshots within a screen's height of what is shown. */
    void loadVisibleImages() {
        if (scroll.getScene() == null) {
            return;
        }
        Bounds shown = scroll.localToScene(scroll.getLayoutBounds());
        double margin = shown.getHeight();
        Bounds near = new javafx.geometry.BoundingBox(shown.getMinX(), shown.getMinY() - margin, shown.getWidth(),
                shown.getHeight() + 2 * margin);
        images.forEach(image -> image.loadIfNear(near));
    }

    /** The guide's screenshots (for tests: which have been decoded). */
    List<GuideImage> images() {
        return images;
    }

    /** The search hit marked now, or null. */
    Node marked() {
        return marked;
    }

    ScrollPane scrollPane() {
        return scroll;
    }

    Map<String, Node> anchors() {
        return anchors;
    }

    /** A heading in the table of contents, indented by its level. */
    private static final class SectionCell extends ListCell<GuideDocument.Section> {
        private final javafx.scene.control.Tooltip tooltip = new javafx.scene.control.Tooltip();

        SectionCell() {
            setPrefWidth(0); // a long title ends in "…" (its tooltip has it whole) rather than widening the list
        }

        @Override
        protected void updateItem(GuideDocument.Section section, boolean empty) {
            super.updateItem(section, empty);
            getStyleClass().removeIf(c -> c.startsWith("guide-contents-level-"));
            if (empty || section == null) {
                setText(null);
                setTooltip(null);
                return;
            }
            setText(section.title());
            tooltip.setText(section.title());
            setTooltip(tooltip);
            getStyleClass().add("guide-contents-level-" + Math.min(section.level(), 4));
        }
    }
}
