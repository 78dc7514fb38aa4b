package dev.tablesmith.ui.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.differential.MotoServerExtension;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.live.MotoServer;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.settings.Theme;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.awt.image.BufferedImage;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Live tab in the designer window against moto_server on a free 127.0.0.1 port: connect, deploy, load and verify
 * commerce-main with every read pattern "same"; a closed port says "endpoint unreachable" in the view.
 */
@ExtendWith({MotoServerExtension.class, ApplicationExtension.class})
class LiveViewTest {
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        ExampleGallery gallery = new ExampleGallery();
        DesignSession session = new DesignSession(gallery.load(gallery.find("commerce-main").orElseThrow()), null,
                new FxTaskRunner());
        new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void backToLight() {
        WaitForAsyncUtils.asyncFx(() -> {
            AppTheme.setTheme(Theme.LIGHT);
            stage.titleProperty().unbind(); // the primary stage is shared with the test classes that run next
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void showLiveTab(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT5).release(KeyCode.DIGIT5, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        Tab selected = robot.lookup(".designer-tabs").queryAs(TabPane.class).getSelectionModel().getSelectedItem();
        assertThat(selected.getText()).isEqualTo("Live");
    }

    private static void type(FxRobot robot, String id, String text) {
        TextField field = robot.lookup(id).queryAs(TextField.class);
        robot.interact(() -> field.setText(text));
    }

    private static String message(FxRobot robot) {
        return robot.lookup("#live-message").queryAs(Label.class).getText();
    }

    private static void waitFor(FxRobot robot, String messageStart) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> message(robot).startsWith(messageStart)
                || message(robot).startsWith("endpoint") || message(robot).contains("failed"));
        assertThat(message(robot)).startsWith(messageStart);
    }

    @Test
    void deployLoadAndVerifyCommerceMainShowEveryPatternTheSame(FxRobot robot, MotoServer moto) throws Exception {
        showLiveTab(robot);
        String table = "commerce-" + ProcessHandle.current().pid() % 1000 + "-" + System.nanoTime() % 10_000;
        type(robot, "#live-endpoint", moto.endpoint().toString());
        type(robot, "#live-table", table);

        robot.clickOn("#live-test");
        waitFor(robot, "connected to endpoint " + moto.endpoint());
        robot.clickOn("#live-deploy");
        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> robot.lookup("#" + DeployDialog.APPLY_ID).tryQuery()
                .isPresent());
        Snapshots.write(robot.lookup("#" + DeployDialog.APPLY_ID).query().getScene(), "live-deploy-plan");
        robot.clickOn("#" + DeployDialog.APPLY_ID);
        waitFor(robot, "deployed: table " + table + " is ACTIVE");
        robot.clickOn("#live-load");
        waitFor(robot, "loaded: written ");
        robot.clickOn("#live-verify");
        waitFor(robot, "verify: all ");

        TableView<?> verdicts = robot.lookup("#live-verdicts").queryAs(TableView.class);
        assertThat(verdicts.getItems()).isNotEmpty().allSatisfy(row -> assertThat(((VerdictRow) row).verdict())
                .as(((VerdictRow) row).differences()).isEqualTo("same"));
        BufferedImage light = Snapshots.write(stage.getScene(), "designer-live");
        assertThat(light.getWidth()).isEqualTo(1280);
        assertThat(light.getHeight()).isEqualTo(800);
        assertThat(robot.lookup(".live-same").queryAll()).isNotEmpty();
        assertThat(robot.lookup(".live-differs").queryAll()).isEmpty();
        WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> AppTheme.setTheme(Theme.DARK)));
        Snapshots.write(stage.getScene(), "designer-live-dark");
    }

    @Test
    void aClosedPortShowsEndpointUnreachableInTheView(FxRobot robot) throws Exception {
        showLiveTab(robot);
        type(robot, "#live-endpoint", "http://127.0.0.1:" + MotoServer.freePort());

        robot.clickOn("#live-test");

        waitFor(robot, "endpoint unreachable: nothing answers at 127.0.0.1:");
        assertThat(robot.lookup("#live-message").queryAs(Label.class).getStyleClass()).contains("live-message-error");
    }
}
