package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Entity;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.shell.DesignerWindow;
import dev.tablesmith.ui.shell.NavigatorNode;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The entity chart follows the session's selected entity: clicking an entity in the navigator selects its chart row
 * and scrolls it into view, even far down a long chart; clicking a chart row selects it in the session.
 */
@ExtendWith(ApplicationExtension.class)
class EntityChartFollowsSelectionTest {
    private static final int EXTRA_ENTITIES = 40;

    private DesignSession session;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        session = new DesignSession(gallery.load(gallery.find("commerce-main").orElseThrow()), null,
                new FxTaskRunner());
        for (int i = 1; i <= EXTRA_ENTITIES; i++) {
            session.push(DesignEdits.addEntity("commerce-main", new Entity(String.format("Extra%02d", i), "", null,
                    List.of(), List.of(), 0, List.of())));
        }
        this.stage = new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void release() {
        WaitForAsyncUtils.asyncFx(() -> stage.titleProperty().unbind());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private TableView<?> chart(FxRobot robot) {
        return robot.lookup(".entity-chart-table").queryAs(TableView.class);
    }

    private static String selectedRow(TableView<?> table) {
        Object row = table.getSelectionModel().getSelectedItem();
        return row == null ? null : ((EntityRow) row).name();
    }

    /** True when the chart's row for {@code entity} is laid out and lies wholly inside the table. */
    private static boolean rowShown(FxRobot robot, TableView<?> table, String entity) {
        Bounds tableBounds = table.localToScene(table.getLayoutBounds());
        return robot.from(table).lookup(".table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(r -> r.isVisible() && r.getItem() instanceof EntityRow row && row.name().equals(entity))
                .map(r -> r.localToScene(r.getLayoutBounds()))
                .anyMatch(b -> b.getMinY() >= tableBounds.getMinY() && b.getMaxY() <= tableBounds.getMaxY());
    }

    /** Clicks the entity's node in the navigator (scrolled to first: the tree is longer than the window). */
    private void clickNavigator(FxRobot robot, String entity) {
        TreeView<?> navigator = robot.lookup(".designer-navigator").queryAs(TreeView.class);
        robot.interact(() -> {
            for (int i = 0; i < navigator.getExpandedItemCount(); i++) {
                if (navigator.getTreeItem(i).getValue() instanceof NavigatorNode node
                        && node.kind() == NavigatorNode.Kind.ENTITY && node.name().equals(entity)) {
                    navigator.scrollTo(i);
                }
            }
        });
        robot.clickOn(robot.from(navigator).lookup(".tree-cell")
                .match((TreeCell<?> c) -> entity.equals(c.getText())).queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void navigatorClickOnAnEntitySelectsAndShowsItsChartRow(FxRobot robot) {
        TableView<?> table = chart(robot);
        String last = String.format("Extra%02d", EXTRA_ENTITIES);
        assertThat(rowShown(robot, table, last)).as("the last row starts out of view").isFalse();

        clickNavigator(robot, last);

        assertThat(session.selectedEntityProperty().get()).isEqualTo(last);
        assertThat(selectedRow(table)).isEqualTo(last);
        assertThat(rowShown(robot, table, last)).isTrue();

        clickNavigator(robot, "Customer");

        assertThat(selectedRow(table)).isEqualTo("Customer");
        assertThat(rowShown(robot, table, "Customer")).isTrue();
    }

    @Test
    void selectionClearedElsewhereClearsTheChartRow(FxRobot robot) {
        TableView<?> table = chart(robot);
        robot.interact(() -> session.selectedEntityProperty().set("Order"));
        assertThat(selectedRow(table)).isEqualTo("Order");

        robot.interact(() -> session.selectedEntityProperty().set(null));

        assertThat(selectedRow(table)).isNull();
    }

    @Test
    void clickingAChartRowSelectsTheEntityWithoutScrollingTheChart(FxRobot robot) {
        TableView<?> table = chart(robot);
        Node orderCell = robot.from(table).lookup(".entity-name-cell")
                .match((javafx.scene.control.TableCell<?, ?> c) -> "Order".equals(c.getText())).query();
        double before = orderCell.localToScene(orderCell.getLayoutBounds()).getMinY();

        robot.clickOn(orderCell);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.selectedEntityProperty().get()).isEqualTo("Order");
        assertThat(selectedRow(table)).isEqualTo("Order");
        assertThat(orderCell.localToScene(orderCell.getLayoutBounds()).getMinY()).isEqualTo(before);
    }
}
