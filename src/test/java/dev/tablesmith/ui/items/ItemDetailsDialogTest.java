package dev.tablesmith.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.ItemEdits;
import dev.tablesmith.model.AttributeValue;
import dev.tablesmith.model.Item;
import dev.tablesmith.sample.SampleGenerator;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import dev.tablesmith.ui.collections.CollectionsView;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** "Show whole item…" on an item in the Item collections shows the whole item, long values in full. */
@ExtendWith(ApplicationExtension.class)
class ItemDetailsDialogTest {
    private static final String LONG = "A long comment body that goes on and on, ".repeat(12).strip();
    private final FxTaskRunner tasks = new FxTaskRunner();
    private DesignSession session;
    private CollectionsView view;

    @Start
    void start(Stage stage) {
        var design = BlogDesign.empty();
        design = design.withTable("blog", new SampleGenerator(3).generate(design.table(), 2).table());
        session = new DesignSession(design, null, tasks);
        session.push(ItemEdits.addItem("blog", Item.of(Map.of("PK", AttributeValue.s("POST#p-long")))
                .with("SK", AttributeValue.s("COMMENT#2026-01-02T10:00:00Z")).with("body", AttributeValue.s(LONG))
                .with("likes", AttributeValue.n("7"))));
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

    @Test
    void showWholeItemShowsEveryAttributeInFull(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !view.viewModel().content().rows().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        ListView<?> list = robot.lookup(".collections-list").queryAs(ListView.class);
        int row = view.viewModel().content().rows().stream().map(Object::toString).toList()
                .indexOf(view.viewModel().content().rows().stream().map(Object::toString)
                        .filter(t -> t.contains("POST#p-long / COMMENT")).findFirst().orElseThrow());
        robot.interact(() -> {
            list.scrollTo(row);
            list.getSelectionModel().select(row);
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> list.getContextMenu().show(list, javafx.geometry.Side.TOP, 200, 120));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Show whole item…");
        WaitForAsyncUtils.waitForFxEvents();

        Label title = robot.lookup(".item-details-title").queryAs(Label.class);
        assertThat(title.getText()).isEqualTo("POST#p-long / COMMENT#2026-01-02T10:00:00Z");
        assertThat(robot.lookup(".item-details-value").queryAllAs(Label.class)).extracting(Label::getText)
                .contains(LONG, "7");
        Snapshots.write(title.getScene(), "item-details");
    }
}
