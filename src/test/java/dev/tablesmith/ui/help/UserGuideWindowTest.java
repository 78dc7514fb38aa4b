package dev.tablesmith.ui.help;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.settings.Theme;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.awt.image.BufferedImage;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Help ▸ User guide (F1) shows the guide rendered, not as Markdown text: headings, paragraphs, lists, code, tables
 * and screenshots; the table of contents and section links scroll to their heading; the search box finds a block.
 */
@ExtendWith(ApplicationExtension.class)
class UserGuideWindowTest {
    private final FxTaskRunner tasks = new FxTaskRunner();
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        ExampleGallery gallery = new ExampleGallery();
        DesignSession session = new DesignSession(gallery.load(gallery.find("commerce-main").orElseThrow()),
                Path.of("commerce-main.tablesmith.json"), tasks);
        new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void closeGuide() {
        WaitForAsyncUtils.asyncFx(() -> {
            for (Window window : List.copyOf(Window.getWindows())) {
                if (window != stage) {
                    window.hide();
                }
            }
            stage.titleProperty().unbind();
            AppTheme.setTheme(Theme.LIGHT);
        });
        WaitForAsyncUtils.waitForFxEvents();
        tasks.shutdown();
    }

    private static Optional<Stage> guideWindow() {
        return Window.getWindows().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                .filter(s -> "Tablesmith user guide".equals(s.getTitle())).findFirst();
    }

    private Stage openWithF1(FxRobot robot) throws Exception {
        robot.clickOn(stage.getScene().getRoot()).type(KeyCode.F1);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> guideWindow().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return guideWindow().orElseThrow();
    }

    private static FxRobot in(FxRobot robot, Stage window) {
        return robot;
    }

    private static String text(Node flow) {
        StringBuilder text = new StringBuilder();
        ((TextFlow) flow).getChildren().forEach(n -> text.append(n instanceof Text t ? t.getText() : ""));
        return text.toString();
    }

    private static boolean inView(ScrollPane scroll, Node node) {
        Bounds shown = scroll.localToScene(scroll.getLayoutBounds());
        Bounds at = node.localToScene(node.getLayoutBounds());
        return at.getMinY() >= shown.getMinY() - 1 && at.getMinY() < shown.getMaxY();
    }

    @Test
    void f1ShowsTheGuideRenderedWithHeadingsListsCodeTablesAndScreenshots(FxRobot robot) throws Exception {
        Stage window = openWithF1(robot);
        Node root = window.getScene().getRoot();

        assertThat(robot.from(root).lookup(".text-area").queryAllAs(TextArea.class)).as("no raw Markdown").isEmpty();
        assertThat(robot.from(root).lookup(".guide-h1").queryAllAs(Node.class)).extracting(UserGuideWindowTest::text)
                .contains("Tablesmith user guide");
        assertThat(robot.from(root).lookup(".guide-h2").queryAllAs(Node.class)).extracting(UserGuideWindowTest::text)
                .contains("The designer", "Install");
        assertThat(robot.from(root).lookup(".guide-list-item").queryAll()).hasSizeGreaterThan(50);
        assertThat(robot.from(root).lookup(".guide-code-block").queryAll()).isNotEmpty();
        assertThat(robot.from(root).lookup(".guide-table").queryAll()).isNotEmpty();
        assertThat(robot.from(root).lookup(".guide-strong").queryAll()).isNotEmpty();
        assertThat(robot.from(root).lookup(".guide-text").queryAllAs(Text.class)).extracting(Text::getText)
                .noneMatch(t -> t.startsWith("## ") || t.contains("**"));
        BufferedImage top = Snapshots.write(window.getScene(), "user-guide-top");
        assertThat(List.of(top.getWidth(), top.getHeight())).containsExactly(1280, 800);

        robot.interact(() -> AppTheme.setTheme(Theme.DARK));
        Snapshots.write(window.getScene(), "user-guide-top-dark");
    }

    @Test
    void theContentsScrollToAHeadingAndItsScreenshotIsDecodedWhenShown(FxRobot robot) throws Exception {
        Stage window = openWithF1(robot);
        Node root = window.getScene().getRoot();
        ScrollPane scroll = robot.from(root).lookup(".guide-scroll").queryAs(ScrollPane.class);
        @SuppressWarnings("unchecked")
        ListView<GuideDocument.Section> contents = robot.from(root).lookup(".guide-contents").queryAs(ListView.class);
        GuideDocument.Section section = contents.getItems().stream().filter(s -> s.title().equals("Item collections"))
                .findFirst().orElseThrow();
        Node heading = robot.from(root).lookup(".guide-h3").match(n -> text(n).equals("Item collections")).query();
        assertThat(inView(scroll, heading)).isFalse();

        robot.interact(() -> {
            contents.scrollTo(section);
            contents.getSelectionModel().select(section);
        });
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(inView(scroll, heading)).isTrue();
        Node figure = robot.from(root).lookup(".guide-image").match(n -> inView(scroll, n)).query();
        javafx.scene.image.ImageView view = (javafx.scene.image.ImageView) ((javafx.scene.layout.StackPane) figure)
                .getChildren().get(0);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.getImage() != null
                && view.getImage().getProgress() >= 1.0);
        assertThat(view.getImage().isError()).isFalse();
        WaitForAsyncUtils.waitForFxEvents();
        Snapshots.write(window.getScene(), "user-guide-item-collections");
    }

    @Test
    void aSectionLinkScrollsToItsHeadingAndTheSearchBoxFindsABlock(FxRobot robot) throws Exception {
        Stage window = openWithF1(robot);
        Node root = window.getScene().getRoot();
        ScrollPane scroll = robot.from(root).lookup(".guide-scroll").queryAs(ScrollPane.class);

        Text link = robot.from(root).lookup(".guide-link").match(n -> n instanceof Text t
                && t.getText().equals("Keyboard shortcuts")).queryAs(Text.class);
        robot.interact(() -> link.getOnMouseClicked().handle(null));
        Node heading = robot.from(root).lookup(".guide-h3").match(n -> text(n).equals("Keyboard shortcuts")).query();
        assertThat(inView(scroll, heading)).isTrue();
        Snapshots.write(window.getScene(), "user-guide-shortcuts-table");

        TextField search = robot.from(root).lookup(".guide-search").queryAs(TextField.class);
        robot.clickOn(search).write("Apply fix");
        Label found = robot.from(root).lookup(".guide-found-count").queryAs(Label.class);
        assertThat(found.getText()).matches("1 of \\d+");
        Node hit = robot.from(root).lookup(".guide-found").query();
        assertThat(inView(scroll, hit)).isTrue();
        robot.type(KeyCode.ENTER);
        assertThat(found.getText()).matches("2 of \\d+");
        Snapshots.write(window.getScene(), "user-guide-search");

        robot.doubleClickOn(search).write("no such words in the guide");
        assertThat(found.getText()).isEqualTo("not found");
    }
}
