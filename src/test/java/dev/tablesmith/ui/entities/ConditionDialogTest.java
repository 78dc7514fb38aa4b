package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.SampleDesigns;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Side;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The "Condition…" item of a key cell's context menu in the designer window at 1280x800: the dialog opens from the
 * cell, refuses an unknown attribute at the field, applies the condition as one edit that the Edit menu undoes, and
 * "Remove condition" clears a stored one.
 */
@ExtendWith(ApplicationExtension.class)
class ConditionDialogTest {
    private DesignSession session;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        session = new DesignSession(SampleDesigns.commerce(null), null, new FxTaskRunner());
        new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    private TableCell<?, ?> cell(FxRobot robot, String entity, String column) {
        TableView<?> chart = robot.lookup(".entity-chart-table").queryAs(TableView.class);
        int row = session.table().entities().indexOf(session.table().entity(entity).orElseThrow());
        robot.interact(() -> chart.scrollTo(row));
        return robot.from(chart).lookup(".table-cell").match((TableCell<?, ?> c) -> c.getTableColumn() != null
                && column.equals(c.getTableColumn().getText()) && c.getIndex() == row).query();
    }

    /**
     * Shows the key cell's context menu and clicks "Condition…" in it. The menu is shown in code (headless Monocle
     * sends no context-menu request for a right click), as ItemEditorDialogTest does; the click is a real one.
     */
    private void openCondition(FxRobot robot, String entity, String column) throws Exception {
        TableCell<?, ?> cell = cell(robot, entity, column);
        assertThat(cell.getContextMenu()).isNotNull();
        robot.interact(() -> cell.getContextMenu().show(cell, Side.BOTTOM, 0, 0));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Condition\u2026");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS,
                () -> robot.lookup(".condition-dialog").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void press(FxRobot robot, String button) {
        robot.clickOn(robot.lookup(".dialog-pane .button").match((Button b) -> button.equals(b.getText()))
                .queryButton());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private EntityKey key(String entity, String attribute) {
        return session.table().entity(entity).orElseThrow().key(attribute).orElseThrow();
    }

    @Test
    void conditionFromTheCellMenuIsOneEditThatTheEditMenuUndoes(FxRobot robot) throws Exception {
        openCondition(robot, "Customer", "GSI1PK");
        ComboBox<String> attribute = robot.lookup(".condition-attribute").queryComboBox();
        assertThat(attribute.getItems()).containsExactly("customerId", "email");
        robot.interact(() -> attribute.setValue("email"));
        robot.clickOn(".condition-value").write("no reply");
        WaitForAsyncUtils.waitForFxEvents();
        Label problem = robot.lookup(".condition-problem").queryAs(Label.class);
        assertThat(problem.isVisible()).isFalse();
        DialogPane pane = robot.lookup(".condition-dialog-pane").queryAs(DialogPane.class);
        Snapshots.write(pane.getScene(), "condition-dialog-chart");

        press(robot, "OK");

        assertThat(robot.lookup(".condition-dialog").tryQuery()).isEmpty();
        assertThat(key("Customer", "GSI1PK").when()).isEqualTo("email = 'no reply'");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".key-condition")
                .match((Label l) -> "when email = 'no reply'".equals(l.getText())).tryQuery().isPresent());
        Snapshots.write(stage.getScene(), "condition-applied");

        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        robot.interact(() -> bar.getMenus().stream().filter(m -> m.getText().equals("_Edit")).findFirst()
                .orElseThrow().getItems().get(0).fire());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(key("Customer", "GSI1PK").when()).isNull();
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void anUnknownAttributeIsRefusedAtTheFieldAndTheDialogStaysOpen(FxRobot robot) throws Exception {
        openCondition(robot, "Customer", "GSI1PK");
        robot.clickOn(".condition-expression-mode");
        robot.clickOn(".condition-expression").write("status = PENDING");
        WaitForAsyncUtils.waitForFxEvents();
        Label problem = robot.lookup(".condition-problem").queryAs(Label.class);
        assertThat(problem.isVisible()).isTrue();
        assertThat(problem.getText()).isEqualTo("status is not an attribute of Customer (it has customerId, email)");
        Snapshots.write(problem.getScene(), "condition-dialog-problem");

        press(robot, "OK");

        assertThat(robot.lookup(".condition-dialog").tryQuery()).isPresent();
        assertThat(key("Customer", "GSI1PK").when()).isNull();
        press(robot, "Cancel");
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void removeConditionClearsAStoredOne(FxRobot robot) throws Exception {
        openCondition(robot, "Order", "GSI2PK");
        assertThat(robot.lookup(".condition-value").queryAs(TextField.class).getText()).isEqualTo("PENDING");

        press(robot, "Remove condition");

        assertThat(key("Order", "GSI2PK").when()).isNull();
        assertThat(key("Order", "GSI2PK").template()).isEqualTo("OPEN");
    }
}
