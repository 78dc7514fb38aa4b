package dev.tablesmith.ui.start;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.FakeDesignLibrary;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.OpenedDesign;
import dev.tablesmith.ui.TablesmithApp;
import dev.tablesmith.ui.settings.UserSettingsStore;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

@ExtendWith(ApplicationExtension.class)
class StartViewTest {
    @TempDir
    static Path dir;

    private final List<OpenedDesign> opened = new CopyOnWriteArrayList<>();
    private Path existing;
    private Path missing;

    /** Lets the FX thread finish what @Start queued (skins, layout) before a test looks at the scene. */
    @org.junit.jupiter.api.BeforeEach
    void settleAfterStart() {
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) throws IOException {
        Path folder = Files.createTempDirectory(dir, "designs");
        existing = Files.writeString(folder.resolve("orders.tablesmith.json"), "{}");
        missing = folder.resolve("moved-away.tablesmith.json");
        UserSettingsStore settings = new UserSettingsStore(folder.resolve("config"));
        settings.update(s -> s.withRecentFile(missing).withRecentFile(existing));
        FakeDesignLibrary library = new FakeDesignLibrary()
                .withExample("commerce-main", "Commerce", "Customers, orders and order items in one table.")
                .withExample("chat", "Chat rooms", "Rooms, members and messages.")
                .withFile(existing, FakeDesignLibrary.design("orders"));
        StartViewModel viewModel = new StartViewModel(library, settings, new InlineTaskRunner());
        viewModel.setOnDesignOpened(opened::add);
        Scene scene = new Scene(new StartView(viewModel).root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
        viewModel.start();
    }

    @Test
    void galleryShowsACardWithTitleAndDescriptionPerExample(FxRobot robot) {
        assertThat(robot.lookup(".example-card .card-title").queryAllAs(Label.class))
                .extracting(Label::getText).containsExactly("Commerce", "Chat rooms");
        assertThat(robot.lookup(".example-card .card-description").queryAllAs(Label.class))
                .extracting(Label::getText)
                .containsExactly("Customers, orders and order items in one table.", "Rooms, members and messages.");
    }

    @Test
    void clickingAnExampleCardOpensTheExample(FxRobot robot) {
        robot.clickOn("Chat rooms");

        assertThat(opened).extracting(o -> o.design().name()).containsExactly("chat");
    }

    @Test
    void recentFileThatIsMissingIsGreyedAndMarkedNotFound(FxRobot robot) {
        ListCell<?> missingCell = robot.lookup(".recent-files .list-cell.missing").queryAs(ListCell.class);

        assertThat(((RecentFileRow) missingCell.getItem()).file()).isEqualTo(missing.toAbsolutePath());
        assertThat(robot.from(missingCell).lookup(".badge").queryAs(Label.class).getText()).isEqualTo("not found");
        assertThat(robot.lookup(".badge").queryAll()).hasSize(1);
    }

    @Test
    void clickingARecentFileOpensIt(FxRobot robot) {
        robot.clickOn("orders");

        assertThat(opened).singleElement().satisfies(o -> assertThat(o.sourceFile()).contains(existing));
    }

    @Test
    void enterOnASelectedRecentFileOpensIt(FxRobot robot) {
        ListView<?> recent = robot.lookup(".recent-files").queryListView();
        robot.interact(() -> {
            recent.requestFocus();
            recent.getSelectionModel().select(0);
        });

        robot.type(KeyCode.ENTER);

        assertThat(opened).singleElement().satisfies(o -> assertThat(o.sourceFile()).contains(existing));
    }

    @Test
    void newDesignButtonOpensAnUntitledDesign(FxRobot robot) {
        robot.clickOn("New design");

        assertThat(opened).extracting(o -> o.design().name()).containsExactly(StartViewModel.NEW_DESIGN_NAME);
    }
}
