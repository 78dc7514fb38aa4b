package dev.tablesmith.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import dev.tablesmith.ui.collections.CollectionRow;
import dev.tablesmith.ui.collections.CollectionsView;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** An explicit item added from the empty Item collections, refused at its field, then edited from its row. */
@ExtendWith(ApplicationExtension.class)
class ItemEditorDialogTest {
    private final FxTaskRunner tasks = new FxTaskRunner();
    private DesignSession session;
    private CollectionsView view;

    @Start
    void start(Stage stage) {
        session = new DesignSession(BlogDesign.empty(), null, tasks);
        view = new CollectionsView(session);
        Scene scene = new Scene((javafx.scene.Parent) view.root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @BeforeEach
    void settle() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void stopWorkers() {
        tasks.shutdown();
    }

    private List<TextField> values(FxRobot robot) {
        return List.copyOf(robot.lookup(".item-editor-value").queryAllAs(TextField.class));
    }

    @Test
    void anItemIsAddedCheckedAtItsFieldAndEdited(FxRobot robot) throws Exception {
        robot.clickOn("#collections-add-item");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> values(robot).get(0).setText("USER#u1"));
        robot.clickOn("#item-editor-save");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup(".item-editor-problem").queryAllAs(Label.class)).extracting(Label::getText)
                .contains("the table's sort key SK cannot be empty");
        Snapshots.write(values(robot).get(0).getScene(), "item-editor-problem");

        robot.interact(() -> values(robot).get(1).setText("PROFILE"));
        robot.clickOn("#item-editor-add-attribute");
        WaitForAsyncUtils.waitForFxEvents();
        List<TextField> names = List.copyOf(robot.lookup(".item-editor-name").queryAllAs(TextField.class));
        robot.interact(() -> {
            names.get(2).setText("name");
            values(robot).get(2).setText("Ada Lovelace");
        });
        robot.clickOn("#item-editor-save");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !view.viewModel().content().rows().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(session.table().items()).hasSize(1);

        ListView<?> list = robot.lookup(".collections-list").queryAs(ListView.class);
        robot.interact(() -> list.getSelectionModel().select(1));
        assertThat(list.getSelectionModel().getSelectedItem()).isInstanceOf(CollectionRow.ItemRow.class);
        robot.interact(() -> list.getContextMenu().show(list, javafx.geometry.Side.TOP, 200, 120));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Edit item…");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> values(robot).get(2).setText("Ada King"));
        Snapshots.write(values(robot).get(0).getScene(), "item-editor");
        robot.clickOn("#item-editor-save");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.table().items().get(0).get("name")).contains(AttributeValue.s("Ada King"));
        robot.interact(session::undo);
        assertThat(session.table().items().get(0).get("name")).contains(AttributeValue.s("Ada Lovelace"));
    }
}
