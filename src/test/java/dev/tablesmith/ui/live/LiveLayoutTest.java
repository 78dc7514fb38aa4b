package dev.tablesmith.ui.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.live.DeployPlan;
import dev.tablesmith.live.DeployStep;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.settings.Theme;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Live tab's controls at 1280x800, without a connection: every control readable (the import limit field has its
 * caption and its width, the import button its whole text), and the deploy plan indented from the dialog's edge.
 */
@ExtendWith(ApplicationExtension.class)
class LiveLayoutTest {
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        ExampleGallery gallery = new ExampleGallery();
        DesignSession session = new DesignSession(gallery.load(gallery.find("commerce-main").orElseThrow()), null,
                new FxTaskRunner());
        new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    @AfterEach
    void backToLight() {
        WaitForAsyncUtils.asyncFx(() -> {
            AppTheme.setTheme(Theme.LIGHT);
            stage.titleProperty().unbind(); // the primary stage is shared with the test classes that run next
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theImportLimitFieldIsCaptionedAndWideEnoughAt1280(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT5).release(KeyCode.DIGIT5, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        Snapshots.write(stage.getScene(), "live-controls");

        TextField limit = robot.lookup("#live-import-limit").queryAs(TextField.class);
        Button importTable = robot.lookup("#live-import").queryAs(Button.class);
        List<Node> row = ((HBox) limit.getParent()).getChildren();
        int at = row.indexOf(limit);
        assertThat(limit.getWidth()).isGreaterThanOrEqualTo(70);
        assertThat(limit.getText()).isEqualTo("1000");
        assertThat(((Label) row.get(at - 1)).getText()).isEqualTo("reading at most");
        assertThat(((Label) row.get(at + 1)).getText()).isEqualTo("items");
        assertThat(importTable.getWidth()).isGreaterThanOrEqualTo(importTable.prefWidth(-1));
        Bounds last = row.get(row.size() - 1).localToScene(row.get(row.size() - 1).getBoundsInLocal());
        assertThat(last.getMaxX()).isLessThanOrEqualTo(1280);
        assertThat(robot.lookup("#live-hint").queryAs(Label.class).getParent()).isNotSameAs(limit.getParent());
    }

    @Test
    void theDeployPlanIsIndentedFromTheDialogEdge() {
        DeployPlan plan = new DeployPlan("commerce-main", false, List.of(new DeployStep(DeployStep.Kind.CREATE_TABLE,
                "CreateTable commerce-main: key PK (S) + SK (S); GSI GSI1 key GSI1PK (S) + GSI1SK (S), projection"
                        + " ALL; billing PAY_PER_REQUEST", null)), List.of(), List.of("table has a stream"));
        Dialog<ButtonType> dialog = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() ->
                DeployDialog.show(stage, plan, "Type the table name to deploy to this AWS account:", name -> { })));
        WaitForAsyncUtils.waitForFxEvents();
        Snapshots.write(dialog.getDialogPane().getScene(), "live-deploy-dialog");

        Node firstLine = dialog.getDialogPane().lookup(".live-plan-line");
        Bounds bounds = firstLine.localToScene(firstLine.getBoundsInLocal());
        assertThat(bounds.getMinX()).isGreaterThanOrEqualTo(12);
        WaitForAsyncUtils.asyncFx(dialog::close);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
