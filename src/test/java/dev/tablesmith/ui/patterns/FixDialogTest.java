package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.DesignerRobot.showTab;
import static dev.tablesmith.ui.DesignerRobot.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.FixEditsTest;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * "Apply fix…" in the designer on commerce-main with "Orders by shipping carrier" (a Scan): the dialog lists the
 * effects, applying makes the pattern a Query on the new GSI, and Edit › Undo restores the design exactly.
 */
@ExtendWith(ApplicationExtension.class)
class FixDialogTest {
    private DesignSession session;
    private Design before;

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) throws Exception {
        before = FixEditsTest.commerceWithOrdersByCarrier();
        session = new DesignSession(before, null, new FxTaskRunner());
        new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    private static Label chip(FxRobot robot) {
        return robot.lookup(".patterns-detail-chip").queryAs(Label.class);
    }

    @Test
    void applyFixShowsItsEffectsMakesAQueryAndEditUndoRestoresTheDesign(FxRobot robot) throws Exception {
        showTab(robot, "Access patterns");
        waitUntil(() -> robot.lookup(".patterns-table").tryQuery().isPresent());
        robot.interact(() -> session.selectedPatternProperty().set("AP16"));
        waitUntil(() -> robot.lookup(".patterns-detail-title").queryAs(Label.class).getText().startsWith("AP16")
                && chip(robot).getStyleClass().contains("patterns-chip-scan"));

        // The button sits below the fold of the short detail pane at 1280x800; fire it as a click would.
        javafx.scene.control.Button apply = robot.lookup(".patterns-apply-fix").queryButton();
        WaitForAsyncUtils.asyncFx(apply::fire);
        waitUntil(() -> robot.lookup(".patterns-fix-effect").tryQuery().isPresent());
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        assertThat(robot.lookup(".patterns-fix-effect").queryAllAs(Label.class)).extracting(Label::getText)
                .anySatisfy(t -> assertThat(t).startsWith("• Add GSI GSI3: partition key [carrier (S)]"))
                .anySatisfy(t -> assertThat(t).contains("Order writes carrier = {carrier}"))
                .anySatisfy(t -> assertThat(t).startsWith("• No backfill: Order's items already have carrier"));
        Snapshots.write(pane.getScene(), "patterns-apply-fix-dialog");
        robot.clickOn((Button) pane.lookupButton(FixDialog.APPLY));

        waitUntil(() -> chip(robot).getStyleClass().contains("patterns-chip-good"));
        assertThat(session.table().index("GSI3")).isPresent();
        assertThat(chip(robot).getText()).startsWith("Query");
        Snapshots.write(robot.lookup(".patterns-detail-chip").queryAs(Label.class).getScene(), "patterns-fix-applied");

        MenuBar menus = robot.lookup(".menu-bar").queryAs(MenuBar.class);
        MenuItem undo = menus.getMenus().stream().filter(m -> m.getText().equals("_Edit")).findFirst().orElseThrow()
                .getItems().get(0);
        assertThat(undo.getText()).startsWith("Undo Apply fix to AP16");
        robot.interact(undo::fire);

        waitUntil(() -> chip(robot).getStyleClass().contains("patterns-chip-scan"));
        assertThat(session.design()).isEqualTo(before);
    }
}
