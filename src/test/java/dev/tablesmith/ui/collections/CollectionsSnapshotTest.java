package dev.tablesmith.ui.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TitledPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Renders the collections view on commerce-main at 1280x800: the table with AP3 selected
 * ({@code designer-collections.png}) and GSI2 with its excluded items ({@code designer-collections-gsi2.png}).
 */
@ExtendWith(ApplicationExtension.class)
class CollectionsSnapshotTest {
    private DesignSession session;
    private CollectionsView view;
    private Scene scene;

    @Start
    void start(Stage stage) {
        session = new DesignSession(CommerceMain.design(), null, new InlineTaskRunner());
        view = new CollectionsView(session);
        scene = new Scene((Parent) view.root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void publish(String name) throws IOException {
        Path docs = Path.of("docs", "images");
        Files.createDirectories(docs);
        Files.copy(Snapshots.FOLDER.resolve(name + ".png"), docs.resolve(name + ".png"),
                StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void tableWithAp3SelectedIsWrittenAsPng(FxRobot robot) throws IOException {
        robot.interact(() -> session.selectedPatternProperty().set("AP3"));
        BufferedImage image = Snapshots.write(scene, "designer-collections");
        publish("designer-collections");

        assertThat(image.getWidth()).isEqualTo(1280);
        assertThat(image.getHeight()).isEqualTo(800);
        assertThat(robot.lookup(".collections-returned").queryAll()).hasSize(3);
        assertThat(robot.lookup(".collections-legend").query().isVisible()).isTrue();
    }

    @Test
    void gsi2WithExcludedItemsIsWrittenAsPng(FxRobot robot) throws IOException {
        robot.interact(() -> {
            view.viewModel().selectedViewProperty().set("GSI2");
            robot.lookup(".collections-excluded").queryAs(TitledPane.class).setExpanded(true);
        });
        BufferedImage image = Snapshots.write(scene, "designer-collections-gsi2");
        publish("designer-collections-gsi2");

        assertThat(image.getHeight()).isEqualTo(800);
        assertThat(robot.lookup(".collections-excluded-reason").queryAll()).isNotEmpty();
    }
}
