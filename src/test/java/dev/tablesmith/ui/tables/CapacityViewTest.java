package dev.tablesmith.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.InlineTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.TablesmithApp;
import java.awt.image.BufferedImage;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The table view's "Capacity and cost" card on commerce-main: both modes side by side, and the region chooser. */
@ExtendWith(ApplicationExtension.class)
class CapacityViewTest {
    private Scene scene;
    private DesignSession session;

    @Start
    void start(Stage stage) {
        session = new DesignSession(TablesViewModelTest.commerceMain(), null, new InlineTaskRunner());
        scene = new Scene((Parent) new TablesView(session).root(), 1280, 800);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        stage.setScene(scene);
        stage.show();
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static java.util.List<String> cells(FxRobot robot) {
        return robot.lookup(".capacity-cell").queryAllAs(Label.class).stream().map(Label::getText).toList();
    }

    @Test
    void showsBothModesPerTableAndGsiAndTheRecommendation(FxRobot robot) {
        assertThat(cells(robot)).contains("table", "GSI1", "GSI2", "Storage", "Streams", "Point-in-time recovery",
                "Total");
        assertThat(robot.lookup(".tables-label").queryAllAs(Label.class)).extracting(Label::getText)
                .contains("On-demand", "Provisioned", "RCU", "WCU");
        assertThat(robot.lookup(".capacity-recommendation").queryAs(Label.class).getText())
                .startsWith("Recommended: provisioned: your average is 100% of peak");
        assertThat(robot.lookup(".capacity-source").queryAs(Label.class).getText())
                .startsWith("us-east-1 prices of 2026-12-03. Reserved capacity is not assumed.");
    }

    @Test
    void choosingARegionIsOneUndoableEditOfThePricing(FxRobot robot) {
        ComboBox<String> region = robot.lookup(".capacity-region").queryComboBox();

        robot.interact(() -> region.setValue("eu-west-1"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.design().pricing().region()).isEqualTo("eu-west-1");
        assertThat(session.design().pricing().rcuHour()).isEqualTo(0.0001472);
        assertThat(robot.lookup(".capacity-source").queryAs(Label.class).getText())
                .startsWith("eu-west-1 prices of 2026-12-03 (unverified).");

        robot.interact(session::undo);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.design().pricing().region()).isEqualTo("us-east-1");
        assertThat(region.getValue()).isEqualTo("us-east-1");
    }

    @Test
    void aSpikierPeakTurnsTheRecommendationToOnDemand(FxRobot robot) {
        ComboBox<Double> peak = robot.lookup(".capacity-peak").queryComboBox();

        robot.interact(() -> peak.setValue(10.0));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(session.design().pricing().peakToAverage()).isEqualTo(10.0);
        assertThat(robot.lookup(".capacity-recommendation").queryAs(Label.class).getText())
                .startsWith("Recommended: on-demand: your average is 10% of peak");
    }

    @Test
    void snapshotAt1280x800(FxRobot robot) {
        Node card = robot.lookup(".capacity-card").query();
        javafx.scene.control.ScrollPane scroll = robot.lookup(".tables-scroll").queryAs(
                javafx.scene.control.ScrollPane.class);
        robot.interact(() -> scroll.setVvalue(1));
        WaitForAsyncUtils.waitForFxEvents();
        BufferedImage image = Snapshots.write(scene, "designer-capacity");

        assertThat(card.isVisible()).isTrue();
        assertThat(image.getWidth()).isEqualTo(1280);
    }
}
