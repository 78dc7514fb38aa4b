package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.DesignerRobot.showTab;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.settings.Theme;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The access patterns tab laid out for 1280x800 first, inside the designer window with its navigator and review
 * panel: at least 8 whole rows of patterns, whole column headers, and the selected pattern's key fields in view
 * without scrolling; narrower, the Units and $/month columns hide and the run pane moves under the plan.
 */
@ExtendWith(ApplicationExtension.class)
class PatternsLayoutTest {
    private DesignSession session;
    private Stage stage;

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) throws Exception {
        session = new DesignSession(PatternsViewModelTest.commerceMain(), null, new FxTaskRunner());
        this.stage = new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    private void showAp2(FxRobot robot) throws Exception {
        showTab(robot, "Access patterns");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> table(robot).getItems().size() == 18);
        robot.interact(() -> session.selectedPatternProperty().set("AP2"));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup(".patterns-detail-title")
                .queryAs(Label.class).getText().startsWith("AP2"));
        robot.interact(() -> table(robot).scrollTo(0));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static TableView<PatternRow> table(FxRobot robot) {
        return robot.lookup(".patterns-table").queryAs(TableView.class);
    }

    private static Bounds scene(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }

    /** Rows whose whole height is inside the table, below its header. */
    private static long wholeRows(Node root) {
        TableView<?> table = (TableView<?>) root.lookup(".patterns-table");
        Bounds area = scene(table);
        double headerBottom = scene(table.lookup(".column-header-background")).getMaxY();
        return table.lookupAll(".table-row-cell").stream()
                .map(n -> (TableRow<?>) n).filter(r -> r.isVisible() && r.getItem() != null)
                .map(PatternsLayoutTest::scene)
                .filter(b -> b.getMinY() >= headerBottom - 0.5 && b.getMaxY() <= area.getMaxY() + 0.5).count();
    }

    /** The text each visible column header draws, which ends in "…" when it is cut short. */
    private static List<String> drawnHeaders(FxRobot robot) {
        return robot.lookup(".patterns-column-title").queryAll().stream().filter(Node::isVisible)
                .filter(n -> n.getParent() != null && n.getParent().isVisible())
                .map(n -> ((Label) n).getChildrenUnmodifiable().stream().filter(Text.class::isInstance)
                        .map(t -> ((Text) t).getText()).findFirst().orElse(""))
                .toList();
    }

    /** Whether the node is wholly inside the viewport of the scroll pane that holds it (and the window). */
    private static boolean inView(Node node) {
        Node parent = node.getParent();
        while (parent != null && !(parent instanceof ScrollPane)) {
            parent = parent.getParent();
        }
        Bounds box = scene(node);
        Bounds port = ((ScrollPane) parent).localToScene(((ScrollPane) parent).getLayoutBounds());
        return box.getMinY() >= port.getMinY() && box.getMaxY() <= port.getMaxY()
                && box.getMaxY() <= node.getScene().getHeight();
    }

    @Test
    void at1280x800EightRowsWholeHeadersAndTheKeyFieldsShowWithoutScrolling(FxRobot robot) throws Exception {
        showAp2(robot);

        assertThat(stage.getScene().getWidth()).isEqualTo(1280);
        assertThat(wholeRows(stage.getScene().getRoot())).isGreaterThanOrEqualTo(PatternsView.TABLE_ROWS);
        assertThat(drawnHeaders(robot)).containsExactly("ID", "Pattern", "Entities", "Inputs", "Operation",
                "Status", "Units", "$/month");
        for (String field : List.of(".patterns-equality-attribute", ".patterns-equality-new",
                ".patterns-range-attribute", ".patterns-sort-attribute")) {
            assertThat(inView(robot.lookup(field).query())).as(field).isTrue();
        }
        assertThat(scene(robot.lookup(".patterns-run").query()).getMaxY()).as("run on sample data")
                .isLessThan(scene(robot.lookup(".patterns-detail-scroll").query()).getMaxY());
        snapshots(robot, "designer-patterns-1280");
    }

    @Test
    void narrowTheUnitsAndCostColumnsHideAndTheRunPaneMovesUnderThePlan(FxRobot robot) throws Exception {
        showAp2(robot);
        // Resizing the shared test stage would leak into later test classes: render a 1000x800 scene instead.
        Scene narrow = WaitForAsyncUtils.asyncFx(() -> {
            Parent root = stage.getScene().getRoot();
            stage.getScene().setRoot(new Pane());
            Scene scene = new Scene(root, 1000, 800);
            AppTheme.style(scene);
            return scene;
        }).get();
        Snapshots.write(narrow, "designer-patterns-narrow");
        Snapshots.write(narrow, "designer-patterns-narrow");
        Parent root = narrow.getRoot();
        TableView<?> table = (TableView<?>) root.lookup(".patterns-table");
        assertThat(table.getWidth()).isLessThan(PatternsView.NARROW_TABLE_WIDTH);

        assertThat(table.getColumns().stream().filter(TableColumn::isVisible).count()).isEqualTo(6);
        Node run = root.lookup(".patterns-sample");
        Node form = root.lookup(".patterns-editor-form");
        assertThat(scene(run).getMinY()).as("run pane under the plan").isGreaterThan(scene(form).getMaxY());
        assertThat(inView(root.lookup(".patterns-sort-attribute"))).isTrue();
        for (Node header : root.lookupAll(".patterns-column-title")) {
            if (header.getParent() != null && header.getParent().isVisible()) {
                assertThat(((Label) header).getChildrenUnmodifiable().stream().filter(Text.class::isInstance)
                        .map(t -> ((Text) t).getText()).findFirst().orElse("")).doesNotEndWith("…");
            }
        }
    }

    /**
     * The headless screen is 1280x800 and a larger window breaks Monocle for the tests after this one, so the
     * designer is moved into a 1600x1000 scene that is never shown and rendered from there.
     */
    @Test
    void at1600x1000TheDetailKeepsItsTwoColumns(FxRobot robot) throws Exception {
        showAp2(robot);
        Scene large = WaitForAsyncUtils.asyncFx(() -> {
            Parent root = stage.getScene().getRoot();
            stage.getScene().setRoot(new Pane());
            Scene scene = new Scene(root, 1600, 1000);
            AppTheme.style(scene);
            return scene;
        }).get();
        Snapshots.write(large, "designer-patterns-1600");
        Snapshots.write(large, "designer-patterns-1600");

        Parent root = large.getRoot();
        assertThat(wholeRows(root)).isGreaterThanOrEqualTo(PatternsView.TABLE_ROWS);
        Node run = root.lookup(".patterns-sample");
        Node form = root.lookup(".patterns-editor-form");
        assertThat(scene(run).getMinX()).isGreaterThan(scene(form).getMaxX());
        robot.interact(() -> AppTheme.setTheme(Theme.DARK));
        try {
            Snapshots.write(large, "designer-patterns-1600-dark");
        } finally {
            robot.interact(() -> AppTheme.setTheme(Theme.LIGHT));
        }
    }

    /** Writes the light and the dark snapshot; copies the light one to docs/images. */
    private void snapshots(FxRobot robot, String name) throws IOException {
        Snapshots.write(stage.getScene(), name);
        robot.interact(() -> AppTheme.setTheme(Theme.DARK));
        try {
            Snapshots.write(stage.getScene(), name + "-dark");
        } finally {
            robot.interact(() -> AppTheme.setTheme(Theme.LIGHT));
        }
        Files.createDirectories(Path.of("docs", "images"));
        Files.copy(Snapshots.FOLDER.resolve(name + ".png"), Path.of("docs", "images", name + ".png"),
                StandardCopyOption.REPLACE_EXISTING);
    }
}
