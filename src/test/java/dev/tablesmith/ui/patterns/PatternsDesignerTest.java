package dev.tablesmith.ui.patterns;

import static dev.tablesmith.ui.DesignerRobot.showTab;
import static dev.tablesmith.ui.DesignerRobot.waitUntil;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.awt.image.BufferedImage;
import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
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

/** The access patterns tab inside the designer window on commerce-main, with plans computed in the background. */
@ExtendWith(ApplicationExtension.class)
class PatternsDesignerTest {
    private DesignSession session;
    private Stage stage;

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Start
    void start(Stage stage) throws Exception {
        session = new DesignSession(PatternsViewModelTest.commerceMain(), null, new FxTaskRunner());
        this.stage = new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    private void showPatternsTab(FxRobot robot) throws Exception {
        showTab(robot, "Access patterns");
        waitUntil(() -> table(robot).getItems().size() == 18);
    }

    private static TableView<PatternRow> table(FxRobot robot) {
        return robot.lookup(".patterns-table").queryAs(TableView.class);
    }

    private static Label chip(FxRobot robot) {
        return robot.lookup(".patterns-detail-chip").queryAs(Label.class);
    }

    private void selectAp2(FxRobot robot) throws Exception {
        showPatternsTab(robot);
        robot.clickOn("A customer's orders, newest first");
        waitUntil(() -> "AP2".equals(session.selectedPatternProperty().get()));
    }

    @Test
    void anEqualityEditTurnsTheQueryIntoAScanAndKeyboardUndoRedoRestoreExactly(FxRobot robot) throws Exception {
        selectAp2(robot);
        Design before = session.design();
        assertThat(chip(robot).getStyleClass()).contains("patterns-chip-good");

        ComboBox<?> attribute = robot.lookup(".patterns-equality-attribute").queryAs(ComboBox.class);
        robot.doubleClickOn(attribute.getEditor()).eraseText(12).write("total").type(KeyCode.ENTER);

        waitUntil(() -> chip(robot).getStyleClass().contains("patterns-chip-scan"));
        assertThat(chip(robot).getText()).startsWith("Scan");
        Design after = session.design();
        assertThat(after.table().accessPattern("AP2").orElseThrow().equalities().get(0).attribute())
                .isEqualTo("total");

        robot.clickOn("A customer's orders, newest first");
        robot.press(KeyCode.CONTROL).type(KeyCode.Z).release(KeyCode.CONTROL);
        waitUntil(() -> chip(robot).getStyleClass().contains("patterns-chip-good"));
        assertThat(session.design()).isEqualTo(before);

        robot.press(KeyCode.CONTROL, KeyCode.SHIFT).type(KeyCode.Z).release(KeyCode.SHIFT, KeyCode.CONTROL);
        waitUntil(() -> chip(robot).getStyleClass().contains("patterns-chip-scan"));
        assertThat(session.design()).isEqualTo(after);
    }

    @Test
    void runningWithATypedInputShowsThatCustomersItems(FxRobot robot) throws Exception {
        selectAp2(robot);
        TextField input = robot.lookup("#patterns-input-customerId").queryAs(TextField.class);
        assertThat(input.getText()).isEqualTo("c1");

        robot.doubleClickOn(input).eraseText(4).write("c2");
        robot.clickOn(".patterns-run");

        TableView<SampleRun.Row> items = robot.lookup(".patterns-items").queryAs(TableView.class);
        waitUntil(() -> !items.getItems().isEmpty());
        assertThat(items.getItems()).allSatisfy(row -> assertThat(row.cells().get(0)).isEqualTo("CUST#c2"));
        assertThat(robot.lookup(".patterns-run-summary").queryAs(Label.class).getText()).startsWith("Count ");
        assertThat(robot.lookup(".patterns-request-json").queryAs(javafx.scene.control.TextArea.class).getText())
                .contains("CUST#c2");
    }

    @Test
    void aBlankInputShowsAMessageAtTheField(FxRobot robot) throws Exception {
        selectAp2(robot);
        robot.doubleClickOn("#patterns-input-customerId").eraseText(4).type(KeyCode.ENTER);

        assertThat(robot.lookup(".patterns-input-error").queryAs(Label.class).getText())
                .isEqualTo("Give a value for customerId.");
    }

    @Test
    void selectingAPatternFromTheNavigatorSelectsItsRow(FxRobot robot) throws Exception {
        showPatternsTab(robot);
        robot.interact(() -> session.selectedPatternProperty().set("AP7"));

        waitUntil(() -> table(robot).getSelectionModel().getSelectedItem() != null);
        assertThat(table(robot).getSelectionModel().getSelectedItem().id()).isEqualTo("AP7");
        assertThat(robot.lookup(".patterns-detail-title").queryAs(Label.class).getText())
                .isEqualTo("AP7 · Product by sku");
    }

    @Test
    void deleteKeyAsksThenDeletesAndCtrlDDuplicates(FxRobot robot) throws Exception {
        showPatternsTab(robot);
        robot.clickOn("An order with its line items");
        robot.type(KeyCode.DELETE);
        robot.clickOn("OK");
        waitUntil(() -> session.table().accessPattern("AP3").isEmpty() && table(robot).getItems().size() == 17);

        assertThat(session.selectedPatternProperty().get()).isEqualTo("AP4");
        robot.press(KeyCode.CONTROL).type(KeyCode.D).release(KeyCode.CONTROL);
        waitUntil(() -> "AP16".equals(session.selectedPatternProperty().get())
                && table(robot).getItems().size() == 18);
        assertThat(session.table().accessPattern("AP16").orElseThrow().name())
                .isEqualTo("All PENDING orders (copy)");
        assertThat(table(robot).getSelectionModel().getSelectedItem().id()).isEqualTo("AP16");
    }

    @Test
    void snapshotOfTheTabWithAp2SelectedAndRun(FxRobot robot) throws Exception {
        selectAp2(robot);
        robot.clickOn(".patterns-run");
        waitUntil(() -> !robot.lookup(".patterns-items").queryAs(TableView.class).getItems().isEmpty());

        BufferedImage image = Snapshots.write(stage.getScene(), "designer-patterns");

        assertThat(List.of(image.getWidth(), image.getHeight())).containsExactly(1280, 800);
        Node editor = robot.lookup(".patterns-editor-form").query();
        assertThat(editor.getLayoutBounds().getWidth()).isGreaterThan(500);
    }

    @Test
    void aWritePatternPointsAtItsEditableRequest(FxRobot robot) throws Exception {
        showPatternsTab(robot);
        robot.interact(() -> session.selectedPatternProperty().set("AP11"));
        WaitForAsyncUtils.waitForFxEvents();

        Label note = robot.lookup(".patterns-write-note").queryAs(Label.class);
        assertThat(note.isVisible()).isTrue();
        assertThat(note.getText()).startsWith("Write pattern: UPDATE · SET #status = :status")
                .contains("edited under Write request below");
        assertThat(robot.lookup(".patterns-write-spec").query().isVisible()).isTrue();
        assertThat(robot.lookup(".patterns-limit").queryAs(TextField.class).isDisabled()).isTrue();
        assertThat(robot.lookup(".patterns-name").queryAs(TextField.class).isDisabled()).isFalse();
        Snapshots.write(stage.getScene(), "designer-patterns-write");
    }
}
