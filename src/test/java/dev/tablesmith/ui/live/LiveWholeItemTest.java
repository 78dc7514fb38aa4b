package dev.tablesmith.ui.live;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.live.ConnectionStore;
import dev.tablesmith.live.DynamoDbClients;
import dev.tablesmith.live.ProfileFiles;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * The Live view's result tables open the items a request returned: double-click or Enter on a Run or Verify row
 * opens the whole-item window on its first item, Next steps to the others; a refusal too long for its column
 * reads whole in the cell's tooltip. The rows are set directly (no DynamoDB needed; LiveViewModelMotoTest fills
 * them from moto_server).
 */
@ExtendWith(ApplicationExtension.class)
class LiveWholeItemTest {
    private static final String REFUSAL = "ValidationException: One or more parameter values were invalid: "
            + "Condition parameter type does not match schema type, and the rest of a long message";

    private LiveViewModel viewModel;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        Path settings = Files.createTempDirectory("live-whole-item");
        ExampleGallery gallery = new ExampleGallery();
        DesignSession session = new DesignSession(gallery.load(gallery.find("commerce-main").orElseThrow()), null,
                new InlineTaskRunner());
        ProfileFiles none = new ProfileFiles(settings.resolve("config"), settings.resolve("credentials"));
        viewModel = new LiveViewModel(session, new LiveOperations(new DynamoDbClients(none)),
                new ConnectionStore(settings), List::of, Runnable::run);
        Scene scene = new Scene((javafx.scene.Parent) new LiveView(viewModel).root(), 1280, 800);
        AppTheme.style(scene);
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

    private static Item order(String id, String date) {
        return Item.of(Map.of("PK", AttributeValue.s("CUST#c1"))).with("SK", AttributeValue.s("ORDER#" + date + "#" + id))
                .with("orderId", AttributeValue.s(id)).with("total", AttributeValue.n("59.98"));
    }

    private static final List<String> KEYS = List.of("PK", "SK");

    private static Optional<Stage> itemWindow() {
        return Window.getWindows().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                .filter(s -> s.getTitle() != null && s.getTitle().startsWith("Item ")).findFirst();
    }

    private static Stage waitForItemWindow() throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> itemWindow().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return itemWindow().orElseThrow();
    }

    private static String shown(FxRobot robot, Stage window, String selector) {
        return robot.from(window.getScene().getRoot()).lookup(selector).queryAs(Label.class).getText();
    }

    private static Node row(FxRobot robot, String table, int index) {
        return robot.lookup(table + " .table-row-cell").match(n -> ((IndexedCell<?>) n).getIndex() == index).query();
    }

    @Test
    void doubleClickingARunRowOpensTheItemsItReturned(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.runRows().setAll(
                new RunRow("AP2", "A customer's orders, newest first", "Query on table", 2, 2, 2, "0.5 (table 0.5)",
                        0.5, 12.3, null, List.of(order("o9", "2026-07-14"), order("o6", "2026-05-19")), KEYS),
                new RunRow("AP7", "Product by sku", "GetItem on table", 0, 0, 0, "0.0", 0.5, 4.0, REFUSAL,
                        List.of(), KEYS)));

        robot.doubleClickOn(row(robot, "#live-runs", 0));
        Stage window = waitForItemWindow();

        assertThat(shown(robot, window, ".item-details-title")).isEqualTo("CUST#c1 / ORDER#2026-07-14#o9");
        assertThat(shown(robot, window, ".item-details-origin"))
                .startsWith("returned live by AP2's Query on table (one page)");
        assertThat(shown(robot, window, ".item-details-position")).isEqualTo("Item 1 of 2");
        robot.clickOn(robot.from(window.getScene().getRoot()).lookup(".item-details-next").queryAs(Button.class));
        assertThat(shown(robot, window, ".item-details-title")).isEqualTo("CUST#c1 / ORDER#2026-05-19#o6");
        Snapshots.write(window.getScene(), "live-run-whole-item");
        robot.interact(window::close);

        TableCell<?, ?> refused = robot.lookup("#live-runs .table-cell").match(n -> n instanceof TableCell<?, ?> c
                && REFUSAL.equals(c.getText())).query();
        assertThat(refused.getTooltip().getText()).isEqualTo(REFUSAL);
        Snapshots.write(stage.getScene(), "live-run-results");

        robot.doubleClickOn(row(robot, "#live-runs", 1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(itemWindow()).as("a refused request returned no item to show").isEmpty();
    }

    @Test
    void enterOnAVerifyRowOpensTheItemsTheLiveTableReturned(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.verdicts().setAll(new VerdictRow("AP2", "A customer's orders, newest first",
                "Query", true, "", "2 / 2", "2 / 2", "8.0 ms", List.of(order("o9", "2026-07-14"),
                order("o6", "2026-05-19")), KEYS)));

        robot.clickOn(row(robot, "#live-verdicts", 0)).type(KeyCode.ENTER);
        Stage window = waitForItemWindow();

        assertThat(shown(robot, window, ".item-details-title")).isEqualTo("CUST#c1 / ORDER#2026-07-14#o9");
        assertThat(shown(robot, window, ".item-details-origin"))
                .startsWith("returned live by AP2's Query during Verify");
        TableView<?> verdicts = robot.lookup("#live-verdicts").queryAs(TableView.class);
        assertThat(verdicts.getContextMenu().getItems()).extracting(m -> m.getText())
                .containsExactly("Show returned items…");
    }
}
