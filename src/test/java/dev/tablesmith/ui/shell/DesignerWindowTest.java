package dev.tablesmith.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The designer window on the bundled commerce-main example: edit a cell, undo it, save and reload. */
@ExtendWith(ApplicationExtension.class)
class DesignerWindowTest {
    private static final String ORDER_SK = "ORDER#{orderDate}#{orderId}";

    private final JsonDesignStore store = new JsonDesignStore();
    private DesignSession session;
    private DesignerWindow designer;
    private Stage stage;

    /** Lets the FX thread finish what @Start queued (skins, layout) before a test looks at the scene. */
    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design commerce = gallery.load(gallery.find("commerce-main").orElseThrow());
        session = new DesignSession(commerce, null, new FxTaskRunner());
        designer = new DesignerWindow(session, store);
        this.stage = designer.show(stage);
    }

    private TableCell<?, ?> cell(FxRobot robot, String text) {
        // Only the entity chart's cells: other tabs (access patterns) show entity names too.
        return robot.from(robot.lookup(".entity-chart-table").queryAs(Node.class)).lookup(".table-cell")
                .match((TableCell<?, ?> c) -> text.equals(c.getText())).query();
    }

    private String orderSortKey() {
        return session.table().entity("Order").orElseThrow().key("SK").orElseThrow().template();
    }

    @Test
    void chartShowsOneRowPerEntityAndOneColumnPerKeyAttribute(FxRobot robot) {
        TableView<?> table = robot.from(stage.getScene().getRoot()).lookup(".entity-chart-table").queryAs(
                TableView.class);

        assertThat(table.getItems()).hasSize(session.table().entities().size());
        assertThat(table.getColumns()).extracting(c -> c.getText())
                .containsExactly("Entity", "PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK");
        assertThat(robot.lookup(".key-condition").queryAllAs(Label.class)).extracting(Label::getText)
                .containsExactly("when status = PENDING");
        assertThat(stage.getTitle()).isEqualTo("commerce-main — Tablesmith");
    }

    @Test
    void aNavigatorRowCutShortByTheNavigatorsWidthHasItsWholeLabelAsATooltip(FxRobot robot) {
        javafx.scene.control.Labeled gsi1 = robot.lookup(".designer-navigator .tree-cell")
                .queryAllAs(javafx.scene.control.Labeled.class).stream()
                .filter(c -> c.getText() != null && c.getText().startsWith("GSI1 (GSI)")).findFirst().orElseThrow();
        assertThat(gsi1.getTooltip()).isNotNull();
        assertThat(gsi1.getTooltip().getText()).isEqualTo(gsi1.getText()).contains("GSI1SK");
    }

    @Test
    void editingACellChangesTheDesignAndCtrlZRestoresIt(FxRobot robot) {
        robot.doubleClickOn(cell(robot, ORDER_SK));
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write("ORDER#{orderId}").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(orderSortKey()).isEqualTo("ORDER#{orderId}");
        assertThat(cell(robot, "ORDER#{orderId}")).isNotNull();
        assertThat(stage.getTitle()).isEqualTo("commerce-main* — Tablesmith");
        assertThat(robot.lookup(".designer-dirty").queryAs(Label.class).isVisible()).isTrue();

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(orderSortKey()).isEqualTo(ORDER_SK);
        assertThat(cell(robot, ORDER_SK)).isNotNull();
    }

    @Test
    void invalidTemplateIsRefusedAndExplainedUnderTheChart(FxRobot robot) {
        robot.doubleClickOn(cell(robot, ORDER_SK));
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write("ORDER#{orderId").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(orderSortKey()).isEqualTo(ORDER_SK);
        Label message = robot.lookup(".entity-chart-message").queryAs(Label.class);
        assertThat(message.isVisible()).isTrue();
        assertThat(message.getText()).startsWith("Order SK: column").contains("unclosed");
        // The refused text stays in the cell, marked, so the modeler can see and fix it; the design keeps ORDER_SK.
        TableCell<?, ?> refused = cell(robot, "ORDER#{orderId");
        assertThat(refused.getPseudoClassStates()).extracting(Object::toString).contains("refused");
    }

    @Test
    void savedDesignReloadsIdentical(@TempDir Path folder) throws Exception {
        Path target = folder.resolve("commerce-main.tablesmith.json");
        CompletableFuture<String> done = new CompletableFuture<>();

        WaitForAsyncUtils.asyncFx(() -> designer.viewModel().save(target, () -> done.complete("saved"),
                done::complete));

        assertThat(done.get(10, TimeUnit.SECONDS)).isEqualTo("saved");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(store.load(target)).isEqualTo(session.design());
        assertThat(session.fileProperty().get()).isEqualTo(target);
        assertThat(session.dirtyProperty().get()).isFalse();
    }

    @Test
    void selectingARowSelectsTheEntityInTheSession(FxRobot robot) {
        robot.clickOn(cell(robot, "Product"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.selectedEntityProperty().get()).isEqualTo("Product");
    }

    @Test
    void clickingAnEntityInTheNavigatorSelectsItsRowInTheChart(FxRobot robot) {
        robot.clickOn(robot.from(robot.lookup(".designer-navigator").queryAs(Node.class)).lookup(".tree-cell")
                .match((javafx.scene.control.TreeCell<?> c) -> "OrderItem".equals(c.getText())).queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.selectedEntityProperty().get()).isEqualTo("OrderItem");
        TableView<?> table = robot.lookup(".entity-chart-table").queryAs(TableView.class);
        assertThat(((dev.tablesmith.ui.entities.EntityRow) table.getSelectionModel().getSelectedItem()).name())
                .isEqualTo("OrderItem");
    }

    @Test
    void snapshotOfTheEntityChart(FxRobot robot) {
        robot.clickOn(cell(robot, "Order"));
        WaitForAsyncUtils.waitForFxEvents();
        Node root = stage.getScene().getRoot();

        assertThat(stage.getScene().getWidth()).isEqualTo(1280);
        assertThat(Snapshots.write(stage.getScene(), "designer-entity-chart").getHeight()).isEqualTo(800);
        assertThat(root.lookup(".designer-navigator")).isNotNull();
    }

    @Test
    void otherViewsAreBuiltTheFirstTimeTheirTabIsShown(FxRobot robot) {
        javafx.scene.control.TabPane tabs = robot.lookup(".designer-tabs").queryAs(javafx.scene.control.TabPane.class);

        assertThat(tabs.getTabs()).extracting(javafx.scene.control.Tab::getContent)
                .satisfies(contents -> assertThat(contents.get(0)).isNotNull())
                .satisfies(contents -> assertThat(contents.subList(1, contents.size())).containsOnlyNulls());
        assertThat(session.shownTabProperty().get()).isEqualTo(dev.tablesmith.ui.DesignerTab.ENTITY_CHART);

        robot.interact(() -> designer.selectView(2));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(tabs.getTabs().get(2).getContent()).isNotNull();
        assertThat(tabs.getTabs().get(1).getContent()).isNull();
        assertThat(session.shownTabProperty().get()).isEqualTo(dev.tablesmith.ui.DesignerTab.ITEM_COLLECTIONS);
        assertThat(robot.lookup(".collections-list").tryQuery()).isPresent();
    }
}
