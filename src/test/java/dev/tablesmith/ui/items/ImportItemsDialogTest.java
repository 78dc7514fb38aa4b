package dev.tablesmith.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Import items…: a batch-write file read in the background, reported, applied as one edit that Undo takes back. */
@ExtendWith(ApplicationExtension.class)
class ImportItemsDialogTest {
    private final FxTaskRunner tasks = new FxTaskRunner();
    private DesignSession session;
    private Design original;
    private ImportItemsDialog dialog;
    @TempDir
    Path dir;

    @Start
    void start(Stage stage) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        original = gallery.load(gallery.find("commerce-main").orElseThrow());
        session = new DesignSession(original, null, tasks);
        dialog = new ImportItemsDialog(new ImportItemsViewModel(session));
        Scene scene = new Scene(dialog.root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stopWorkers() {
        tasks.shutdown();
    }

    @Test
    void importsAFileReportsRefusalsAndUndoRestoresTheDesign(FxRobot robot) throws Exception {
        Path file = dir.resolve("orders-batch.json");
        Files.writeString(file, "{\"commerce-main\": [\n"
                + "  {\"PutRequest\": {\"Item\": {\"PK\": {\"S\": \"NOTE#1\"}, \"SK\": {\"S\": \"x\"}}}},\n"
                + "  {\"PutRequest\": {\"Item\": {\"PK\": {\"S\": \"NOTE#2\"}}}},\n"
                + "  {\"PutRequest\": {\"Item\": {\"PK\": {\"S\": \"NOTE#3\"}, \"SK\": {\"S\": \"x\"},"
                + " \"GSI1PK\": {\"N\": \"7\"}}}},\n"
                + "  {\"DeleteRequest\": {\"Key\": {\"PK\": {\"S\": \"ORDER#o3\"}, \"SK\": {\"S\": \"ITEM#sku-150\"}}}}\n"
                + "]}");
        robot.interact(() -> dialog.viewModel().importFiles(List.of(file)));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !dialog.viewModel().runningProperty().get()
                && !dialog.viewModel().report().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(dialog.viewModel().failedProperty().get()).isFalse();
        assertThat(robot.lookup(".import-items-line").queryAllAs(Label.class)).extracting(Label::getText)
                .containsExactly("orders-batch.json: batch-write-item request, 4 writes",
                        "commerce-main: 1 added, 0 replaced, 1 deleted; 0 records of entities, 1 explicit item");
        ListView<?> refused = robot.lookup(".import-items-refused").queryAs(ListView.class);
        assertThat(refused.getItems()).extracting(Object::toString).containsExactly(
                "orders-batch.json: /commerce-main/1/PutRequest/Item: the table's sort key SK is missing: every item"
                        + " needs its full primary key",
                "orders-batch.json: /commerce-main/2/PutRequest/Item: GSI1's partition key GSI1PK is of type S,"
                        + " not N");
        assertThat(robot.lookup(".import-items-message").queryAs(Label.class).getText())
                .isEqualTo("Imported: 1 added, 0 replaced, 1 deleted; 2 refused. Edit > Undo takes it back.");
        assertThat(session.design().table().items()).hasSize(1);
        assertThat(session.commands().undoDescription()).contains("Import items (1 added, 0 replaced, 1 deleted)");
        Snapshots.write(dialog.root().getScene(), "import-items");

        robot.interact(session::undo);
        assertThat(session.design()).isEqualTo(original);
        robot.interact(session::redo);
        assertThat(session.design().table().items()).hasSize(1);
    }

    @Test
    void aFileThatIsNotSampleDataChangesNothingAndSaysWhereItIsBroken(FxRobot robot) throws Exception {
        Path file = dir.resolve("broken.json");
        Files.writeString(file, "{\"Items\": [\n  {\"PK\": {\"S\": \"a\"}\n]}");
        robot.interact(() -> dialog.viewModel().importFiles(List.of(file)));
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> dialog.viewModel().failedProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(dialog.viewModel().messageProperty().get()).startsWith("Nothing imported. broken.json:3:1: ");
        assertThat(session.design()).isSameAs(original);
        assertThat(session.commands().canUndo()).isFalse();
    }
}
