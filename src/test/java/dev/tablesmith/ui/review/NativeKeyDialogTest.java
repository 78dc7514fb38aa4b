package dev.tablesmith.ui.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.review.Finding;
import dev.tablesmith.review.Leaderboard;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import java.util.concurrent.TimeUnit;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The review panel's native-multi-attribute-key finding on the leaderboard: "Preview and apply…" shows the engine's
 * before/after (p4's negative score joins GSI1), Apply re-keys GSI1 in one edit, and undo gives the design back.
 */
@ExtendWith(ApplicationExtension.class)
class NativeKeyDialogTest {
    private DesignSession session;
    private Design original;
    private Scene scene;

    @Start
    void start(Stage stage) {
        original = Design.of("leaderboard", Leaderboard.table());
        session = new DesignSession(original, null, new InlineTaskRunner());
        ReviewPanel panel = new ReviewPanel(session);
        scene = new Scene((Parent) panel.root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void previewShowsTheChangeAndApplyMakesItAsOneUndoableEdit(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        ListView<?> list = robot.lookup(".review-panel-list").queryAs(ListView.class);
        Finding finding = list.getItems().stream().map(Finding.class::cast)
                .filter(f -> f.ruleId().equals("native-multi-attribute-key")).findFirst().orElseThrow();
        robot.interact(() -> session.selectedEntityProperty().set(null));
        robot.clickOn(finding.message());
        Button preview = robot.lookup(".review-panel-apply").queryButton();
        assertThat(preview.isVisible()).isTrue();
        Snapshots.write(scene, "review-native-key-panel");

        robot.interact(preview::fire);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> robot.lookup(".review-native-dialog").tryQuery()
                .isPresent());

        assertThat(robot.lookup(".review-native-membership").queryAs(Label.class).getText())
                .isEqualTo("In GSI1: 4 sample items before, 5 after. Joins: Score PK=PLAYER#p4 SK=TOURNAMENT#T1. "
                        + "Leaves: none.");
        assertThat(robot.lookup(".review-native-writes").queryAs(Label.class).getText())
                .startsWith("Writes: putting every sample item costs 9 WCU before, 10 after");
        assertThat(robot.lookup(".review-native-storage").queryAs(Label.class).getText())
                .contains("for 5,000 of them");
        // Only p4 (joins) is highlighted: the other items keep their order.
        assertThat(robot.lookup(".review-native-moved").queryAllAs(Label.class)).extracting(Label::getText)
                .containsExactly("+ -5 · p4   Score PK=PLAYER#p4 SK=TOURNAMENT#T1");
        DialogPane pane = robot.lookup(".dialog-pane").queryAs(DialogPane.class);
        Snapshots.write(pane.getScene(), "review-native-key-dialog");

        robot.interact(() -> ((Button) pane.lookupButton(NativeKeyDialog.APPLY)).fire());

        assertThat(session.table().index("GSI1").orElseThrow().keySchema().partitionKey())
                .containsExactly(KeyAttribute.s("tournamentId"), KeyAttribute.s("region"));
        robot.interact(session::undo);
        assertThat(session.design()).isEqualTo(original);
    }
}
