package dev.tablesmith.ui.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.review.Finding;
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
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class ReviewPanelTest {
    private DesignSession session;
    private final java.util.List<dev.tablesmith.classroom.LessonLink> learned = new java.util.ArrayList<>();
    private Scene scene;

    /** Lets the FX thread finish what @Start queued (skins, layout) before a test looks at the scene. */
    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) throws Exception {
        session = new DesignSession(ReviewPanelViewModelTest.commerceMain(), null, new InlineTaskRunner());
        ReviewPanelViewModelTest.addOrdersByCarrier(session);
        ReviewPanel panel = new ReviewPanel(session);
        panel.setOnLearnWhy(learned::add);
        scene = new Scene((Parent) panel.root(), 1280, 240);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    private String text(FxRobot robot, String selector) {
        return robot.lookup(selector).queryAs(Label.class).getText();
    }

    @Test
    void headerCountsTheFindingsAndTheListShowsTheScanError(FxRobot robot) {
        assertThat(text(robot, ".review-panel-counts")).startsWith("1 error · ");
        ListView<?> list = robot.lookup(".review-panel-list").queryAs(ListView.class);
        assertThat(list.getItems()).isNotEmpty();
        assertThat(robot.lookup(".review-panel-chip-error").queryAs(Label.class).getText()).isEqualTo("ERROR");
    }

    @Test
    void clickingAFindingShowsItsExplanationAndSelectsItsPattern(FxRobot robot) {
        ListView<?> list = robot.lookup(".review-panel-list").queryAs(ListView.class);
        Finding scan = (Finding) list.getItems().get(0);
        assertThat(scan.ruleId()).isEqualTo("scan-required");

        robot.clickOn(scan.message());

        assertThat(session.selectedPatternProperty().get()).isEqualTo("AP16");
        assertThat(text(robot, ".review-panel-detail-title")).isEqualTo("scan-required  ·  ERROR");
        assertThat(text(robot, ".review-panel-explanation")).isEqualTo(scan.explanation());
        assertThat(text(robot, ".review-panel-location")).contains("pattern AP16").contains(scan.location().path());
    }

    @Test
    void learnWhyOpensTheLessonThatTeachesTheFindingsRule(FxRobot robot) {
        ListView<?> list = robot.lookup(".review-panel-list").queryAs(ListView.class);
        Finding scan = (Finding) list.getItems().get(0);
        robot.clickOn(scan.message());

        javafx.scene.control.Hyperlink link = robot.lookup(".review-panel-learn")
                .queryAs(javafx.scene.control.Hyperlink.class);
        assertThat(link.isVisible()).isTrue();
        assertThat(link.getText()).startsWith("Learn why");
        robot.interact(link::fire); // below the fold of this 240 px panel; a click would need a scroll first

        assertThat(learned).containsExactly(dev.tablesmith.classroom.Explanations.forRule("scan-required")
                .orElseThrow().link());
    }

    @Test
    void snapshotOfThePanelAtTheBottomOfTheWindow(FxRobot robot) throws IOException {
        robot.clickOn(".review-panel-chip-error");
        BufferedImage image = Snapshots.write(scene, "designer-review");

        assertThat(image.getWidth()).isEqualTo(1280);
        assertThat(image.getHeight()).isEqualTo(240);
        Path docs = Path.of("docs", "images");
        Files.createDirectories(docs);
        Files.copy(Snapshots.FOLDER.resolve("designer-review.png"), docs.resolve("designer-review.png"),
                StandardCopyOption.REPLACE_EXISTING);
    }
}
