package dev.tablesmith.ui.start;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.DesignWindows;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.OpenedDesign;
import dev.tablesmith.ui.SampleDesigns;
import dev.tablesmith.ui.recovery.RecoveryStore;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The start window hides while a designer window is open and comes back when the last one closes. */
@ExtendWith(ApplicationExtension.class)
class StartWindowPresenceTest {
    @TempDir
    static Path folder;

    private Stage start;
    private DesignWindows windows;
    private final List<String> quits = new ArrayList<>();

    @Start
    void start(Stage stage) {
        start = new Stage();
        start.setScene(new Scene(new Pane(), 400, 300));
        start.show();
        windows = new DesignWindows(new InlineTaskRunner(), new RecoveryStore(folder.resolve("recovery"),
                new JsonDesignStore()), Duration.ofMinutes(5));
        StartWindowPresence.follow(start, windows);
        windows.setOnQuit(() -> quits.add("quit")); // instead of ending the test JVM's toolkit
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Stage open() {
        return WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> windows.open(
                new OpenedDesign(SampleDesigns.commerce(null), null, "Example: Commerce"))));
    }

    @Test
    void hidesWhileDesignsAreOpenAndComesBackAfterTheLastCloses(FxRobot robot) {
        Stage first = open();
        Stage second = open();
        assertThat(start.isShowing()).isFalse();

        robot.interact(first::close);
        assertThat(start.isShowing()).as("one designer is still open").isFalse();

        robot.interact(second::close);
        assertThat(start.isShowing()).isTrue();
    }

    @Test
    void quitClosesEveryCleanDesignerAndQuitsWithoutShowingTheStartWindow(FxRobot robot) {
        Stage first = open();
        Stage second = open();

        boolean quit = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(windows::quit));

        assertThat(quit).isTrue();
        assertThat(quits).containsExactly("quit");
        assertThat(first.isShowing()).isFalse();
        assertThat(second.isShowing()).isFalse();
        assertThat(start.isShowing()).isFalse();
        assertThat(windows.openCount()).isZero();
        robot.interact(start::show);
    }
}
