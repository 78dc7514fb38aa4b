package dev.tablesmith.ui.start;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.IoDesignLibrary;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.settings.Theme;
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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Renders the start screen at 1280x800 to {@code target/snapshots/start.png}, and its Learn page to
 * {@code start-learn.png}, each also in the dark theme (look at them after a UI change), and checks that nothing on
 * them is cut off at that size.
 */
@ExtendWith(ApplicationExtension.class)
class StartScreenSnapshotTest {
    @TempDir
    static Path dir;

    private Scene scene;
    private StartViewModel viewModel;

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
        viewModel = new StartViewModel(library, settings, new InlineTaskRunner(), dir);
        scene = new Scene(new StartView(viewModel).root(), 1280, 800);
        AppTheme.style(scene);
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
        assertThat(robot.lookup(".example-card").queryAll()).hasSize(7);
        assertThat(robot.lookup(".recent-name").queryAll()).hasSize(3);
    }

    @AfterEach
    void backToTheLightGallery() {
        WaitForAsyncUtils.asyncFx(() -> {
            AppTheme.setTheme(Theme.LIGHT);
            viewModel.showExamples();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void startScreenInTheDarkTheme() {
        WaitForAsyncUtils.asyncFx(() -> AppTheme.setTheme(Theme.DARK));

        BufferedImage image = Snapshots.write(scene, "start-dark");

        assertThat(brightness(image.getRGB(640, 790))).isLessThan(0.25f);
    }

    @Test
    void noTitleButtonOrRecentFileNameIsCutOffAt1280x800(FxRobot robot) {
        assertNothingCutOff(robot, 10, ".card-title", ".card-description", ".action", ".recent-name", ".app-name",
                ".tagline", ".section-subtitle", ".learn-entry-title", ".learn-entry-detail");
    }

    @Test
    void learnPageListsEveryLessonAndExerciseInsideTheWindowInBothThemes(FxRobot robot) {
        robot.clickOn(".learn-entry");
        WaitForAsyncUtils.waitForFxEvents();

        BufferedImage image = Snapshots.write(scene, "start-learn");

        assertThat(image.getHeight()).isEqualTo(800);
        assertThat(robot.lookup(".learn-lesson").queryAll()).hasSize(viewModel.learn().lessons().size())
                .hasSizeGreaterThan(5);
        assertThat(robot.lookup(".learn-exercise").queryAll()).hasSize(viewModel.learn().exercises().size())
                .hasSizeGreaterThan(5);
        assertThat(robot.lookup(".example-card").tryQuery()).isEmpty();
        for (Node item : robot.lookup(".learn-item").queryAll()) {
            Bounds bounds = item.localToScene(item.getBoundsInLocal());
            assertThat(bounds.getMaxX()).isLessThanOrEqualTo(scene.getWidth());
            assertThat(bounds.getMaxY()).isLessThanOrEqualTo(scene.getHeight());
        }
        assertNothingCutOff(robot, 30, ".learn-title", ".learn-meta", ".learn-number", ".learn-column-title",
                ".learn-back", ".section-title", ".section-subtitle");

        WaitForAsyncUtils.asyncFx(() -> AppTheme.setTheme(Theme.DARK));
        BufferedImage dark = Snapshots.write(scene, "start-learn-dark");
        assertThat(brightness(dark.getRGB(640, 790))).isLessThan(0.25f);
    }

    private static void assertNothingCutOff(FxRobot robot, int atLeast, String... selectors) {
        List<Labeled> labels = Stream.of(selectors)
                .flatMap(selector -> robot.lookup(selector).queryAllAs(Labeled.class).stream())
                .toList();

        assertThat(labels).hasSizeGreaterThan(atLeast).allSatisfy(label ->
                assertThat(shownText(label)).as("text shown for '%s'", label.getText()).isEqualTo(label.getText()));
    }

    private static float brightness(int argb) {
        int r = (argb >> 16) & 0xff;
        int g = (argb >> 8) & 0xff;
        int b = argb & 0xff;
        return Math.max(r, Math.max(g, b)) / 255f;
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
