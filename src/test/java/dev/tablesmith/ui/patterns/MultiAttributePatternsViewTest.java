package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import java.nio.file.Path;
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

/**
 * The patterns view shows the planner's words for a GSI with a multi-attribute key (tournamentId + region, then
 * round and score): the clauses of a Query and, for a pattern that skips round, why score stays out of the key.
 */
@ExtendWith(ApplicationExtension.class)
class MultiAttributePatternsViewTest {
    private DesignSession session;
    private Scene scene;

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) throws Exception {
        Design design = new JsonDesignStore().load(Path.of("src", "test", "resources", "dev", "tablesmith", "planner",
                "multi-attribute-matches.tablesmith.json"));
        session = new DesignSession(design, null, new InlineTaskRunner());
        PatternsView view = new PatternsView(session);
        scene = new Scene((javafx.scene.Parent) view.root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    private String reason(String patternId) {
        return new AccessPatternPlanner(session.table(), session.design().pricing())
                .plan(session.table().accessPattern(patternId).orElseThrow()).reason();
    }

    @Test
    void aPatternSkippingASortAttributeShowsWhyInThePatternView(FxRobot robot) {
        robot.clickOn("Score range skipping round");

        String shown = robot.lookup(".patterns-reason").queryAs(Label.class).getText();
        assertThat(shown).isEqualTo(reason("AP3")).contains("the pattern gives no equality on round, which comes "
                + "before it in GSI3's sort key");
        Snapshots.write(scene, "multi-attribute-patterns");
    }

    @Test
    void aQueryOnTheMultiAttributeKeyShowsEachClauseInItsPlace(FxRobot robot) {
        robot.clickOn("Top scores of a round");

        assertThat(robot.lookup(".patterns-reason").queryAs(Label.class).getText()).isEqualTo(reason("AP1"))
                .contains("(partition key, both attributes given); round = :round (sort key, first of 2 attributes)");
    }
}
