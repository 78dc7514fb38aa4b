package dev.tablesmith.ui.tables;

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
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Shows the table and indexes view on commerce-main and writes its snapshot, designer-tables.png. */
@ExtendWith(ApplicationExtension.class)
class TablesViewTest {
    private Scene scene;

    @Start
    void start(Stage stage) {
        DesignSession session = new DesignSession(TablesViewModelTest.commerceMain(), null, new InlineTaskRunner());
        scene = new Scene((Parent) new TablesView(session).root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String text(FxRobot robot, String from, String selector) {
        Node card = robot.lookup(from).<Node>query();
        return robot.from(card).lookup(selector).queryAs(Label.class).getText();
    }

    @Test
    void showsTheTableFactsAndOneCardPerIndexWithItsUsage(FxRobot robot) {
        assertThat(text(robot, ".tables-table-card", ".tables-table-pk")).isEqualTo("PK (S)");
        assertThat(text(robot, ".tables-table-card", ".tables-billing")).isEqualTo("On-demand");
        assertThat(text(robot, ".tables-table-card", ".tables-stream")).isEqualTo("NEW_AND_OLD_IMAGES");
        assertThat(robot.lookup(".tables-index-card").queryAll()).hasSize(2);
        assertThat(text(robot, "#tables-index-GSI1", ".tables-patterns")).isEqualTo("AP4, AP5, AP8, AP9");
        assertThat(text(robot, "#tables-index-GSI2", ".tables-patterns")).isEqualTo("AP6");
        assertThat(text(robot, "#tables-index-GSI2", ".tables-writers"))
                .isEqualTo("1 entity: Order when status = PENDING");
        assertThat(robot.from(robot.lookup("#tables-index-GSI2").<Node>query()).lookup(".tables-sparse").queryAll())
                .hasSize(1);
        assertThat(text(robot, "#tables-index-GSI2", ".tables-storage")).contains("items").doesNotContain("entries", "0.0000");
    }

    @Test
    void snapshotIsWrittenAt1280x800(FxRobot robot) throws IOException {
        BufferedImage image = Snapshots.write(scene, "designer-tables");
        Path docs = Path.of("docs", "images");
        Files.createDirectories(docs);
        Files.copy(Snapshots.FOLDER.resolve("designer-tables.png"), docs.resolve("designer-tables.png"),
                StandardCopyOption.REPLACE_EXISTING);

        assertThat(image.getWidth()).isEqualTo(1280);
        assertThat(image.getHeight()).isEqualTo(800);
    }
}
