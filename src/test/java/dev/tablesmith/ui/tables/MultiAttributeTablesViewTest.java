package dev.tablesmith.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.examples.LeaderboardDesign;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The table and its indexes at 1280x800 with a 3+2-attribute GSI ({@code target/snapshots/
 * tables-multi-attribute.png}): the GSI's card lists its partition and sort attributes in key order with their
 * types, whole, and names the entity whose own attributes put its items there.
 */
@ExtendWith(ApplicationExtension.class)
class MultiAttributeTablesViewTest {
    private Scene scene;

    @Start
    void start(Stage stage) {
        DesignSession session = new DesignSession(LeaderboardDesign.design(), null, new InlineTaskRunner());
        scene = new Scene((Parent) new TablesView(session).root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theCardShowsTheWholeKeyInKeyOrderAndItsWriter(FxRobot robot) {
        Snapshots.write(scene, "tables-multi-attribute");

        var texts = robot.lookup(n -> n instanceof Labeled l && l.isVisible() && l.getText() != null)
                .queryAllAs(Labeled.class);
        assertThat(texts).extracting(Labeled::getText).anySatisfy(t -> assertThat(t)
                .contains("tournamentId (S) + region (S) + round (N)"));
        assertThat(texts).extracting(Labeled::getText).anySatisfy(t -> assertThat(t).contains("1 entity: Score"));
        for (Labeled label : texts) {
            if (label.getText().contains("tournamentId (S) + region (S)")) {
                assertThat(label.getWidth()).as("shown whole: " + label.getText())
                        .isGreaterThanOrEqualTo(label.prefWidth(-1) - 0.5);
            }
        }
    }
}
