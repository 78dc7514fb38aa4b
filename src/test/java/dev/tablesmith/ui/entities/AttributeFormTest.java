package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.EntityEdits;
import dev.tablesmith.model.Attribute;
import dev.tablesmith.model.AttributeType;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.SampleDesigns;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The attribute form under the entity chart: Enter adds, the form clears, the selection stays on its attribute. */
@ExtendWith(ApplicationExtension.class)
class AttributeFormTest {
    private DesignSession session;
    private AttributeEditorView view;

    @Start
    void start(Stage stage) {
        session = new DesignSession(SampleDesigns.commerce(null), null, new InlineTaskRunner());
        session.selectedEntityProperty().set("Order");
        view = new AttributeEditorView(new AttributeEditorViewModel(session));
        stage.setScene(new Scene(view.root(), 1000, 320));
        stage.show();
    }

    private java.util.List<String> names() {
        return session.table().entity("Order").orElseThrow().attributes().stream().map(Attribute::name).toList();
    }

    private static TextField nameField(FxRobot robot) {
        return robot.lookup(".attribute-name-field").queryAs(TextField.class);
    }

    @Test
    void enterAddsTheAttributeAndClearsTheFormWithNothingSelected(FxRobot robot) {
        robot.clickOn(".attribute-name-field").write("total");
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(names()).endsWith("total");
        assertThat(nameField(robot).getText()).isEmpty();
        assertThat(view.table().getSelectionModel().getSelectedItem()).isNull();
        assertThat(robot.lookup(".attribute-update").queryAs(Button.class).isDisabled()).isTrue();
        assertThat(nameField(robot).isFocused()).isTrue();
    }

    @Test
    void addingWhileAnAttributeIsSelectedLeavesNoOtherAttributeSelectedForUpdate(FxRobot robot) {
        robot.interact(() -> view.table().getSelectionModel().select(1)); // orderId
        robot.doubleClickOn(".attribute-name-field").eraseText(7).write("note");
        robot.clickOn(".attribute-add");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(names()).containsExactly("customerId", "orderId", "orderDate", "status", "note");
        assertThat(view.table().getSelectionModel().getSelectedItem()).isNull();
        assertThat(nameField(robot).getText()).isEmpty();
    }

    @Test
    void removingAnEarlierAttributeKeepsTheSelectedOneNotTheOneNowAtItsRow(FxRobot robot) {
        robot.interact(() -> session.push(EntityEdits.addAttribute("commerce-main", "Order",
                Attribute.optional("note", AttributeType.S))));
        robot.interact(() -> session.push(EntityEdits.addAttribute("commerce-main", "Order",
                Attribute.optional("memo", AttributeType.S))));
        robot.interact(() -> session.push(EntityEdits.addAttribute("commerce-main", "Order",
                Attribute.optional("tag", AttributeType.S))));
        robot.interact(() -> view.table().getSelectionModel().select(5)); // memo
        assertThat(nameField(robot).getText()).isEqualTo("memo");

        robot.interact(() -> session.push(EntityEdits.removeAttribute("commerce-main", "Order", "note")));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(view.table().getSelectionModel().getSelectedItem()).extracting(Attribute::name).isEqualTo("memo");
        assertThat(nameField(robot).getText()).isEqualTo("memo");
        robot.interact(() -> session.undo()); // note comes back before memo
        assertThat(view.table().getSelectionModel().getSelectedItem()).extracting(Attribute::name).isEqualTo("memo");
    }

    @Test
    void selectingAnotherEntityDoesNotSelectItsAttributeAtTheSameRow(FxRobot robot) {
        robot.interact(() -> view.table().getSelectionModel().select(1)); // Order's orderId
        robot.interact(() -> session.selectedEntityProperty().set("Customer"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(view.table().getSelectionModel().getSelectedItem()).isNull(); // not Customer's email
        assertThat(nameField(robot).getText()).isEmpty();
        assertThat(robot.lookup(".attribute-update").queryAs(Button.class).isDisabled()).isTrue();
    }
}
