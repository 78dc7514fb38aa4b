package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.IndexEdits;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Projection;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import javafx.geometry.Orientation;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The entity chart's key columns on ledgerleaf (seven key columns) at 1280x800: sized to their content on each
 * rebuild, a width the user set kept across an added index and a tab switch, and a horizontal scroll bar.
 */
@ExtendWith(ApplicationExtension.class)
class EntityChartColumnsTest {
    private DesignSession session;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design ledgerleaf = gallery.load(gallery.find("ledgerleaf").orElseThrow());
        session = new DesignSession(ledgerleaf, null, new FxTaskRunner());
        this.stage = new DesignerWindow(session, new JsonDesignStore()).show(stage);
        stage.setWidth(1280);
        stage.setHeight(800);
    }

    @BeforeEach
    void settle() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @SuppressWarnings("unchecked")
    private static TableView<EntityRow> chart(FxRobot robot) {
        return robot.lookup(".entity-chart-table").queryAs(TableView.class);
    }

    private static TableColumn<EntityRow, ?> column(FxRobot robot, String name) {
        return chart(robot).getColumns().stream().filter(c -> c.getText().equals(name)).findFirst().orElseThrow();
    }

    private static double widestTemplate(FxRobot robot, String key) {
        javafx.scene.text.Text text = new javafx.scene.text.Text();
        text.setFont(javafx.scene.text.Font.font("Monospaced", 12.5));
        return chart(robot).getItems().stream().mapToDouble(r -> {
            text.setText(KeyCell.split(r.cell(key))[0]);
            return text.getLayoutBounds().getWidth();
        }).max().orElse(0);
    }

    @Test
    void keyColumnsFitTheirTemplatesAndTheChartScrollsSideways(FxRobot robot) {
        assertThat(chart(robot).getColumns()).hasSizeGreaterThanOrEqualTo(7); // Entity + 6 key columns
        for (TableColumn<EntityRow, ?> column : chart(robot).getColumns().subList(1, chart(robot).getColumns().size())) {
            double needed = Math.min(KeyColumnWidths.MAX, widestTemplate(robot, column.getText()));
            assertThat(column.getWidth()).as(column.getText()).isGreaterThanOrEqualTo(needed);
        }
        ScrollBar horizontal = robot.from(chart(robot)).lookup(".scroll-bar").match((ScrollBar b) ->
                b.getOrientation() == Orientation.HORIZONTAL).query();
        assertThat(horizontal.isVisible()).isTrue();
        Snapshots.write(stage.getScene(), "designer-ledgerleaf-chart-1280");
    }

    @Test
    void addingAnIndexResizesToContentButKeepsAWidthTheUserSet(FxRobot robot) {
        double sk = column(robot, "SK").getWidth();
        robot.interact(() -> column(robot, "PK").setPrefWidth(250)); // as a drag of the column's edge does
        robot.interact(() -> session.push(IndexEdits.addIndex(session.table().name(), SecondaryIndex.gsi("GSI9",
                KeySchema.of(KeyAttribute.s("GSI9PK"), null), Projection.all()))));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(column(robot, "PK").getWidth()).isEqualTo(250);
        assertThat(column(robot, "SK").getWidth()).isEqualTo(sk);
        assertThat(column(robot, "SK").getWidth())
                .isGreaterThanOrEqualTo(Math.min(KeyColumnWidths.MAX, widestTemplate(robot, "SK")));

        TabPane tabs = robot.lookup(".tab-pane").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(2));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> tabs.getSelectionModel().select(0));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(column(robot, "PK").getWidth()).isEqualTo(250);
        assertThat(column(robot, "SK").getWidth()).isEqualTo(sk);
    }
}
