package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import java.awt.image.BufferedImage;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class PatternsViewTest {
    private DesignSession session;
    private Scene scene;

    /** Lets the FX thread finish what @Start queued (skins, layout) before a test looks at the scene. */
    private final java.util.List<dev.tablesmith.classroom.LessonLink> learned = new java.util.ArrayList<>();

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) throws Exception {
        session = new DesignSession(PatternsViewModelTest.commerceMain(), null, new InlineTaskRunner());
        PatternsView view = new PatternsView(session);
        view.setOnLearnWhy(learned::add);
        scene = new Scene((javafx.scene.Parent) view.root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    private String text(FxRobot robot, String selector) {
        return robot.lookup(selector).queryAs(Label.class).getText();
    }

    @Test
    void selectingAPatternShowsItsReasonAndRunningItListsTheReturnedItems(FxRobot robot) {
        robot.clickOn("A customer's orders, newest first");

        assertThat(session.selectedPatternProperty().get()).isEqualTo("AP2");
        String reason = new AccessPatternPlanner(session.table(), session.design().pricing())
                .plan(session.table().accessPattern("AP2").orElseThrow()).reason();
        assertThat(text(robot, ".patterns-reason")).isEqualTo(reason);
        assertThat(text(robot, ".patterns-detail-title")).isEqualTo("AP2 · A customer's orders, newest first");

        robot.clickOn("Run on sample data");

        assertThat(text(robot, ".patterns-run-summary")).startsWith("Count ").contains("ScannedCount");
        TableView<?> items = robot.lookup(".patterns-items").queryAs(TableView.class);
        assertThat(items.getItems()).isNotEmpty();
        assertThat(items.getColumns().get(0).getText()).isEqualTo("PK");
    }

    @Test
    void learnWhyBesideThePlansReasonOpensTheLessonOnThatKindOfPlan(FxRobot robot) {
        robot.clickOn("A customer's orders, newest first");

        robot.clickOn(".patterns-learn");

        var resolution = new AccessPatternPlanner(session.table(), session.design().pricing())
                .plan(session.table().accessPattern("AP2").orElseThrow()).resolution();
        assertThat(learned).containsExactly(dev.tablesmith.classroom.Explanations.forResolution(resolution).link());
    }

    @Test
    void typingARateIsAnUndoableEditThatChangesTheMonthlyCost(FxRobot robot) {
        robot.clickOn("A customer's orders, newest first");
        String before = session.table().accessPattern("AP2").orElseThrow().requestsPerSecond() + "";

        robot.doubleClickOn(".patterns-rate").eraseText(8).write("35").type(KeyCode.ENTER);

        assertThat(session.table().accessPattern("AP2").orElseThrow().requestsPerSecond()).isEqualTo(35);
        assertThat(text(robot, ".patterns-cost")).contains("at 35 requests/s");
        robot.interact(session::undo);
        assertThat(session.table().accessPattern("AP2").orElseThrow().requestsPerSecond() + "").isEqualTo(before);
    }

    @Test
    void addingOrdersByCarrierPlansItAsAScan(FxRobot robot) {
        robot.clickOn("Add pattern…");
        robot.clickOn(".patterns-new-name").write("Orders by carrier");
        robot.clickOn(".patterns-new-inputs").write("carrier");
        robot.interact(() -> robot.lookup(".patterns-new-entity").<javafx.scene.control.ComboBox<String>>query().setValue("OrderHeader"));
        robot.clickOn("OK");

        assertThat(session.table().accessPattern("AP16")).isPresent();
        assertThat(text(robot, ".patterns-detail-title")).isEqualTo("AP16 · Orders by carrier");
        assertThat(robot.lookup(".patterns-chip-scan").queryAllAs(Label.class)).extracting(Label::getText)
                .contains("Scan");
        assertThat(text(robot, ".patterns-fix")).startsWith("Level ");
        Snapshots.write(scene, "designer-patterns-scan");
    }

    @Test
    void snapshotAt1280x800ShowsAQueryWithItsSampleRun(FxRobot robot) {
        robot.clickOn("A customer's orders, newest first");
        robot.clickOn("Run on sample data");

        BufferedImage image = Snapshots.write(scene, "patterns-view");

        assertThat(List.of(image.getWidth(), image.getHeight())).containsExactly(1280, 800);
    }
}
