package dev.tablesmith.ui.tables;

import static dev.tablesmith.ui.DesignerRobot.showTab;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.ProjectionType;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.settings.Theme;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The index workflow in the designer window on commerce-main: Add index… opens the dialog, a new GSI gets its card
 * and its key columns in the entity chart, Ctrl+Z takes both away, and Delete… removes an index after saying what
 * goes with it. Writes the dialog and the tab in both themes to target/snapshots.
 */
@ExtendWith(ApplicationExtension.class)
class IndexDesignerTest {
    private DesignSession session;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        session = new DesignSession(TablesViewModelTest.commerceMain(), null, new FxTaskRunner());
        new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static List<String> chartColumns(FxRobot robot) {
        TableView<?> chart = robot.lookup(".entity-chart-table").queryAs(TableView.class);
        return chart.getColumns().stream().map(TableColumn::getText).toList();
    }

    private static boolean hasCard(FxRobot robot, String index) {
        return robot.lookup("#tables-index-" + index).tryQuery().isPresent();
    }

    private static void ok(FxRobot robot) {
        robot.clickOn(robot.lookup(".dialog-pane .button")
                .match((Button b) -> "OK".equals(b.getText())).queryButton());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aGsiAddedThroughTheDialogGetsACardAndChartColumnsUndoTakesThemAwayAndDeleteRemovesAnIndex(FxRobot robot)
            throws Exception {
        showTab(robot, "Table and indexes");
        robot.clickOn("Add index…");
        WaitForAsyncUtils.waitForFxEvents();
        TextField name = robot.lookup(".tables-index-name").queryAs(TextField.class);
        assertThat(name.getText()).isEqualTo("GSI3");
        robot.doubleClickOn(name).write("ByCarrier");
        robot.interact(() -> robot.lookup(".tables-projection-type").<ComboBox<ProjectionType>>query()
                .setValue(ProjectionType.INCLUDE));
        robot.clickOn(".tables-non-key").write("total, status");
        robot.clickOn(".tables-kind-local");
        TextField partition = robot.lookup(".tables-key-name-partition").queryAs(TextField.class);
        assertThat(partition.getText()).isEqualTo("PK");
        assertThat(partition.isDisabled()).isTrue();
        assertThat(robot.lookup(".tables-note").match((Label l) -> l.getText().contains("recreating")).tryQuery())
                .isPresent();
        robot.clickOn(".tables-kind-global");
        assertThat(robot.lookup(".tables-key-name-partition").queryAs(TextField.class).getText()).isEqualTo("GSI3PK");
        assertThat(robot.lookup(".tables-field-error").match(Node::isVisible).tryQuery()).isEmpty();
        snapshots(robot, robot.lookup(".tables-dialog").query().getScene(), "designer-index-add", false);
        ok(robot);

        assertThat(session.table().index("ByCarrier")).isPresent();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> hasCard(robot, "ByCarrier"));
        SplitPane withReview = robot.lookup(".split-pane").match((SplitPane p) -> p.getOrientation()
                == Orientation.VERTICAL).queryAs(SplitPane.class);
        robot.interact(() -> withReview.setDividerPositions(0.9));
        snapshots(robot, stage.getScene(), "designer-tables-edit", true);
        robot.interact(() -> withReview.setDividerPositions(0.74));
        showTab(robot, "Entity chart");
        assertThat(chartColumns(robot)).endsWith("GSI3PK", "GSI3SK");

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(chartColumns(robot)).doesNotContain("GSI3PK", "GSI3SK");
        showTab(robot, "Table and indexes");
        assertThat(hasCard(robot, "ByCarrier")).isFalse();

        robot.clickOn(robot.from(robot.lookup("#tables-index-GSI2").<Node>query()).lookup(".tables-delete-index")
                .queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        String confirmation = robot.lookup(".tables-delete-confirmation").queryAs(DialogPane.class)
                .getContentText();
        assertThat(confirmation).contains("Order: GSI2PK template removed", "AP6: pinned to GSI2");
        snapshots(robot, robot.lookup(".tables-delete-confirmation").query().getScene(), "designer-index-delete",
                false);
        ok(robot);
        assertThat(session.table().index("GSI2")).isEmpty();
        assertThat(session.table().accessPattern("AP6").orElseThrow().index()).isNull();
        assertThat(hasCard(robot, "GSI2")).isFalse();
    }

    @Test
    void editingAnIndexSaysWhatARenameDoesAndShowsEachProblemAtItsField(FxRobot robot) throws Exception {
        showTab(robot, "Table and indexes");
        robot.clickOn(robot.from(robot.lookup("#tables-index-GSI1").<Node>query()).lookup(".tables-edit-index")
                .queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        robot.doubleClickOn(".tables-index-name").write("ByType");
        robot.doubleClickOn(".tables-key-name-partition").write("TYPE_PK");
        List<String> effects = robot.lookup(".tables-effect").queryAllAs(Label.class).stream().map(Label::getText)
                .toList();
        assertThat(effects).containsExactly("• Customer, Order, Product: key template GSI1PK renamed to TYPE_PK",
                "• AP5: its key condition now names the renamed key attributes"
                        + " (TYPE_PK = :s AND GSI1SK BETWEEN :a AND :b)",
                "• AP4, AP5, AP8, AP9: pinned to GSI1, now to ByType");
        Scene dialog = robot.lookup(".tables-dialog").query().getScene();
        snapshots(robot, dialog, "designer-index-dialog", true);

        robot.doubleClickOn(".tables-index-name").write("GSI2");
        Label error = robot.lookup(".tables-field-error").match(Node::isVisible).queryAs(Label.class);
        assertThat(error.getText()).isEqualTo("index name 'GSI2' is already the name of another index of this table");
        snapshots(robot, dialog, "designer-index-error", false);
        ok(robot);
        assertThat(robot.lookup(".tables-form-error").match(Node::isVisible).tryQuery()).isEmpty();
        robot.clickOn(robot.lookup(".tables-key-add").queryButton());
        assertThat(robot.lookup(".tables-key-name-partition").queryAll()).hasSize(2);
        robot.clickOn(robot.lookup(".tables-key-remove").match(Node::isVisible).queryButton());
        assertThat(robot.lookup(".tables-key-name-partition").queryAll()).hasSize(1);
        assertThat(session.table().index("GSI1")).isPresent();
        robot.clickOn(robot.lookup(".dialog-pane .button").match((Button b) -> "Cancel".equals(b.getText()))
                .queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void editKeyRenamesTheTablesPartitionKeyEverywhere(FxRobot robot) throws Exception {
        showTab(robot, "Table and indexes");
        robot.clickOn(".tables-edit-key");
        WaitForAsyncUtils.waitForFxEvents();
        robot.doubleClickOn(".tables-key-name-table-partition").write("pk");
        snapshots(robot, robot.lookup(".tables-dialog").query().getScene(), "designer-table-key-dialog", false);
        ok(robot);

        assertThat(session.table().keySchema().partitionKeyAttribute().name()).isEqualTo("pk");
        assertThat(session.table().entity("Order").orElseThrow().key("pk")).isPresent();
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "pk (S)".equals(robot.lookup(".tables-table-pk")
                .queryLabeled().getText()));
    }

    /** Writes the scene in the light and the dark theme; copies the light one to docs/images when asked. */
    private static void snapshots(FxRobot robot, Scene scene, String name, boolean docs) throws IOException {
        Snapshots.write(scene, name);
        robot.interact(() -> AppTheme.setTheme(Theme.DARK));
        try {
            Snapshots.write(scene, name + "-dark");
        } finally {
            robot.interact(() -> AppTheme.setTheme(Theme.LIGHT));
        }
        if (docs) {
            Path images = Path.of("docs", "images");
            Files.createDirectories(images);
            Files.copy(Snapshots.FOLDER.resolve(name + ".png"), images.resolve(name + ".png"),
                    StandardCopyOption.REPLACE_EXISTING);
        }
    }
}
