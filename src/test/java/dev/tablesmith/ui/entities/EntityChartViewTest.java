package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The entity chart in the designer window on commerce-main: creating, duplicating and editing through the UI, each
 * undone with Ctrl+Z and redone with Ctrl+Shift+Z (the designer's accelerators), attribute-name completion and the
 * error mark at the exact column.
 */
@ExtendWith(ApplicationExtension.class)
class EntityChartViewTest {
    private DesignSession session;
    private Stage stage;

    @Start
    void start(Stage stage) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design commerce = gallery.load(gallery.find("commerce-main").orElseThrow());
        session = new DesignSession(commerce, null, new FxTaskRunner());
        this.stage = new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static TableView<?> chart(FxRobot robot) {
        return robot.lookup(".entity-chart-table").queryAs(TableView.class);
    }

    private TableCell<?, ?> cell(FxRobot robot, String entity, String column) {
        int row = session.table().entities().indexOf(session.table().entity(entity).orElseThrow());
        robot.interact(() -> chart(robot).scrollTo(row));
        return robot.from(chart(robot)).lookup(".table-cell").match((TableCell<?, ?> c) -> c.getTableColumn() != null
                && column.equals(c.getTableColumn().getText()) && c.getIndex() == row).query();
    }

    private static void undo(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void redo(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.Z).release(KeyCode.Z, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static TemplateEditor editor(FxRobot robot) {
        return robot.lookup(".template-editor").queryAs(TemplateEditor.class);
    }

    /** Opens the cell's editor with its text selected, ready to be typed over. */
    private void editCell(FxRobot robot, String entity, String column) {
        robot.doubleClickOn(cell(robot, entity, column));
        WaitForAsyncUtils.waitForFxEvents();
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
    }

    @Test
    void entityCreatedWithAnAttributeAndATemplateShowsInTheChartAndUndoesStepByStep(FxRobot robot) {
        Design start = session.design();
        robot.clickOn(cell(robot, "Customer", "Entity"));
        robot.type(KeyCode.INSERT);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(".dialog-pane .text-field").write("Shipment").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session.selectedEntityProperty().get()).isEqualTo("Shipment");
        Design added = session.design();

        robot.clickOn(".attribute-name-field").write("shipmentId");
        robot.clickOn(".attribute-add");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session.table().entity("Shipment").orElseThrow().attributes()).extracting(Attribute::name)
                .containsExactly("shipmentId");
        Design withAttribute = session.design();

        robot.clickOn(cell(robot, "Shipment", "Entity"));
        robot.type(KeyCode.F2);
        WaitForAsyncUtils.waitForFxEvents();
        robot.write("SHIP#{");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor(robot).offered()).containsExactly("shipmentId");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor(robot).field().getText()).isEqualTo("SHIP#{shipmentId}");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.table().entity("Shipment").orElseThrow().key("PK").orElseThrow().template())
                .isEqualTo("SHIP#{shipmentId}");
        assertThat(cell(robot, "Shipment", "PK").getText()).isEqualTo("SHIP#{shipmentId}");
        Design withTemplate = session.design();

        robot.clickOn(cell(robot, "Customer", "Entity"));
        undo(robot);
        assertThat(session.design()).isEqualTo(withAttribute);
        undo(robot);
        assertThat(session.design()).isEqualTo(added);
        undo(robot);
        assertThat(session.design()).isEqualTo(start);
        redo(robot);
        redo(robot);
        redo(robot);
        assertThat(session.design()).isEqualTo(withTemplate);
    }

    @Test
    void ctrlDDuplicatesTheSelectedEntityAndUndoRemovesTheCopy(FxRobot robot) {
        Design start = session.design();
        robot.clickOn(cell(robot, "OrderItem", "Entity"));
        robot.press(KeyCode.CONTROL, KeyCode.D).release(KeyCode.D, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        Entity copy = session.table().entity("Copy of OrderItem").orElseThrow();
        assertThat(copy.keys()).isEqualTo(session.table().entity("OrderItem").orElseThrow().keys());
        assertThat(chart(robot).getItems()).extracting(r -> ((EntityRow) r).name()).contains("Copy of OrderItem");
        assertThat(session.selectedEntityProperty().get()).isEqualTo("Copy of OrderItem");
        Design duplicated = session.design();

        undo(robot);
        assertThat(session.design()).isEqualTo(start);
        redo(robot);
        assertThat(session.design()).isEqualTo(duplicated);
    }

    @Test
    void renamingAnAttributeInTheEditorRewritesTheTemplatesAndUndoRestoresThem(FxRobot robot) {
        Design start = session.design();
        robot.clickOn(cell(robot, "Order", "Entity"));
        TableView<?> attributes = robot.lookup(".attribute-table").queryAs(TableView.class);
        robot.clickOn(robot.from(attributes).lookup(".table-cell")
                .match((TableCell<?, ?> c) -> "status".equals(c.getText())).queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        TextField name = robot.lookup(".attribute-name-field").queryAs(TextField.class);
        assertThat(name.getText()).isEqualTo("status");

        robot.doubleClickOn(name).eraseText(6).write("state");
        Snapshots.write(stage.getScene(), "designer-attribute-editor");
        robot.clickOn(".attribute-update");
        WaitForAsyncUtils.waitForFxEvents();

        Entity order = session.table().entity("Order").orElseThrow();
        assertThat(order.attribute("state")).isPresent();
        assertThat(order.key("GSI1PK").orElseThrow().template()).isEqualTo("STATUS#{state}");
        assertThat(order.key("GSI2PK").orElseThrow().when()).isEqualTo("state = PENDING");
        assertThat(cell(robot, "Order", "GSI1PK").getText()).isEqualTo("STATUS#{state}");
        Design renamed = session.design();

        robot.clickOn(cell(robot, "Order", "Entity"));
        undo(robot);
        assertThat(session.design()).isEqualTo(start);
        redo(robot);
        assertThat(session.design()).isEqualTo(renamed);
    }

    @Test
    void removingAnAttributeATemplateUsesIsRefusedSayingWhichTemplate(FxRobot robot) {
        robot.clickOn(cell(robot, "Order", "Entity"));
        TableView<?> attributes = robot.lookup(".attribute-table").queryAs(TableView.class);
        robot.clickOn(robot.from(attributes).lookup(".table-cell")
                .match((TableCell<?, ?> c) -> "orderDate".equals(c.getText())).queryAs(Node.class));
        robot.clickOn(".attribute-remove");
        WaitForAsyncUtils.waitForFxEvents();

        Label message = robot.lookup(".attribute-editor-message").queryAs(Label.class);
        assertThat(message.isVisible()).isTrue();
        assertThat(message.getText()).isEqualTo(
                "cannot remove orderDate: the SK template ORDER#{orderDate}#{orderId} of Order uses it");
        assertThat(session.commands().canUndo()).isFalse();
    }

    @Test
    void typingABraceOffersTheEntitysAttributeNames(FxRobot robot) {
        editCell(robot, "Customer", "PK");
        robot.write("CUST#{");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(editor(robot).offered()).containsExactlyElementsOf(session.table().entity("Customer")
                .orElseThrow().attributes().stream().map(Attribute::name).toList());
        assertThat(robot.lookup(".template-completion").queryAs(javafx.scene.Parent.class).getStylesheets())
                .isEqualTo(stage.getScene().getStylesheets());

        robot.write("cu");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor(robot).offered()).allMatch(n -> n.toLowerCase().startsWith("cu")).isNotEmpty();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(editor(robot).offered()).isEmpty();
        robot.type(KeyCode.ESCAPE);
    }

    @Test
    void unclosedBraceIsMarkedAtItsColumnAndEnterKeepsTheDesign(FxRobot robot) throws Exception {
        Design start = session.design();
        editCell(robot, "Customer", "PK");
        robot.write("CUST#{customerId");
        WaitForAsyncUtils.waitForFxEvents();
        TemplateEditor editor = editor(robot);
        assertThat(editor.offered()).isEmpty(); // the name is complete: nothing to offer

        assertThat(editor.problem()).hasValueSatisfying(p -> {
            assertThat(p.column()).isEqualTo(6);
            assertThat(p.end()).isEqualTo("CUST#{customerId".length());
        });
        Region marker = robot.from(editor).lookup(".template-error-marker").queryAs(Region.class);
        assertThat(marker.isVisible()).isTrue();
        Text prefix = new Text("CUST#");
        prefix.setFont(editor.field().getFont());
        double expectedX = editor.field().snappedLeftInset() + prefix.getLayoutBounds().getWidth();
        assertThat(marker.getLayoutX()).isCloseTo(expectedX, org.assertj.core.data.Offset.offset(1.5));
        Label message = robot.lookup(".entity-chart-message").queryAs(Label.class);
        assertThat(message.getText()).startsWith("Customer PK: column 6: unclosed '{'");
        Snapshots.write(stage.getScene(), "designer-template-error");

        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> chart(robot).getEditingCell() == null);
        assertThat(session.design()).isEqualTo(start);
        assertThat(message.isVisible()).isTrue();
    }

    @Test
    void aRefusedEditStaysVisibleInItsCellReopensAtTheEndAndALaterEditClearsTheBanner(FxRobot robot) throws Exception {
        Design start = session.design();
        robot.doubleClickOn(cell(robot, "Customer", "GSI2PK")); // an empty cell: Customer writes no GSI2PK
        WaitForAsyncUtils.waitForFxEvents();
        robot.write("VIP#{nope}").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> chart(robot).getEditingCell() == null);
        robot.interact(() -> chart(robot).refresh());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.design()).isEqualTo(start);
        Label message = robot.lookup(".entity-chart-message").queryAs(Label.class);
        assertThat(message.isVisible()).isTrue();
        TableCell<?, ?> refused = cell(robot, "Customer", "GSI2PK");
        assertThat(refused.getText()).isEqualTo("VIP#{nope}");
        assertThat(refused.getPseudoClassStates()).extracting(Object::toString).contains("refused");

        robot.doubleClickOn(refused);
        WaitForAsyncUtils.waitForFxEvents();
        TextField field = editor(robot).field();
        assertThat(field.getText()).isEqualTo("VIP#{nope}");
        assertThat(field.getCaretPosition()).isEqualTo("VIP#{nope}".length());
        assertThat(field.getSelectedText()).isEmpty();
        robot.type(KeyCode.ESCAPE);
        WaitForAsyncUtils.waitForFxEvents();

        editCell(robot, "Customer", "SK");
        robot.write("PROFILE#V2").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session.table().entity("Customer").orElseThrow().key("SK").orElseThrow().template())
                .isEqualTo("PROFILE#V2");
        assertThat(message.isVisible()).isFalse();
    }

    @Test
    void deleteKeyAsksFirstThenDeletesAndCtrlZBringsTheEntityBack(FxRobot robot) {
        Design start = session.design();
        robot.clickOn(cell(robot, "OrderHeader", "Entity"));
        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(robot.lookup(".dialog-pane .button")
                .match((javafx.scene.control.Button b) -> "Cancel".equals(b.getText())).queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session.design()).isEqualTo(start);

        robot.clickOn(cell(robot, "OrderHeader", "Entity"));
        robot.type(KeyCode.DELETE);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(robot.lookup(".dialog-pane .button")
                .match((javafx.scene.control.Button b) -> "OK".equals(b.getText())).queryButton());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session.table().entity("OrderHeader")).isEmpty();

        robot.clickOn(cell(robot, "Customer", "Entity"));
        undo(robot);
        assertThat(session.design()).isEqualTo(start);
    }
}
