package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Aggregate;
import dev.tablesmith.model.AggregateRule;
import dev.tablesmith.model.CopyMode;
import dev.tablesmith.model.DenormalizedCopy;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Entity;
import dev.tablesmith.model.MaintainedBy;
import dev.tablesmith.model.UniqueValue;
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
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
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
 * The entity details under the chart, in the designer window on commerce-main at 1280x800: a copy, an aggregate,
 * a unique value and the expiry are chosen from the design's entities and attributes, a wrong choice is refused at
 * its field with the reason, and each change is undone with Ctrl+Z and redone with Ctrl+Shift+Z. Writes each tab
 * in the light and the dark theme to target/snapshots.
 */
@ExtendWith(ApplicationExtension.class)
class EntityDetailsDesignerTest {
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

    private void selectEntity(FxRobot robot, String name) {
        TableView<?> chart = robot.lookup(".entity-chart-table").queryAs(TableView.class);
        int row = session.table().entities().indexOf(session.table().entity(name).orElseThrow());
        robot.interact(() -> chart.scrollTo(row));
        robot.clickOn(robot.from(chart).lookup(".table-cell").match((TableCell<?, ?> c) -> c.getTableColumn() != null
                && "Entity".equals(c.getTableColumn().getText()) && c.getIndex() == row).queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session.selectedEntityProperty().get()).isEqualTo(name);
    }

    private static void showTab(FxRobot robot, String styleClass) {
        robot.clickOn("." + styleClass);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Opens the choice box and clicks the entry shown as {@code text}. */
    private static void choose(FxRobot robot, String styleClass, String text) {
        ComboBox<?> box = robot.lookup("." + styleClass).queryAs(ComboBox.class);
        robot.clickOn(box);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(robot.lookup(".combo-box-popup .list-cell")
                .match((ListCell<?> c) -> text.equals(c.getText())).queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static boolean invalid(FxRobot robot, String styleClass) {
        return robot.lookup("." + styleClass).query().getPseudoClassStates().contains(DeclarationPane.INVALID);
    }

    private static Label message(FxRobot robot, String pane) {
        return robot.lookup("." + pane + " .entity-details-message").queryAs(Label.class);
    }

    private static void undo(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void redo(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.SHIFT, KeyCode.Z).release(KeyCode.Z, KeyCode.SHIFT, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Entity entity(String name) {
        return session.table().entity(name).orElseThrow();
    }

    @Test
    void aCopyOfTheWrongTypeIsRefusedAtTheFieldThenAddedAndUndone(FxRobot robot) throws Exception {
        selectEntity(robot, "OrderItem");
        snapshots(robot, "designer-entity-attributes-tab", false);
        showTab(robot, "entity-details-copies-tab");
        Design start = session.design();

        choose(robot, "copy-into", "name (S)");
        choose(robot, "copy-source", "Product");
        choose(robot, "copy-source-attribute", "price (N)");
        robot.clickOn(".copies-pane .entity-details-add");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(message(robot, "copies-pane").getText())
                .isEqualTo("OrderItem.name is S, but Product.price is N: a copy has the type of its source");
        assertThat(invalid(robot, "copy-source-attribute")).isTrue();
        assertThat(session.design()).isEqualTo(start);
        snapshots(robot, "designer-entity-copy-refused", false);

        choose(robot, "copy-source-attribute", "title (S)");
        assertThat(invalid(robot, "copy-source-attribute")).isFalse(); // checked again as the form changes
        assertThat(message(robot, "copies-pane").isVisible()).isFalse();
        robot.clickOn(".copies-pane .entity-details-add");
        WaitForAsyncUtils.waitForFxEvents();

        DenormalizedCopy title = new DenormalizedCopy("name", "Product", "title", CopyMode.SNAPSHOT);
        assertThat(entity("OrderItem").copies()).containsExactly(title);
        TabPane tabs = robot.lookup(".entity-details-tabs").queryAs(TabPane.class);
        assertThat(tabs.getTabs().get(1).getText()).isEqualTo("Copies (1)");
        Design added = session.design();

        robot.clickOn(robot.lookup(".copies-pane .table-cell").match((TableCell<?, ?> c) -> "Product.title"
                .equals(c.getText())).queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        snapshots(robot, "designer-entity-relations", true);

        undo(robot);
        assertThat(session.design()).isEqualTo(start);
        assertThat(tabs.getTabs().get(1).getText()).isEqualTo("Copies");
        redo(robot);
        assertThat(session.design()).isEqualTo(added);
    }

    @Test
    void aSumOfATextAttributeIsRefusedThenTheCountBecomesASumOfTotals(FxRobot robot) throws Exception {
        selectEntity(robot, "Customer");
        showTab(robot, "entity-details-aggregates-tab");
        Design start = session.design();
        robot.clickOn(robot.lookup(".aggregates-pane .table-cell").match((TableCell<?, ?> c) -> "orderCount"
                .equals(c.getText())).queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".aggregate-source").queryAs(ComboBox.class).getValue()).isEqualTo("Order");

        choose(robot, "aggregate-rule", "SUM");
        choose(robot, "aggregate-summed", "status (S)");
        robot.clickOn(".aggregates-pane .entity-details-update");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(message(robot, "aggregates-pane").getText())
                .isEqualTo("a SUM needs a numeric source attribute: Order.status is S, not N");
        assertThat(invalid(robot, "aggregate-summed")).isTrue();
        assertThat(session.design()).isEqualTo(start);
        snapshots(robot, "designer-entity-aggregate-refused", false);

        choose(robot, "aggregate-summed", "total (N)");
        choose(robot, "aggregate-kept-by", "Transaction");
        robot.clickOn(".aggregates-pane .entity-details-update");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(entity("Customer").aggregates()).containsExactly(new Aggregate("orderCount", "Order",
                AggregateRule.SUM, "total", MaintainedBy.TRANSACTION));
        Design changed = session.design();

        undo(robot);
        assertThat(session.design()).isEqualTo(start);
        redo(robot);
        assertThat(session.design()).isEqualTo(changed);
    }

    @Test
    void aUniqueNameGetsASuggestedGuardKeyAndTheExpiryMustBeANumber(FxRobot robot) throws Exception {
        selectEntity(robot, "Customer");
        showTab(robot, "entity-details-unique-tab");
        Design start = session.design();

        choose(robot, "unique-attribute", "name (S)");
        TextField key = robot.lookup(".unique-key-template").queryAs(TextField.class);
        assertThat(key.getText()).isEqualTo("NAME#{name}");
        robot.clickOn(key).type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(entity("Customer").uniqueValues()).contains(new UniqueValue("name", "NAME#{name}"));
        snapshots(robot, "designer-entity-unique", false);

        showTab(robot, "entity-details-facts-tab");
        choose(robot, "entity-ttl", "joinedDate (S)");
        assertThat(robot.lookup(".entity-facts-pane .entity-details-message").queryAs(Label.class).getText())
                .isEqualTo("the TTL attribute must be a number (N) of epoch seconds: Customer.joinedDate is S, and"
                        + " TTL skips items whose attribute is not a number");
        assertThat(robot.lookup(".entity-ttl").query().getPseudoClassStates()).contains(DeclarationPane.INVALID);
        assertThat(entity("Customer").ttlAttribute()).isNull();

        TextField estimate = robot.lookup(".entity-estimate").queryAs(TextField.class);
        robot.doubleClickOn(estimate).press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL)
                .write("lots").type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(estimate.getPseudoClassStates()).contains(DeclarationPane.INVALID);
        assertThat(estimate.getText()).isEqualTo("lots");
        // The refused expiry, no longer the one explained, shows the design's value again.
        assertThat(robot.lookup(".entity-ttl").queryAs(ComboBox.class).getValue())
                .isEqualTo(EntityFactsViewModel.NEVER);
        snapshots(robot, "designer-entity-expiry-refused", false);

        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL).write("150,000")
                .type(KeyCode.ENTER);
        WaitForAsyncUtils.waitFor(5, TimeUnit.SECONDS, () -> entity("Customer").estimatedItemCount() == 150_000);
        assertThat(estimate.getPseudoClassStates()).doesNotContain(DeclarationPane.INVALID);
        assertThat(estimate.getText()).isEqualTo("150,000");

        selectEntity(robot, "Customer"); // Ctrl+Z in a text field undoes typing, not the design
        undo(robot);
        assertThat(entity("Customer").estimatedItemCount()).isEqualTo(100_000);
        assertThat(estimate.getText()).isEqualTo("100,000");
        undo(robot);
        assertThat(session.design()).isEqualTo(start);
    }

    /** Writes the window in the light and the dark theme; copies the light one to docs/images when asked. */
    private void snapshots(FxRobot robot, String name, boolean docs) throws IOException {
        Snapshots.write(stage.getScene(), name);
        robot.interact(() -> AppTheme.setTheme(Theme.DARK));
        try {
            Snapshots.write(stage.getScene(), name + "-dark");
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
