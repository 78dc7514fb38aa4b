package dev.tablesmith.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.DesignWindows;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.OpenedDesign;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.recovery.RecoveryStore;
import dev.tablesmith.ui.settings.Theme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File &gt; Quit (Ctrl+Q) with unsaved changes asks Save / Don't save / Cancel; Save writes the file in the background
 * and then the app quits, without a second Quit; a cancelled Save As stops the quit and leaves the window open.
 */
@ExtendWith(ApplicationExtension.class)
class QuitAfterSaveTest {
    @TempDir
    static Path dir;

    private final JsonDesignStore store = new JsonDesignStore();
    private final FxTaskRunner tasks = new FxTaskRunner();
    private final List<String> events = new ArrayList<>();
    private final AtomicReference<Path> saveAsAnswer = new AtomicReference<>();
    private DesignWindows windows;

    @Start
    void start(Stage stage) throws Exception {
        Path config = Files.createTempDirectory(dir, "config");
        windows = new DesignWindows(tasks, new RecoveryStore(config.resolve("recovery"), store),
                Duration.ofMinutes(5));
        windows.setOnQuit(() -> events.add("quit")); // instead of ending the test JVM's toolkit
        windows.setOnLastClosed(() -> events.add("start screen"));
        // Monocle has no native file dialog: Save As is answered with the file the test chose (null: cancelled).
        windows.setSaveAsChooser((owner, folder, name) -> saveAsAnswer.get());
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void closeDesigners() {
        WaitForAsyncUtils.asyncFx(() -> {
            for (Window window : List.copyOf(Window.getWindows())) {
                window.hide();
            }
            AppTheme.setTheme(Theme.LIGHT);
        });
        WaitForAsyncUtils.waitForFxEvents();
        tasks.shutdown();
    }

    private static Design commerce() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        return gallery.load(gallery.find("commerce-main").orElseThrow());
    }

    private Stage open(OpenedDesign design) {
        Stage stage = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> windows.open(design)));
        WaitForAsyncUtils.waitForFxEvents();
        return stage;
    }

    private Stage openDirtyFile(Path file) throws Exception {
        store.save(commerce(), file);
        Stage stage = open(OpenedDesign.fromFile(store.load(file), file));
        DesignSession session = windows.sessionOf(stage).orElseThrow();
        WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> session.push(DesignEdits.setKeyTemplate(
                "commerce-main", "Order", "SK", "ORDER#{orderId}", null))));
        WaitForAsyncUtils.waitForFxEvents();
        return stage;
    }

    private static void pressQuit(FxRobot robot, Stage stage) {
        robot.clickOn(stage.getScene().getRoot()).press(KeyCode.CONTROL, KeyCode.Q).release(KeyCode.Q,
                KeyCode.CONTROL);
    }

    private static Optional<DialogPane> dialog(String title) {
        return Window.getWindows().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                .filter(s -> title.equals(s.getTitle()) && s.getScene().getRoot() instanceof DialogPane)
                .map(s -> (DialogPane) s.getScene().getRoot()).findFirst();
    }

    private static DialogPane waitForDialog(String title) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> dialog(title).isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return dialog(title).orElseThrow();
    }

    private static void press(DialogPane pane, String buttonText, FxRobot robot) {
        Button button = pane.getButtonTypes().stream().map(t -> (Button) pane.lookupButton(t))
                .filter(b -> buttonText.equals(b.getText())).findFirst().orElseThrow();
        robot.clickOn(button);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void quitThenSaveWritesTheFileAndQuitsWithoutASecondQuit(FxRobot robot) throws Exception {
        Path file = Files.createTempDirectory(dir, "designs").resolve("commerce-main.tablesmith.json");
        Stage stage = openDirtyFile(file);

        pressQuit(robot, stage);
        DialogPane question = waitForDialog("Unsaved changes");
        Snapshots.write(question.getScene(), "quit-unsaved-changes");
        press(question, "Save", robot);

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> events.contains("quit"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(events).containsExactly("quit");
        assertThat(stage.isShowing()).isFalse();
        assertThat(windows.openCount()).isZero();
        assertThat(store.load(file).table().entity("Order").orElseThrow().key("SK").orElseThrow().template())
                .isEqualTo("ORDER#{orderId}");
    }

    @Test
    void quitThenSaveOfANewDesignAsksForTheFileThenQuits(FxRobot robot) throws Exception {
        Path target = Files.createTempDirectory(dir, "designs").resolve("new.tablesmith.json");
        saveAsAnswer.set(target);
        Stage clean = open(OpenedDesign.fromFile(commerce(), Files.createTempDirectory(dir, "other")
                .resolve("clean.tablesmith.json")));
        Stage unsaved = open(OpenedDesign.imported(commerce(), dir.resolve("model.json"), "NoSQL Workbench model",
                List.of()));

        pressQuit(robot, unsaved);
        press(waitForDialog("Unsaved changes"), "Save", robot);

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> events.contains("quit"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(events).containsExactly("quit");
        assertThat(clean.isShowing()).isFalse();
        assertThat(unsaved.isShowing()).isFalse();
        assertThat(store.load(target).name()).isEqualTo("commerce-main");
    }

    @Test
    void cancellingTheSaveAsChooserStopsTheQuitAndALaterQuitStillWorks(FxRobot robot) throws Exception {
        saveAsAnswer.set(null);
        Stage unsaved = open(OpenedDesign.imported(commerce(), dir.resolve("model.json"), "NoSQL Workbench model",
                List.of()));

        pressQuit(robot, unsaved);
        press(waitForDialog("Unsaved changes"), "Save", robot);

        assertThat(unsaved.isShowing()).isTrue();
        assertThat(events).isEmpty();

        pressQuit(robot, unsaved);
        press(waitForDialog("Unsaved changes"), "Don't save", robot);

        assertThat(events).containsExactly("quit");
        assertThat(unsaved.isShowing()).isFalse();
    }
}
