package dev.tablesmith.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.NamingEdits;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
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
 * Naming from the designer: the table card's Rename…, F2 in the navigator, and the Design menu's Add items, on a new
 * (untitled) design at 1280x800.
 */
@ExtendWith(ApplicationExtension.class)
class NamingDesignerTest {
    private DesignSession session;
    private DesignerWindow designer;

    @Start
    void start(Stage stage) {
        Table table = new Table(NamingEdits.UNTITLED, KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")),
                List.of(), null, List.of(), List.of(), List.of());
        session = new DesignSession(Design.of(NamingEdits.UNTITLED, table), null, new FxTaskRunner());
        designer = new DesignerWindow(session, new JsonDesignStore());
        designer.show(stage);
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void closeDialogs() {
        WaitForAsyncUtils.asyncFx(() -> Window.getWindows().stream().filter(w -> w instanceof Stage s
                && s.getOwner() != null).toList().forEach(Window::hide));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void showTab(FxRobot robot, int index) {
        TabPane tabs = robot.lookup(".designer-tabs").queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(index));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static Button button(FxRobot robot, String text) {
        return robot.lookup(".dialog-pane .button").match((Button b) -> text.equals(b.getText())).queryButton();
    }

    private static String fieldError(FxRobot robot, String field) {
        Node cell = robot.lookup(field).query().getParent();
        return robot.from(cell).lookup(".tables-field-error").match(Node::isVisible).tryQuery()
                .map(n -> ((Label) n).getText()).orElse("");
    }

    @Test
    void theTableCardRenamesTheTableByDynamoDbsRulesAndUndoBringsTheOldNameBack(FxRobot robot) throws Exception {
        showTab(robot, 3);
        robot.clickOn(".tables-rename");
        WaitForAsyncUtils.waitForFxEvents();
        TextField table = robot.lookup(".rename-table-name").queryAs(TextField.class);
        assertThat(table.isFocused()).isTrue();

        robot.clickOn(table);
        robot.interact(table::selectAll);
        robot.write("blog posts");

        assertThat(fieldError(robot, ".rename-table-name")).contains("only letters, digits, '_', '-' and '.'");
        assertThat(button(robot, "OK").isDisabled()).isTrue();
        Snapshots.write(table.getScene(), "rename-dialog-problem");

        robot.interact(() -> table.setText("blog-posts"));
        robot.interact(() -> robot.lookup(".rename-design-name").queryAs(TextField.class).setText("Blog"));
        assertThat(fieldError(robot, ".rename-table-name")).isEmpty();
        assertThat(robot.lookup(".tables-effect").queryLabeled().getText()).contains("DynamoDB cannot rename");
        Snapshots.write(table.getScene(), "rename-dialog");
        robot.interact(() -> dev.tablesmith.ui.AppTheme.setTheme(dev.tablesmith.ui.settings.Theme.DARK));
        try {
            Snapshots.write(table.getScene(), "rename-dialog-dark");
        } finally {
            robot.interact(() -> dev.tablesmith.ui.AppTheme.setTheme(dev.tablesmith.ui.settings.Theme.LIGHT));
        }
        robot.clickOn(button(robot, "OK"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.design().name()).isEqualTo("Blog");
        assertThat(session.table().name()).isEqualTo("blog-posts");
        assertThat(designer.viewModel().titleProperty().get()).isEqualTo("Blog* — Tablesmith");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> "blog-posts".equals(
                robot.lookup(".tables-card-name").queryLabeled().getText()));
        assertThat(designer.viewModel().navigatorProperty().get().children().get(0).label())
                .isEqualTo("Table blog-posts");

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.table().name()).isEqualTo(NamingEdits.UNTITLED);
        assertThat(session.design().name()).isEqualTo(NamingEdits.UNTITLED);
    }

    @Test
    void f2OnTheNavigatorsDesignNodeRenamesTheDesign(FxRobot robot) {
        @SuppressWarnings("unchecked")
        TreeView<NavigatorNode> navigator = robot.lookup(".designer-navigator").queryAs(TreeView.class);
        robot.clickOn(navigator);
        robot.interact(() -> navigator.getSelectionModel().select(0));
        robot.press(KeyCode.F2).release(KeyCode.F2);
        WaitForAsyncUtils.waitForFxEvents();
        TextField design = robot.lookup(".rename-design-name").queryAs(TextField.class);
        assertThat(design.isFocused()).isTrue();
        assertThat(design.getText()).isEqualTo(NamingEdits.UNTITLED);

        robot.clickOn(design);
        robot.interact(design::selectAll);
        robot.write("Small blog");
        robot.clickOn(button(robot, "OK"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.design().name()).isEqualTo("Small blog");
        assertThat(session.table().name()).isEqualTo(NamingEdits.UNTITLED);
        assertThat(navigator.getRoot().getValue().label()).isEqualTo("Small blog");
    }

    @Test
    void theDesignMenusAddIndexShowsTheTablesViewAndOpensItsAddIndexDialog(FxRobot robot) throws Exception {
        DesignMenu menu = new DesignMenu(session, () -> null, designer::selectView,
                i -> robot.lookup(".designer-tabs").queryAs(TabPane.class).getTabs().get(i).getContent());

        var added = WaitForAsyncUtils.asyncFx(() -> menu.add(DesignMenu.AddAction.INDEX));
        WaitForAsyncUtils.waitForFxEvents();

        DialogPane dialog = robot.lookup(".tables-dialog-pane").queryAs(DialogPane.class);
        assertThat(((Stage) dialog.getScene().getWindow()).getTitle()).isEqualTo("Add index");
        assertThat(robot.lookup(".designer-tabs").queryAs(TabPane.class).getSelectionModel().getSelectedIndex())
                .isEqualTo(3);
        robot.clickOn(button(robot, "Cancel"));
        assertThat(added.get(10, TimeUnit.SECONDS)).isTrue();
    }

    @Test
    void theDesignMenuIsInTheMenuBar(FxRobot robot) {
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);

        assertThat(bar.getMenus()).extracting(javafx.scene.control.Menu::getText).contains("Desi_gn");
        javafx.scene.control.Menu design = bar.getMenus().stream().filter(m -> m.getText().equals("Desi_gn"))
                .findFirst().orElseThrow();
        assertThat(design.getItems()).extracting(javafx.scene.control.MenuItem::getText)
                .contains("_Rename design…", "Rename _table…", "Add _entity…", "Add access _pattern…", "Add _index…");
    }
}
