package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.TablesmithApp;
import java.util.concurrent.TimeUnit;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The view with the app's real task runner: planning and the sample run happen on worker threads. */
@ExtendWith(ApplicationExtension.class)
class PatternsViewBackgroundTest {
    private final FxTaskRunner tasks = new FxTaskRunner();
    private PatternsView view;

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void stopWorkers() {
        tasks.shutdown();
    }

    @Start
    void start(Stage stage) throws Exception {
        DesignSession session = new DesignSession(PatternsViewModelTest.commerceMain(), null, tasks);
        view = new PatternsView(session);
        Scene scene = new Scene((Parent) view.root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void plansArriveFromTheBackgroundAndASampleRunFollows(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.viewModel().rows().size() == 18);

        robot.clickOn("Open orders");
        robot.clickOn("Run on sample data");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.viewModel().sampleRunProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup(".patterns-run-summary").queryAs(Label.class).getText()).startsWith("Count ");
        assertThat(robot.lookup(".patterns-items").<TableView<?>>query().getColumns().get(0).getText())
                .isEqualTo("PK");
    }
}
