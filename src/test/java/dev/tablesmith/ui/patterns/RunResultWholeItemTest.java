package dev.tablesmith.ui.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.ItemEdits;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
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
 * The items of "Run on sample data" open whole: a double-click, Enter or "Show whole item…" on a row of
 * {@code #patterns-items} opens the whole-item window, whose Previous and Next step through the results; a key too
 * long for its column shows whole in the cell's tooltip.
 */
@ExtendWith(ApplicationExtension.class)
class RunResultWholeItemTest {
    private static final String LONG_SK = "ORDER#2026-09-30#" + "a-very-long-order-id-".repeat(8) + "end";

    private DesignSession session;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        session = new DesignSession(PatternsViewModelTest.commerceMain(), null, new InlineTaskRunner());
        session.push(ItemEdits.addItem("commerce-main", Item.of(Map.of("PK", AttributeValue.s("CUST#c1")))
                .with("SK", AttributeValue.s(LONG_SK)).with("orderId", AttributeValue.s("o-long"))
                .with("status", AttributeValue.s("PENDING"))));
        PatternsView view = new PatternsView(session);
        Scene scene = new Scene((javafx.scene.Parent) view.root(), 1280, 800);
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

    private TableView<SampleRun.Row> runAp2(FxRobot robot) {
        robot.clickOn("A customer's orders, newest first");
        robot.clickOn("Run on sample data");
        TableView<SampleRun.Row> items = robot.lookup("#patterns-items").queryAs(TableView.class);
        assertThat(items.getItems()).isNotEmpty();
        return items;
    }

    private static Optional<Stage> itemWindow() {
        return Window.getWindows().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                .filter(s -> s.getTitle() != null && s.getTitle().startsWith("Item ")).findFirst();
    }

    private static Stage waitForItemWindow() throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> itemWindow().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return itemWindow().orElseThrow();
    }

    private static String shownTitle(FxRobot robot, Stage window) {
        return robot.from(window.getScene().getRoot()).lookup(".item-details-title").queryAs(Label.class).getText();
    }

    private static Node row(FxRobot robot, int index) {
        return robot.lookup("#patterns-items .table-row-cell").match(n -> ((IndexedCell<?>) n).getIndex() == index)
                .query();
    }

    @Test
    void doubleClickingARunResultOpensItsWholeItemAndNextStepsToTheNextResult(FxRobot robot) throws Exception {
        TableView<SampleRun.Row> items = runAp2(robot);
        SampleRun.Row second = items.getItems().get(1);

        robot.doubleClickOn(row(robot, 1));
        Stage window = waitForItemWindow();

        String key = second.cells().get(0) + " / " + second.cells().get(1);
        assertThat(window.getTitle()).isEqualTo("Item " + key);
        assertThat(shownTitle(robot, window)).isEqualTo(key);
        assertThat(robot.from(window.getScene().getRoot()).lookup(".item-details-origin").queryAs(Label.class)
                .getText()).contains("returned by AP2's Query on table");
        assertThat(robot.from(window.getScene().getRoot()).lookup(".item-details-position").queryAs(Label.class)
                .getText()).isEqualTo("Item 2 of " + items.getItems().size());
        BufferedImage image = Snapshots.write(window.getScene(), "run-result-whole-item");
        assertThat(image.getWidth()).isGreaterThanOrEqualTo(800);

        robot.clickOn(robot.from(window.getScene().getRoot()).lookup(".item-details-next").queryAs(Button.class));
        SampleRun.Row third = items.getItems().get(2);
        assertThat(shownTitle(robot, window)).isEqualTo(third.cells().get(0) + " / " + third.cells().get(1));
        assertThat(window.getTitle()).isEqualTo("Item " + third.cells().get(0) + " / " + third.cells().get(1));
    }

    @Test
    void enterAndTheContextMenuOpenTheSelectedResultWhole(FxRobot robot) throws Exception {
        TableView<SampleRun.Row> items = runAp2(robot);
        SampleRun.Row first = items.getItems().get(0);

        robot.clickOn(row(robot, 0)).type(KeyCode.ENTER);
        Stage window = waitForItemWindow();
        assertThat(shownTitle(robot, window)).isEqualTo(first.cells().get(0) + " / " + first.cells().get(1));
        robot.interact(window::close);

        robot.clickOn(row(robot, 0));
        // Monocle does not turn a right click into a context-menu request: show the table's menu as one would.
        robot.interact(() -> items.getContextMenu().show(items, javafx.geometry.Side.TOP, 200, 120));
        robot.clickOn("Show whole item…");
        window = waitForItemWindow();
        assertThat(shownTitle(robot, window)).isEqualTo(first.cells().get(0) + " / " + first.cells().get(1));
    }

    @Test
    void aKeyTooLongForItsColumnIsReadableInTheCellsTooltipAndTheWindow(FxRobot robot) throws Exception {
        TableView<SampleRun.Row> items = runAp2(robot);
        int at = items.getItems().stream().map(r -> r.cells().get(1)).toList().indexOf(LONG_SK);
        assertThat(at).isNotNegative();
        robot.interact(() -> items.scrollTo(at));

        TableCell<?, ?> cell = robot.lookup("#patterns-items .table-cell").match(n -> n instanceof TableCell<?, ?> c
                && LONG_SK.equals(c.getText())).query();
        javafx.scene.text.Text shown = (javafx.scene.text.Text) cell.lookup(".text");
        assertThat(shown.getText()).as("the column cuts the key short").isNotEqualTo(LONG_SK)
                .matches(".*(\\.\\.\\.|…)");
        assertThat(cell.getTooltip()).isNotNull();
        assertThat(cell.getTooltip().getText()).isEqualTo(LONG_SK);

        robot.doubleClickOn(cell);
        Stage window = waitForItemWindow();
        assertThat(shownTitle(robot, window)).isEqualTo("CUST#c1 / " + LONG_SK);
        Snapshots.write(stage.getScene(), "run-result-long-key");
    }
}
