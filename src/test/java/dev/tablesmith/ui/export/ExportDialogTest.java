package dev.tablesmith.ui.export;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.export.Exporters;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.settings.Theme;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Choosing Markdown in the export dialog previews it, and Save writes exactly the Markdown export to the file. */
@ExtendWith(ApplicationExtension.class)
class ExportDialogTest {
    @TempDir
    static Path folder;

    private Design design;
    private Scene scene;

    @Start
    void start(Stage stage) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        design = gallery.load(gallery.find("commerce-main").orElseThrow());
        DesignSession session = new DesignSession(design, null, new FxTaskRunner());
        ExportViewModel viewModel = new ExportViewModel(session, Exporters.all());
        ExportDialog dialog = new ExportDialog(viewModel,
                vm -> Optional.of(folder.resolve(vm.suggestedFileName())));
        scene = new Scene(dialog.root());
        AppTheme.style(scene);
        stage.setScene(scene);
        stage.show();
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void choosingMarkdownAndSavingWritesTheMarkdownExport(FxRobot robot) throws Exception {
        String markdown = Exporters.byId("markdown").orElseThrow().export(design);
        ListView<?> formats = robot.lookup(".export-formats").queryAs(ListView.class);
        int row = Exporters.ids().indexOf("markdown");
        robot.interact(() -> formats.scrollTo(row));
        robot.clickOn(robot.lookup(".export-format-title").match((javafx.scene.control.Label l) ->
                l.getText().equals(Exporters.byId("markdown").orElseThrow().title())).queryAs(javafx.scene.Node.class));
        TextArea preview = robot.lookup(".export-preview").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> preview.getText().startsWith("# "));
        assertThat(markdown).startsWith(preview.getText().lines().findFirst().orElseThrow());

        robot.clickOn("Save…");
        Path saved = folder.resolve("commerce-main.md");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> Files.exists(saved));
        assertThat(Files.readString(saved)).isEqualTo(markdown);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> robot.lookup(".export-message")
                .queryLabeled().getText().equals("Saved " + saved));
    }

    @Test
    void snapshotOfTheDialogAtItsNaturalSize(FxRobot robot) throws Exception {
        TextArea preview = robot.lookup(".export-preview").queryAs(TextArea.class);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> preview.getText().contains("DataModel"));
        ListView<?> formats = robot.lookup(".export-formats").queryAs(ListView.class);
        robot.interact(() -> formats.getSelectionModel().select(Exporters.ids().indexOf("markdown")));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> preview.getText().startsWith("# "));
        robot.interact(() -> formats.scrollTo(1));
        Snapshots.write(scene, "export-dialog");
        assertThat(Files.exists(Snapshots.FOLDER.resolve("export-dialog.png"))).isTrue();
        robot.interact(() -> AppTheme.setTheme(Theme.DARK));
        try {
            Snapshots.write(scene, "export-dialog-dark");
        } finally {
            robot.interact(() -> AppTheme.setTheme(Theme.LIGHT));
        }
    }
}
