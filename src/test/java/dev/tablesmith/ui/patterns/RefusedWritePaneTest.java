package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A write whose condition fails, in the run pane at 1280x800: the summary names the error, the table lists each
 * action's reason with the item as it was, and a double-click opens that item whole.
 */
@ExtendWith(ApplicationExtension.class)
class RefusedWritePaneTest {
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        DesignSession session = new DesignSession(PatternsViewModelTest.commerceMain(), null,
                new InlineTaskRunner());
        PatternsView view = new PatternsView(session);
        Scene scene = new Scene((Parent) view.root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void closeItemWindows() {
        WaitForAsyncUtils.asyncFx(() -> {
            for (Window window : List.copyOf(Window.getWindows())) {
                if (window != stage) {
                    window.hide();
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static TableView<SampleRun.Row> apply(FxRobot robot, String pattern, String input, String value) {
        TableView<PatternRow> patterns = robot.lookup(".patterns-table").queryAs(TableView.class);
        PatternRow row = patterns.getItems().stream().filter(r -> r.id().equals(pattern)).findFirst().orElseThrow();
        robot.interact(() -> {
            patterns.getSelectionModel().select(row);
            patterns.scrollTo(row);
        });
        TextField field = robot.lookup("#patterns-input-" + input).queryAs(TextField.class);
        robot.interact(() -> field.setText(value));
        robot.interact(() -> robot.lookup(".patterns-run").queryButton().fire());
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#patterns-items").queryAs(TableView.class);
    }

    private static String summary(FxRobot robot) {
        return robot.lookup(".patterns-run-summary").queryAs(Label.class).getText();
    }

    private static Optional<Stage> itemWindow() {
        return Window.getWindows().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                .filter(s -> s.getTitle() != null && s.getTitle().startsWith("Item ")).findFirst();
    }

    private static BufferedImage snapshotRunPane(FxRobot robot, String name) {
        Node pane = robot.lookup(".patterns-sample").query();
        return Snapshots.write(WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> pane.snapshot(null, null))),
                name);
    }

    @Test
    void aFailedStockCheckListsTheActionsAndOpensTheProductAsItWas(FxRobot robot) throws Exception {
        TableView<SampleRun.Row> items = apply(robot, "AP10", "qty", "99");

        assertThat(summary(robot)).startsWith("Nothing written: TransactionCanceledException: ");
        assertThat(items.getColumns()).extracting(c -> c.getText())
                .containsExactly("Action \u00b7 Reason \u00b7 Condition \u00b7 Item as it was");
        assertThat(items.getItems()).hasSize(4);
        // Eleven inputs: the sample-data pane scrolls down to the results, as a user would.
        robot.interact(() -> robot.lookup(".patterns-sample-scroll").queryAs(ScrollPane.class).setVvalue(1));
        robot.interact(() -> items.scrollTo(3));
        Snapshots.write(stage.getScene(), "run-pane-condition-failed-scene");
        BufferedImage image = snapshotRunPane(robot, "run-pane-condition-failed");
        assertThat(image.getWidth()).isGreaterThanOrEqualTo(380);

        Node stockRow = robot.lookup("#patterns-items .table-row-cell")
                .match(n -> ((IndexedCell<?>) n).getIndex() == 3).query();
        robot.clickOn(stockRow);
        snapshotRunPane(robot, "run-pane-condition-failed-selected");
        robot.doubleClickOn(stockRow);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> itemWindow().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        Stage window = itemWindow().orElseThrow();
        assertThat(window.getTitle()).isEqualTo("Item PROD#sku-101 / META");
        assertThat(robot.from(window.getScene().getRoot()).lookup(".item-details-origin").queryAs(Label.class)
                .getText()).startsWith("as it was when AP10's action 4 (Update) failed its condition · ");
    }

    @Test
    void anUpdateOfACustomerWhoDoesNotExistSaysSoInsteadOfAnEmptyRow(FxRobot robot) {
        TableView<SampleRun.Row> items = apply(robot, "W1", "customerId", "c404");

        assertThat(summary(robot)).isEqualTo("Nothing written: ConditionalCheckFailedException: The conditional"
                + " request failed");
        assertThat(items.getItems()).singleElement().satisfies(row -> assertThat(row.cells().get(3))
                .isEqualTo(RefusedWrite.NO_ITEM));
        snapshotRunPane(robot, "run-pane-condition-failed-no-item");
    }
}
