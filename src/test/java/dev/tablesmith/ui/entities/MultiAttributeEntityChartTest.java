package dev.tablesmith.ui.entities;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.examples.LeaderboardDesign;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import java.util.List;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
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
 * The entity chart of a design with a 3+2-attribute GSI at 1280x800 ({@code target/snapshots/
 * entity-chart-multi-attribute.png}, published to docs/images for the guide): the GSI's partition attributes under
 * one heading and its sort attributes under another, in key order with their types (DynamoDB's multi-attribute
 * keys, November 2025), and an entity that writes them as its own attributes shown as such rather than as an empty
 * cell (an empty cell would say its items are not in the index, but they are).
 */
@ExtendWith(ApplicationExtension.class)
class MultiAttributeEntityChartTest {
    private DesignSession session;
    private EntityChartView view;
    private Scene scene;

    @Start
    void start(Stage stage) {
        session = new DesignSession(LeaderboardDesign.design(), null, new InlineTaskRunner());
        view = new EntityChartView(new EntityChartViewModel(session));
        scene = new Scene((Parent) view.root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void groupsAreTheKeyPartsInKeyOrderWithTheirTypes() {
        List<KeyColumnGroup> groups = KeyColumnGroup.of(session.table(),
                session.table().keyAttributes().stream().map(k -> k.name()).toList());

        assertThat(groups).extracting(KeyColumnGroup::title).containsExactly(null, null,
                "LeaderboardIndex · partition key", "LeaderboardIndex · sort key");
        assertThat(groups.get(2).headings()).containsExactly("tournamentId (S)", "region (S)", "round (N)");
        assertThat(groups.get(3).headings()).containsExactly("score (N)", "playerId (S)");
        assertThat(groups.get(3).columns()).containsExactly("score", "playerId");
    }

    @Test
    void theChartNestsEachKeyPartUnderItsHeadingAndShowsOwnAttributesAndIsWrittenAsPng(FxRobot robot) {
        Snapshots.write(scene, "entity-chart-multi-attribute");
        publish("entity-chart-multi-attribute");
        TableView<EntityRow> table = view.table();

        assertThat(table.getColumns()).extracting(TableColumn::getText).containsExactly("Entity", "PK", "SK",
                "LeaderboardIndex · partition key", "LeaderboardIndex · sort key");
        assertThat(table.getColumns().get(4).getColumns()).extracting(TableColumn::getText)
                .containsExactly("score (N)", "playerId (S)");
        List<String> own = robot.lookup(".key-own-attribute").queryAllAs(Label.class).stream()
                .filter(l -> l.getScene() != null && l.isVisible()).map(Label::getText).toList();
        assertThat(own).contains("own attribute (S)", "own attribute (N)");
        for (TableColumn<EntityRow, ?> group : table.getColumns().subList(3, 5)) {
            for (TableColumn<EntityRow, ?> column : group.getColumns()) {
                assertThat(column.getWidth()).as(column.getText()).isGreaterThanOrEqualTo(
                        textWidth(column.getText()));
            }
        }
        TableCell<?, ?> scoreCell = robot.from(table).lookup(".table-cell").match((TableCell<?, ?> c) ->
                c.getTableColumn() != null && "score".equals(c.getTableColumn().getUserData()) && c.getIndex() == 1)
                .query();
        assertThat(scoreCell.getGraphic()).as("Player has no score: its cell stays empty").isNull();
    }

    /** Copies the snapshot to docs/images, where the guide shows it. */
    private static void publish(String name) {
        try {
            java.nio.file.Files.createDirectories(java.nio.file.Path.of("docs", "images"));
            java.nio.file.Files.copy(Snapshots.FOLDER.resolve(name + ".png"),
                    java.nio.file.Path.of("docs", "images", "designer-" + name + ".png"),
                    java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static double textWidth(String text) {
        javafx.scene.text.Text node = new javafx.scene.text.Text(text);
        node.setFont(javafx.scene.text.Font.font(javafx.scene.text.Font.getDefault().getFamily(),
                javafx.scene.text.FontWeight.BOLD, 13));
        return node.getLayoutBounds().getWidth();
    }
}
