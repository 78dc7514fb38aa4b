package dev.tablesmith.ui.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.FaultyStreams;
import dev.tablesmith.io.WriteFaults;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The app's Export dialog saving over an existing file on a disk that fills up mid-write (issue 21): the dialog
 * says in one line that the file could not be written and is unchanged, and the file is byte for byte the old one.
 */
@ExtendWith(ApplicationExtension.class)
class ExportDialogWriteFailureTest {
    private static final byte[] OLD = "# the old document\n".getBytes(StandardCharsets.UTF_8);

    @TempDir
    static Path folder;

    private Scene scene;

    @Start
    void start(Stage stage) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        ExportViewModel viewModel = new ExportViewModel(new DesignSession(design, null, new FxTaskRunner()),
                Exporters.all());
        ExportDialog dialog = new ExportDialog(viewModel, vm -> Optional.of(folder.resolve(vm.suggestedFileName())));
        scene = new Scene(dialog.root());
        AppTheme.style(scene);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void savingOnAFullDiskSaysSoAndKeepsTheOldFile(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        ListView<?> formats = robot.lookup(".export-formats").queryAs(ListView.class);
        TextArea preview = robot.lookup(".export-preview").queryAs(TextArea.class);
        robot.interact(() -> formats.getSelectionModel().select(Exporters.ids().indexOf("markdown")));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> preview.getText().startsWith("# "));
        Path target = folder.resolve("commerce-main.md");
        Files.write(target, OLD);

        try (AutoCloseable fault = WriteFaults.wrapWritesTo(target, FaultyStreams.diskFullAfter(1000))) {
            robot.clickOn("Save…");
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup(".export-message").queryLabeled()
                    .getText().contains("no space"));
        }

        assertThat(robot.lookup(".export-message").queryLabeled().getText()).isEqualTo("cannot write " + target
                + ": no space left on device; commerce-main.md is unchanged");
        assertThat(Files.readAllBytes(target)).isEqualTo(OLD);
        assertThat(FaultyStreams.temps(folder)).isEmpty();
        Snapshots.write(scene, "export-dialog-full-disk");
    }
}
