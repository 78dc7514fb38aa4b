package dev.tablesmith.ui.compare;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.settings.Theme;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The compare window on commerce-main v2 against v1: grouped changes with coloured impact tags, and the cost. */
@ExtendWith(ApplicationExtension.class)
class CompareViewTest {
    private CompareView view;
    private Scene scene;

    @Start
    void start(Stage stage) throws Exception {
        DesignSession session = new DesignSession(new JsonDesignStore().load(GitFixture.V2),
                Path.of("shop.tablesmith.json"), new InlineTaskRunner());
        view = new CompareView(new CompareViewModel(session));
        scene = new Scene((Parent) view.root(), 1100, 900);
        AppTheme.style(scene);
        stage.setScene(scene);
        stage.show();
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void lightAgain(FxRobot robot) {
        robot.interact(() -> AppTheme.setTheme(Theme.LIGHT));
    }

    @Test
    void theDiffIsGroupedWithImpactTagsAndIsWrittenAsPng(FxRobot robot) throws IOException {
        robot.interact(() -> view.viewModel().compareWithFile(GitFixture.V1));
        WaitForAsyncUtils.waitForFxEvents();

        List<String> sections = robot.lookup(".compare-section-title").queryAllAs(Label.class).stream()
                .map(Label::getText).toList();
        assertThat(sections).containsExactly("Monthly cost", "Indexes", "Entities and key templates",
                "Access patterns and plans", "Review findings");
        assertThat(robot.lookup(".compare-tone-danger").queryAllAs(Label.class)).extracting(Label::getText)
                .containsExactly("migration");
        assertThat(robot.lookup(".compare-tone-warning").queryAllAs(Label.class)).extracting(Label::getText)
                .contains("backfill", "items updated");
        assertThat(robot.lookup(".compare-cost-up").queryAll()).isNotEmpty();
        BufferedImage image = Snapshots.write(scene, "compare");
        Path docs = Path.of("docs", "images");
        Files.createDirectories(docs);
        Files.copy(Snapshots.FOLDER.resolve("compare.png"), docs.resolve("compare.png"),
                StandardCopyOption.REPLACE_EXISTING);
        assertThat(image.getWidth()).isEqualTo(1100);
    }

    @Test
    void theDarkThemeUsesTheDarkPalette(FxRobot robot) {
        robot.interact(() -> {
            AppTheme.setTheme(Theme.DARK);
            view.viewModel().compareWithFile(GitFixture.V1);
        });
        WaitForAsyncUtils.waitForFxEvents();

        Snapshots.write(scene, "compare-dark");
        Label migration = robot.lookup(".compare-tone-danger").queryAs(Label.class);
        assertThat(migration.getTextFill()).isNotEqualTo(javafx.scene.paint.Color.web("#b42318"));
    }

    @Test
    void aFailureIsShownInOneLineAndNothingElseChanges(FxRobot robot) {
        robot.interact(() -> view.viewModel().compareWithFile(Path.of("no-such.tablesmith.json")));
        WaitForAsyncUtils.waitForFxEvents();

        Label failure = robot.lookup(".compare-failure").queryAs(Label.class);
        assertThat(failure.isVisible()).isTrue();
        assertThat(failure.getText()).contains("no-such.tablesmith.json").doesNotContain("\n");
        assertThat(robot.lookup(".compare-section-title").queryAll()).isEmpty();
    }
}
