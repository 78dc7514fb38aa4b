package dev.tablesmith.ui.tables;

import static dev.tablesmith.ui.DesignerRobot.showTab;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.EntityKey;
import dev.tablesmith.template.ComparisonOperator;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.settings.Theme;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
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
 * Edit… on GSI2 of commerce-main lists Order's sparse key with its condition; "Condition…" there opens the entity
 * chart's Condition dialog, whose OK changes the condition as its own edit (kept when the index dialog is
 * cancelled, taken back by Edit › Undo). Writes the condition dialog's snapshot for the guide.
 */
@ExtendWith(ApplicationExtension.class)
class IndexConditionDesignerTest {
    private DesignSession session;

    @Start
    void start(Stage stage) {
        session = new DesignSession(TablesViewModelTest.commerceMain(), null, new FxTaskRunner());
        new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void press(FxRobot robot, String pane, String button) {
        robot.clickOn(robot.lookup(pane + " .button").match((Button b) -> button.equals(b.getText())).queryButton());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String conditionText(FxRobot robot) {
        return robot.lookup(".tables-condition-text").queryAs(Label.class).getText();
    }

    private EntityKey orderGsi2pk() {
        return session.table().entity("Order").orElseThrow().key("GSI2PK").orElseThrow();
    }

    @Test
    void conditionFromTheIndexDialogIsItsOwnEditThatUndoTakesBack(FxRobot robot) throws Exception {
        showTab(robot, "Table and indexes");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup("#tables-index-GSI2").tryQuery()
                .isPresent());
        robot.clickOn(robot.from(robot.lookup("#tables-index-GSI2").<Node>query()).lookup(".tables-edit-index")
                .queryButton());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".tables-condition-edit").tryQuery()
                .isPresent());
        assertThat(robot.lookup(".tables-condition-key").queryAs(Label.class).getText()).isEqualTo("Order GSI2PK");
        assertThat(conditionText(robot)).isEqualTo("= OPEN when status = PENDING");
        Snapshots.write(robot.lookup(".tables-dialog").query().getScene(), "designer-index-conditions");

        robot.clickOn(".tables-condition-edit");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".condition-dialog").tryQuery()
                .isPresent());
        ComboBox<ComparisonOperator> operator = robot.lookup(".condition-operator").queryComboBox();
        robot.interact(() -> operator.setValue(ComparisonOperator.IN));
        TextField value = robot.lookup(".condition-value").queryAs(TextField.class);
        assertThat(value.getPromptText()).isEqualTo("values, comma-separated");
        robot.interact(() -> value.setText(""));
        robot.clickOn(value).write("PENDING, PAID");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".condition-problem").queryAs(Label.class).isVisible()).isFalse();
        assertThat(robot.lookup(".condition-preview").queryAs(Label.class).getText())
                .isEqualTo("OPEN when status IN (PENDING, PAID)");
        snapshots(robot, robot.lookup(".condition-dialog").query().getScene(), "designer-condition-dialog");

        press(robot, ".condition-dialog-pane", "OK");

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".condition-dialog").tryQuery()
                .isEmpty());
        assertThat(orderGsi2pk().when()).isEqualTo("status IN (PENDING, PAID)");
        assertThat(conditionText(robot)).isEqualTo("= OPEN when status IN (PENDING, PAID)");
        press(robot, ".tables-dialog-pane", "Cancel");
        assertThat(orderGsi2pk().when()).isEqualTo("status IN (PENDING, PAID)");

        MenuBar bar = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        var undo = bar.getMenus().stream().filter(m -> m.getText().equals("_Edit")).findFirst().orElseThrow()
                .getItems().get(0);
        assertThat(undo.getText()).startsWith("Undo Set the condition of Order GSI2PK");
        robot.interact(undo::fire);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(orderGsi2pk().when()).isEqualTo("status = PENDING");
        assertThat(session.commands().canUndo()).isFalse();
    }

    /** Writes the scene in the light and the dark theme; copies the light one to docs/images for the guide. */
    private static void snapshots(FxRobot robot, Scene scene, String name) throws Exception {
        Snapshots.write(scene, name);
        robot.interact(() -> AppTheme.setTheme(Theme.DARK));
        try {
            Snapshots.write(scene, name + "-dark");
        } finally {
            robot.interact(() -> AppTheme.setTheme(Theme.LIGHT));
        }
        Path images = Path.of("docs", "images");
        Files.createDirectories(images);
        Files.copy(Snapshots.FOLDER.resolve(name + ".png"), images.resolve(name + ".png"),
                StandardCopyOption.REPLACE_EXISTING);
    }
}
