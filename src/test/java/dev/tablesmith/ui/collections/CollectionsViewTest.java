package dev.tablesmith.ui.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.TablesmithApp;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.TitledPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

@ExtendWith(ApplicationExtension.class)
class CollectionsViewTest {
    private final FxTaskRunner tasks = new FxTaskRunner();
    private CollectionsView view;
    private DesignSession session;

    @Start
    void start(Stage stage) {
        session = new DesignSession(CommerceMain.design(), null, tasks);
        view = new CollectionsView(session);
        Scene scene = new Scene((javafx.scene.Parent) view.root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    /** Lets the FX thread finish what @Start queued (skins, layout) before a test looks at the scene. */
    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void stopWorkers() {
        tasks.shutdown();
    }

    private void waitForRows(String viewName) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.viewModel().content().view().equals(viewName)
                && !view.viewModel().content().rows().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void tableBandsAreShownInTheList(FxRobot robot) throws Exception {
        waitForRows("table");

        assertThat(robot.lookup(".collections-band-key").queryAllAs(Label.class))
                .extracting(Label::getText).contains("CUST#c1");
        assertThat(robot.lookup(".collections-excluded").queryAs(TitledPane.class).isVisible()).isFalse();
    }

    @Test
    void switchingToGsi2ShowsTheExcludedItemsWithTheirReason(FxRobot robot) throws Exception {
        waitForRows("table");
        robot.clickOn("#collections-chooser");
        robot.clickOn("GSI2");
        waitForRows("GSI2");

        TitledPane excluded = robot.lookup(".collections-excluded").queryAs(TitledPane.class);
        assertThat(excluded.isVisible()).isTrue();
        assertThat(excluded.getText()).startsWith("Not in GSI2: ");
        robot.clickOn(excluded.lookup(".title"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup(".collections-excluded-reason").queryAllAs(Label.class))
                .extracting(Label::getText).isNotEmpty().contains("missing GSI2PK: Customer has no GSI2PK template");
        assertThat(robot.lookup(".collections-summary").queryAs(Label.class).getText())
                .startsWith("3 items in GSI2");
    }

    @Test
    void selectingAPatternMarksItsReadSliceInTheList(FxRobot robot) throws Exception {
        waitForRows("table");
        robot.interact(() -> session.selectedPatternProperty().set("AP3"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.viewModel().content().marking());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.lookup(".collections-read-band").queryAllAs(ListCell.class))
                .extracting(cell -> ((CollectionRow) cell.getItem()).partitionKey()).containsExactly("ORDER#o9");
        List<ListCell> returned = new ArrayList<>(robot.lookup(".collections-returned").queryAllAs(ListCell.class));
        assertThat(returned).hasSize(3)
                .allMatch(cell -> ((CollectionRow) cell.getItem()).partitionKey().equals("ORDER#o9"));
        assertThat(robot.lookup(".collections-unread").queryAllAs(ListCell.class)).isNotEmpty();
        assertThat(robot.lookup(".collections-read-summary").queryAs(Label.class).getText())
                .contains("AP3").contains("reads 3 entries, returns 3");
    }

    @Test
    void aFilterShowsTheItemsItReadAndThrewAway(FxRobot robot) throws Exception {
        robot.interact(() -> session.push(dev.tablesmith.edit.DesignEdits.onTable(session.table().name(),
                "add a filtered pattern", t -> CommerceMain.withFilteredPattern().table())));
        waitForRows("table");
        robot.interact(() -> session.selectedPatternProperty().set("APF"));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.viewModel().content().marking());
        WaitForAsyncUtils.waitForFxEvents();

        List<Label> marks = new ArrayList<>(robot.lookup(".collections-mark-text").queryAllAs(Label.class));
        assertThat(marks).filteredOn(Label::isVisible).extracting(Label::getText)
                .contains("returned", "read, filtered out");
        assertThat(robot.lookup(".collections-read-summary").queryAs(Label.class).getText())
                .contains("the filter throws away");
    }
}
