package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.DesignerRobot.showTab;
import static dev.tablesmith.ui.DesignerRobot.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Applying write patterns to the sample data in the designer, seen in the collections view, with undo. */
@ExtendWith(ApplicationExtension.class)
class WriteApplyDesignerTest {
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

    private void selectPattern(FxRobot robot, String id) throws Exception {
        showTab(robot, "Access patterns");
        TableView<PatternRow> table = robot.lookup(".patterns-table").queryAs(TableView.class);
        waitUntil(40, () -> table.getItems().size() == 18);
        robot.interact(() -> session.selectedPatternProperty().set(id));
        waitUntil(40, () -> table.getSelectionModel().getSelectedItem() != null
                && table.getSelectionModel().getSelectedItem().id().equals(id));
    }

    private static String summary(FxRobot robot) {
        return robot.lookup(".patterns-run-summary").queryAs(Label.class).getText();
    }

    private static String gsi2Summary(FxRobot robot) throws Exception {
        waitUntil(40, () -> robot.lookup(".collections-summary").queryAs(Label.class).getText().contains("in GSI2"));
        return robot.lookup(".collections-summary").queryAs(Label.class).getText();
    }

    /** Sets the scroll pane's vertical position so that {@code node} is at the top of its viewport. */
    private static void scrollIntoView(ScrollPane scroll, Node node) {
        Bounds inContent = scroll.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
        double hidden = scroll.getContent().getLayoutBounds().getHeight() - scroll.getViewportBounds().getHeight();
        scroll.setVvalue(hidden <= 0 ? 0 : Math.min(1, Math.max(0, (inContent.getMinY() - 8) / hidden)));
        scroll.layout();
    }

    @Test
    void fulfillingO9TakesItOutOfGsi2InTheCollectionsViewAndCtrlZBringsItBack(FxRobot robot) throws Exception {
        selectPattern(robot, "AP11");
        assertThat(robot.lookup(".patterns-run").queryAs(javafx.scene.control.Button.class).getText())
                .isEqualTo("Apply to sample data");
        assertThat(robot.lookup("#patterns-input-orderId").queryAs(TextField.class).getText()).isEqualTo("o9");

        robot.clickOn(".patterns-run");
        waitUntil(40, () -> summary(robot).startsWith("Applied"));
        TableView<SampleRun.Row> items = robot.lookup("#patterns-items").queryAs(TableView.class);
        assertThat(items.getItems()).extracting(r -> r.cells().get(2)).containsExactly("left (2 WCU)", "");
        Snapshots.write(stage.getScene(), "designer-write-apply");

        showTab(robot, "Item collections");
        javafx.scene.control.ComboBox<String> chooser = robot.lookup("#collections-chooser").queryAs(
                javafx.scene.control.ComboBox.class);
        robot.interact(() -> chooser.setValue("GSI2"));
        assertThat(gsi2Summary(robot)).startsWith("2 items in GSI2");

        robot.clickOn("#collections-chooser").type(KeyCode.ESCAPE);
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        waitUntil(40, () -> robot.lookup(".collections-summary").queryAs(Label.class).getText()
                .startsWith("3 items in GSI2"));
    }

    @Test
    void aFailingStockCheckChangesNothingAndNamesTheAction(FxRobot robot) throws Exception {
        selectPattern(robot, "AP10");
        var before = session.design();
        // AP10 has eleven inputs: the sample-data pane scrolls, as a user would, until the qty field is in view.
        robot.interact(() -> scrollIntoView(robot.lookup(".patterns-sample-scroll").queryAs(ScrollPane.class),
                robot.lookup("#patterns-input-qty").query()));
        WaitForAsyncUtils.waitForFxEvents();
        robot.doubleClickOn("#patterns-input-qty").eraseText(3).write("99");

        // The Apply button is above the scrolled part of this short pane; fire it as a click would.
        robot.interact(() -> robot.lookup(".patterns-run").queryButton().fire());

        waitUntil(40, () -> summary(robot).startsWith("Nothing written"));
        assertThat(summary(robot)).contains("TransactionCanceledException")
                .endsWith("Action 4 (Update PROD#sku-101 / META): ConditionalCheckFailed");
        assertThat(session.design()).isEqualTo(before);
    }
}
