package dev.tablesmith.ui.start;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.IoDesignLibrary;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import dev.tablesmith.ui.settings.UserSettingsStore;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * Renders the start screen at 1280x800 to {@code target/snapshots/start.png} (look at it after a UI change) and
 * checks that nothing on it is cut off at that size.
 */
@ExtendWith(ApplicationExtension.class)
class StartScreenSnapshotTest {
    @TempDir
    static Path dir;

    private Scene scene;

    /** Lets the FX thread finish what @Start queued (skins, layout) before a test looks at the scene. */
    @org.junit.jupiter.api.BeforeEach
    void settleAfterStart() {
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) throws IOException {
        Path projects = Files.createDirectories(dir.resolve("projects/shop/design"));
        Path orders = Files.writeString(projects.resolve("orders.tablesmith.json"), "{}");
        Path catalog = Files.writeString(projects.resolve("catalog.tablesmith.json"), "{}");
        UserSettingsStore settings = new UserSettingsStore(dir.resolve("config"));
        settings.update(s -> s.withRecentFile(dir.resolve("old/inventory.tablesmith.json"))
                .withRecentFile(catalog).withRecentFile(orders));
        // The real bundled gallery, so the snapshot (and the README image made from it) shows what users see.
        IoDesignLibrary library = new IoDesignLibrary();
        StartViewModel viewModel = new StartViewModel(library, settings, new InlineTaskRunner(), dir);
        scene = new Scene(new StartView(viewModel).root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
        viewModel.start();
    }

    @Test
    void startScreenAt1280x800IsWrittenAsPng(FxRobot robot) {
        BufferedImage image = Snapshots.write(scene, "start");

        assertThat(image.getWidth()).isEqualTo(1280);
        assertThat(image.getHeight()).isEqualTo(800);
        assertThat(Snapshots.FOLDER.resolve("start.png")).isNotEmptyFile();
        assertThat(robot.lookup(".example-card").queryAll()).hasSize(5);
        assertThat(robot.lookup(".recent-name").queryAll()).hasSize(3);
    }

    @Test
    void noTitleButtonOrRecentFileNameIsCutOffAt1280x800(FxRobot robot) {
        List<Labeled> labels = Stream.of(".card-title", ".card-description", ".action", ".recent-name", ".app-name",
                        ".tagline", ".section-subtitle")
                .flatMap(selector -> robot.lookup(selector).queryAllAs(Labeled.class).stream())
                .toList();

        assertThat(labels).hasSizeGreaterThan(10).allSatisfy(label ->
                assertThat(shownText(label)).as("text shown for '%s'", label.getText()).isEqualTo(label.getText()));
    }

    @Test
    void everyExampleCardIsFullyInsideTheWindow(FxRobot robot) {
        for (Node card : robot.lookup(".example-card").queryAll()) {
            Bounds bounds = card.localToScene(card.getBoundsInLocal());
            assertThat(bounds.getMaxX()).isLessThanOrEqualTo(scene.getWidth());
            assertThat(bounds.getMaxY()).isLessThanOrEqualTo(scene.getHeight());
        }
    }

    /** The text a label actually draws: its text, or an ellipsis form of it when it does not fit. */
    private static String shownText(Labeled label) {
        Node text = label.lookup(".text");
        return text instanceof Text drawn ? drawn.getText() : "";
    }
}
