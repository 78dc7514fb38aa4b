package dev.tablesmith.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.BillingMode;
import dev.tablesmith.model.Throughput;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Edit settings… on the table card of commerce-main, in the designer window at 1280x800. */
@ExtendWith(ApplicationExtension.class)
class TableSettingsDesignerTest {
    private DesignSession session;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        session = new DesignSession(TablesViewModelTest.commerceMain(), null, new FxTaskRunner());
        new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static Button button(FxRobot robot, String text) {
        return robot.lookup(".dialog-pane .button").match((Button b) -> text.equals(b.getText())).queryButton();
    }

    /** Whether the node and every parent are visible. */
    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static String visibleError(FxRobot robot, String field) {
        Node cell = robot.lookup(field).query();
        while (!cell.getStyleClass().contains("tables-form-cell")) {
            cell = cell.getParent();
        }
        return robot.from(cell).lookup(".tables-field-error").match(Node::isVisible).tryQuery()
                .map(n -> ((Label) n).getText()).orElse("");
    }

    @Test
    void provisionedCapacityTtlAndBackupsAreEditedCheckedAndUndone(FxRobot robot) throws Exception {
        TabPane tabs = robot.lookup(".designer-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(3));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(".tables-edit-settings");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shown(robot.lookup(".settings-read").query())).isFalse();

        robot.clickOn(".settings-provisioned");
        TextField read = robot.lookup(".settings-read").queryAs(TextField.class);
        assertThat(shown(read)).isTrue();
        robot.interact(() -> read.setText("0"));

        assertThat(visibleError(robot, ".settings-read")).contains("minimum is 1 read and 1 write capacity unit");
        assertThat(button(robot, "OK").isDisabled()).isTrue();

        robot.interact(() -> read.setText("20"));
        robot.interact(() -> robot.lookup("#settings-read-GSI1").queryAs(TextField.class).setText("8"));
        robot.clickOn(".settings-recovery");
        assertThat(robot.lookup(".settings-recovery").queryAs(CheckBox.class).isSelected()).isFalse();
        assertThat(robot.lookup(".tables-effect").queryAllAs(Label.class)).extracting(Label::getText)
                .anySatisfy(t -> assertThat(t).contains("on-demand → provisioned"))
                .anySatisfy(t -> assertThat(t).contains("restore points are deleted"));
        Node dialog = robot.lookup(".settings-dialog").query();
        snapshots(dialog.getScene(), "table-settings-dialog");
        robot.interact(() -> dev.tablesmith.ui.AppTheme.setTheme(dev.tablesmith.ui.settings.Theme.DARK));
        try {
            Snapshots.write(dialog.getScene(), "table-settings-dialog-dark");
        } finally {
            robot.interact(() -> dev.tablesmith.ui.AppTheme.setTheme(dev.tablesmith.ui.settings.Theme.LIGHT));
        }
        robot.clickOn(button(robot, "OK"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.table().settings().billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(session.table().settings().provisioned()).isEqualTo(new Throughput(20, 5));
        assertThat(session.table().index("GSI1").orElseThrow().provisioned()).isEqualTo(new Throughput(8, 5));
        assertThat(session.table().settings().pointInTimeRecovery()).isFalse();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".tables-billing").queryLabeled()
                .getText().equals("Provisioned: 20 RCU / 5 WCU"));
        assertThat(robot.lookup(".tables-recovery").queryLabeled().getText()).isEqualTo("Point-in-time recovery off");
        TimeUnit.MILLISECONDS.sleep(500);
        snapshots(stage.getScene(), "designer-tables-settings");

        robot.interact(session::undo);
        assertThat(session.table().settings().billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(session.table().settings().pointInTimeRecovery()).isTrue();
    }

    private static void snapshots(javafx.scene.Scene scene, String name) throws Exception {
        Snapshots.write(scene, name);
        Path images = Path.of("docs", "images");
        Files.createDirectories(images);
        Files.copy(Snapshots.FOLDER.resolve(name + ".png"), images.resolve(name + ".png"),
                StandardCopyOption.REPLACE_EXISTING);
    }
}
