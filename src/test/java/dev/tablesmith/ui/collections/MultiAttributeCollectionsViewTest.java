package dev.tablesmith.ui.collections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.examples.LeaderboardDesign;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The collections view of a 3+2-attribute GSI at 1280x800 ({@code target/snapshots/collections-multi-attribute.png},
 * published as {@code docs/images/designer-collections-multi-attribute.png}):
 * the key sentence, one heading per sort attribute, and each item's score and playerId in their own columns, each
 * value under its heading and shown whole.
 */
@ExtendWith(ApplicationExtension.class)
class MultiAttributeCollectionsViewTest {
    private DesignSession session;
    private CollectionsView view;
    private Scene scene;

    @Start
    void start(Stage stage) {
        session = new DesignSession(LeaderboardDesign.design(), null, new InlineTaskRunner());
        view = new CollectionsView(session);
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
    void eachSortPartHasAColumnUnderItsHeadingAndTheSnapshotIsWritten(FxRobot robot) {
        robot.interact(() -> {
            view.viewModel().selectedViewProperty().set(LeaderboardDesign.BOARD);
            robot.lookup(".collections-excluded").queryAs(TitledPane.class).setExpanded(true);
        });
        WaitForAsyncUtils.waitForFxEvents();
        Snapshots.write(scene, "collections-multi-attribute");
        publish("collections-multi-attribute");

        assertThat(robot.lookup(".collections-key-sentence").queryAs(Label.class).getText())
                .startsWith("One item collection per value of tournamentId (S) · region (S) · round (N)");
        assertThat(robot.lookup(".collections-sort-head").queryAllAs(Label.class)).extracting(Label::getText)
                .containsExactly("score (N) ↑", "playerId (S)");
        assertThat(robot.lookup(".collections-band-key").queryAllAs(Label.class)).extracting(Label::getText)
                .contains("spring-cup · EU · 1");
        Label[] heads = robot.lookup(".collections-sort-head").queryAllAs(Label.class).toArray(Label[]::new);
        for (HBox parts : robot.lookup(".collections-sort-parts").queryAllAs(HBox.class)) {
            if (!parts.isVisible() || parts.getScene() == null || parts.getChildren().isEmpty()) {
                continue;
            }
            assertThat(parts.getChildren()).hasSize(2);
            for (int i = 0; i < 2; i++) {
                Label value = (Label) parts.getChildren().get(i);
                assertThat(left(value)).as("column %d lines up with its heading", i).isCloseTo(left(heads[i]),
                        org.assertj.core.data.Offset.offset(1.0));
                assertThat(value.getWidth()).as("'%s' is shown whole", value.getText())
                        .isGreaterThanOrEqualTo(value.prefWidth(-1) - 0.5);
            }
        }
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

    private static double left(Node node) {
        Bounds bounds = node.localToScene(node.getLayoutBounds());
        return bounds.getMinX();
    }
}
