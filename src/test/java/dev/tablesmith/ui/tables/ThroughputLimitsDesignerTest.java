package dev.tablesmith.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.OnDemandThroughput;
import dev.tablesmith.model.WarmThroughput;
import dev.tablesmith.review.Finding;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Button;
import javafx.scene.control.ListView;
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

/**
 * Maximum on-demand and warm throughput in Edit settings… of commerce-main, in the designer window at 1280x800: a
 * maximum below the design's peak shows as an {@code on-demand-maximum} finding in the review panel.
 */
@ExtendWith(ApplicationExtension.class)
class ThroughputLimitsDesignerTest {
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

    private static boolean shown(javafx.scene.Node node) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static void type(FxRobot robot, String id, String text) {
        TextField field = robot.lookup(id).queryAs(TextField.class);
        robot.interact(() -> field.setText(text));
    }

    @Test
    void limitsAreEditedInTheSettingsDialogAndAMaximumBelowThePeakIsAFinding(FxRobot robot) throws Exception {
        TabPane tabs = robot.lookup(".designer-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(3));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(".tables-edit-settings");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(shown(robot.lookup("#settings-max-write-table").query())).isFalse();
        robot.clickOn(".settings-show-limits");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(shown(robot.lookup("#settings-max-write-table").query())).isTrue();
        type(robot, "#settings-max-write-table", "0");
        assertThat(robot.lookup(".dialog-pane .button").match((Button b) -> "OK".equals(b.getText())).queryButton()
                .isDisabled()).isTrue();
        type(robot, "#settings-max-read-table", "1000");
        type(robot, "#settings-max-write-table", "1");
        type(robot, "#settings-warm-read-table", "15000");
        type(robot, "#settings-max-write-GSI1", "200");
        Snapshots.write(robot.lookup(".settings-dialog").query().getScene(), "table-settings-limits-dialog");
        Button ok = robot.lookup(".dialog-pane .button").match((Button b) -> "OK".equals(b.getText())).queryButton();
        robot.interact(ok::fire);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.table().settings().onDemandThroughput()).isEqualTo(new OnDemandThroughput(1000L, 1L));
        assertThat(session.table().settings().warmThroughput()).isEqualTo(new WarmThroughput(15000L, null));
        assertThat(session.table().index("GSI1").orElseThrow().onDemandThroughput())
                .isEqualTo(new OnDemandThroughput(null, 200L));
        @SuppressWarnings("unchecked")
        ListView<Finding> findings = robot.lookup(".review-panel-list").queryAs(ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> findings.getItems().stream()
                .anyMatch(f -> f.ruleId().equals("on-demand-maximum")));
        Finding capped = findings.getItems().stream().filter(f -> f.ruleId().equals("on-demand-maximum"))
                .findFirst().orElseThrow();
        assertThat(capped.message()).startsWith("The table peaks at ~").contains("above its maximum on-demand"
                + " throughput of 1,000 read and 1 write units/s");
        robot.interact(() -> findings.getSelectionModel().select(capped));
        TimeUnit.MILLISECONDS.sleep(500);
        Snapshots.write(stage.getScene(), "designer-on-demand-maximum-finding");

        robot.interact(session::undo);
        assertThat(session.table().settings().onDemandThroughput()).isNull();
    }
}
