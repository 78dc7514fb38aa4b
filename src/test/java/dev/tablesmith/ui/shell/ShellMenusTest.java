package dev.tablesmith.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The designer's menus at 1280x800: every action in a menu, folding the navigator and the review panel. */
@ExtendWith(ApplicationExtension.class)
class ShellMenusTest {
    private DesignerWindow designer;
    private Stage stage;
    private final List<Path> recent = List.of(Path.of("/designs/orders.tablesmith.json"));

    @Start
    void start(Stage stage) {
        this.stage = stage;
        DesignSession session = new DesignSession(commerceMain(),
                Path.of("commerce-main.tablesmith.json"), new FxTaskRunner());
        designer = new DesignerWindow(session, new JsonDesignStore());
        designer.setRecentFiles(() -> recent);
        designer.show(stage);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void unfold() {
        WaitForAsyncUtils.asyncFx(() -> {
            PanelLayout.navigatorShownProperty().set(true);
            PanelLayout.reviewShownProperty().set(true);
            stage.titleProperty().unbind();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static dev.tablesmith.model.Design commerceMain() {
        try {
            dev.tablesmith.io.ExampleGallery gallery = new dev.tablesmith.io.ExampleGallery();
            return gallery.load(gallery.find("commerce-main").orElseThrow());
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private Menu menu(FxRobot robot, String text) {
        return robot.lookup(".menu-bar").queryAs(MenuBar.class).getMenus().stream()
                .filter(m -> m.getText().equals(text)).findFirst().orElseThrow();
    }

    private static List<String> texts(Menu menu) {
        return menu.getItems().stream().map(MenuItem::getText).filter(t -> t != null).toList();
    }

    @Test
    void everyMenuHasItsActions(FxRobot robot) {
        assertThat(texts(menu(robot, "_File"))).contains("_New design", "_Open…", "Open _recent", "_Save",
                "Save _As…", "_Export…", "Co_mpare with…", "_Close", "_Quit");
        assertThat(texts(menu(robot, "_Edit"))).contains("Cu_t", "_Copy", "_Paste");
        assertThat(texts(menu(robot, "_View"))).contains("Show _navigator", "Show _review panel");
        assertThat(texts(menu(robot, "_Help"))).containsExactly("_User guide", "_Keyboard shortcuts",
                "_About Tablesmith");
        robot.interact(() -> menu(robot, "_File").getOnShowing().handle(null));
        Menu recentMenu = (Menu) menu(robot, "_File").getItems().stream()
                .filter(i -> "Open _recent".equals(i.getText())).findFirst().orElseThrow();
        assertThat(texts(recentMenu)).containsExactly("orders — " + Path.of("/designs"));
    }

    @Test
    void cutCopyAndPasteAreOnlyEnabledForAFocusedTextField(FxRobot robot) {
        TextEditActions actions = new TextEditActions(() -> stage.getScene());
        robot.interact(actions::update);
        assertThat(actions.items()).allSatisfy(item -> assertThat(item.isDisable()).isTrue());

        TextField field = new TextField("PK");
        robot.interact(() -> {
            ((javafx.scene.layout.BorderPane) stage.getScene().getRoot()).setBottom(field);
            field.requestFocus();
            actions.update();
        });

        assertThat(actions.items()).allSatisfy(item -> assertThat(item.isDisable()).isFalse());
    }

    @Test
    void theNavigatorAndReviewPanelFoldAndTheNextWindowRemembers(FxRobot robot) throws Exception {
        Node navigator = robot.lookup(".designer-navigator").query();
        CheckMenuItem showNavigator = (CheckMenuItem) menu(robot, "_View").getItems().stream()
                .filter(i -> "Show _navigator".equals(i.getText())).findFirst().orElseThrow();
        assertThat(showNavigator.isSelected()).isTrue();
        double viewsWidth = robot.lookup(".designer-tabs").query().getBoundsInLocal().getWidth();

        robot.interact(() -> showNavigator.setSelected(false));
        robot.interact(() -> designer.reviewShownProperty().set(false));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(navigator.getScene()).isNull();
        assertThat(robot.lookup(".review-panel-list").tryQuery()).isEmpty();
        assertThat(robot.lookup(".designer-tabs").query().getBoundsInLocal().getWidth()).isGreaterThan(viewsWidth);
        assertThat(PanelLayout.navigatorShownProperty().get()).isFalse();
        assertThat(PanelLayout.reviewShownProperty().get()).isFalse();
        TimeUnit.MILLISECONDS.sleep(800);
        Snapshots.write(stage.getScene(), "designer-folded");
        Files.copy(Snapshots.FOLDER.resolve("designer-folded.png"), Path.of("docs", "images", "designer-folded.png"),
                StandardCopyOption.REPLACE_EXISTING);

        DesignerWindow next = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> new DesignerWindow(
                new DesignSession(commerceMain(), null, new FxTaskRunner()),
                new JsonDesignStore())));
        assertThat(next.navigatorShownProperty().get()).isFalse();
        assertThat(next.reviewShownProperty().get()).isFalse();

        robot.interact(() -> {
            designer.navigatorShownProperty().set(true);
            designer.reviewShownProperty().set(true);
        });
        assertThat(navigator.getScene()).isNotNull();
        assertThat(robot.lookup(".review-panel-list").tryQuery()).isPresent();
    }

    @Test
    void presentationModeHidesThePanelsAndLeavingItRestoresWhatWasShown(FxRobot robot) {
        robot.interact(() -> designer.reviewShownProperty().set(false));
        robot.interact(() -> designer.setPresenting(true));
        assertThat(robot.lookup(".designer-navigator").tryQuery()).isEmpty();

        robot.interact(() -> designer.setPresenting(false));

        assertThat(robot.lookup(".designer-navigator").tryQuery()).isPresent();
        assertThat(robot.lookup(".review-panel-list").tryQuery()).isEmpty();
    }

    @Test
    void ctrlNMeansNewDesignAlsoInTheEntityChartAndTheAccessPatterns(FxRobot robot) {
        List<String> news = new java.util.ArrayList<>();
        robot.interact(() -> designer.setOnNewDesign(() -> news.add("new")));

        robot.clickOn(robot.lookup(".entity-chart-table .table-cell").match((javafx.scene.control.TableCell<?, ?> c)
                -> "Customer".equals(c.getText())).<Node>query());
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.N)
                .release(javafx.scene.input.KeyCode.N, javafx.scene.input.KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> designer.selectView(1));
        robot.clickOn(".patterns-table");
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.N)
                .release(javafx.scene.input.KeyCode.N, javafx.scene.input.KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(news).containsExactly("new", "new");
        assertThat(robot.lookup(".dialog-pane").tryQuery()).as("no Add entity / Add pattern dialog").isEmpty();
    }
}
