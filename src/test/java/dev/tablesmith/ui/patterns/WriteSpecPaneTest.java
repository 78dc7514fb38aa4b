package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.DesignerRobot.showTab;
import static dev.tablesmith.ui.DesignerRobot.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The write request editor in the designer window at 1280x800, on commerce-main. */
@ExtendWith(ApplicationExtension.class)
class WriteSpecPaneTest {
    private DesignSession session;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        session = new DesignSession(PatternsViewModelTest.commerceMain(), null, new FxTaskRunner());
        this.stage = new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    private void select(FxRobot robot, String id) throws Exception {
        showTab(robot, "Access patterns");
        waitUntil(() -> !robot.lookup(".patterns-table").queryAs(TableView.class).getItems().isEmpty());
        robot.interact(() -> session.selectedPatternProperty().set(id));
        waitUntil(() -> robot.lookup(".patterns-write-spec").query().isVisible());
    }

    /** Scrolls the pattern's detail so that {@code node} is in view, as a user would with the wheel. */
    private static void scrollTo(FxRobot robot, Node node) {
        ScrollPane scroll = robot.lookup(".patterns-detail-scroll").queryAs(ScrollPane.class);
        robot.interact(() -> {
            double content = scroll.getContent().getLayoutBounds().getHeight();
            double viewport = scroll.getViewportBounds().getHeight();
            double y = scroll.getContent().sceneToLocal(node.localToScene(0, 0)).getY();
            scroll.setVvalue(Math.max(0, Math.min(1, (y - 40) / Math.max(1, content - viewport))));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void undoFromTheEditMenu(FxRobot robot) {
        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> bar.getMenus().stream().filter(m -> m.getText().equals("_Edit")).findFirst()
                .orElseThrow().getItems().get(0).fire());
    }

    @Test
    void aReservedWordIsRefusedAtTheFieldAsTypedAndAValidExpressionIsOneUndoableEdit(FxRobot robot)
            throws Exception {
        select(robot, "W1");
        Design before = session.design();
        TextField update = robot.lookup(".patterns-write-update").queryAs(TextField.class);
        Label error = robot.lookup(".patterns-write-update-error").queryAs(Label.class);
        assertThat(update.getText()).isEqualTo("SET #name = :name");

        scrollTo(robot, update);
        robot.clickOn(update).eraseText(update.getText().length()).write("SET name = :name");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(error.getText()).contains("reserved keyword: name");
        robot.type(KeyCode.ENTER);
        assertThat(session.design()).isEqualTo(before);

        robot.eraseText(update.getText().length()).write("SET #name = :name, nameChangedAt = :now");
        robot.type(KeyCode.ENTER);
        waitUntil(() -> session.table().accessPattern("W1").orElseThrow().write().updateExpression()
                .endsWith(":now"));
        assertThat(error.getText()).isEmpty();
        Snapshots.write(stage.getScene(), "designer-write-editor");

        undoFromTheEditMenu(robot);
        assertThat(session.design()).isEqualTo(before);
    }

    @Test
    void aTransactionShowsItsStepsAndAStepMovesUp(FxRobot robot) throws Exception {
        select(robot, "AP10");
        waitUntil(() -> robot.lookup(".patterns-write-step").queryAll().size() == 4);
        Design before = session.design();

        Node third = robot.lookup(".patterns-write-step").nth(2).query();
        scrollTo(robot, third);
        robot.clickOn(robot.from(third).lookup(".patterns-write-step-button").queryButton());

        waitUntil(() -> session.table().accessPattern("AP10").orElseThrow().write().actions().get(1).entity()
                .equals("OrderItem"));
        Snapshots.write(stage.getScene(), "designer-write-steps");
        TableView<?> patterns = robot.lookup(".patterns-table").queryAs(TableView.class);
        assertThat(patterns.getHeight()).as("the patterns table keeps its rows").isGreaterThan(110);
        undoFromTheEditMenu(robot);
        assertThat(session.design()).isEqualTo(before);
    }
}
