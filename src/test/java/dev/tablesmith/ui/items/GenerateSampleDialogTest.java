package dev.tablesmith.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import dev.tablesmith.ui.collections.CollectionsView;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** From an empty design's Item collections to generated sample data, through the dialog, and back with undo. */
@ExtendWith(ApplicationExtension.class)
class GenerateSampleDialogTest {
    private final FxTaskRunner tasks = new FxTaskRunner();
    private DesignSession session;
    private CollectionsView view;
    private Scene scene;

    @Start
    void start(Stage stage) {
        session = new DesignSession(BlogDesign.empty(), null, tasks);
        view = new CollectionsView(session);
        scene = new Scene((javafx.scene.Parent) view.root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @BeforeEach
    void settle() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void stopWorkers() {
        tasks.shutdown();
    }

    @Test
    void theEmptyStateGeneratesSampleDataInOneUndoableEdit(FxRobot robot) throws Exception {
        Label empty = robot.lookup(".collections-empty-text").queryAs(Label.class);
        assertThat(empty.getText()).startsWith("The table has no items yet.");
        Snapshots.write(scene, "collections-empty");

        robot.clickOn("#collections-generate");
        WaitForAsyncUtils.waitForFxEvents();
        TextField count = robot.lookup("#generate-sample-count").queryAs(TextField.class);
        robot.interact(() -> count.setText("12"));
        Scene dialog = count.getScene();
        Snapshots.write(dialog, "generate-sample-dialog");
        robot.clickOn("#generate-sample-generate");

        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> session.table().entities().stream()
                .allMatch(e -> e.records().size() == 12));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !view.viewModel().content().rows().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        Label message = robot.lookup("#generate-sample-message").queryAs(Label.class);
        assertThat(message.getText()).startsWith("Generated 36 records (User 12, Post 12, Comment 12), seed 42.");
        Snapshots.write(dialog, "generate-sample-done");
        robot.clickOn("#generate-sample-close");
        WaitForAsyncUtils.waitForFxEvents();
        Snapshots.write(scene, "collections-generated");

        robot.interact(session::undo);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.viewModel().content().rows().isEmpty());
        assertThat(session.table().entities()).allMatch(e -> e.records().isEmpty());
    }
}
