package dev.tablesmith.ui.serve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.KeyAttribute;
import dev.tablesmith.model.KeySchema;
import dev.tablesmith.model.Table;
import dev.tablesmith.serve.ServedRequest;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.Snapshots;
import dev.tablesmith.ui.live.ConnectionForm;
import dev.tablesmith.ui.live.LiveView;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.geometry.Bounds;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Live tab's "Serve and traffic" page in the designer window at 1280x800, with an endpoint that emits commerce
 * requests from its own thread as the real one does: the URL once started, the Traffic list coloured by verdict,
 * "Add as access pattern…" for an unmatched Query, the snippet, and the endpoint stopped with its window.
 */
@ExtendWith(ApplicationExtension.class)
class ServeViewTest {
    private Stage stage;
    private DesignSession session;
    private final FakeEndpoint endpoint = new FakeEndpoint();

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        ExampleGallery gallery = new ExampleGallery();
        session = new DesignSession(gallery.load(gallery.find("commerce-main").orElseThrow()), null,
                new FxTaskRunner());
        new DesignerWindow(session, new JsonDesignStore()).show(stage);
    }

    @AfterEach
    void release() {
        WaitForAsyncUtils.asyncFx(() -> stage.titleProperty().unbind()); // the primary stage is shared
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The designer's Live tab, its content a Live view whose endpoint is {@link #endpoint}. */
    private LiveView showLiveWithFakeEndpoint(FxRobot robot) {
        robot.press(KeyCode.CONTROL, KeyCode.DIGIT5).release(KeyCode.DIGIT5, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        Tab live = robot.lookup(".designer-tabs").queryAs(TabPane.class).getSelectionModel().getSelectedItem();
        assertThat(live.getText()).isEqualTo("Live");
        LiveView view = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> {
            LiveView v = new LiveView(session, endpoint, new NoFiles());
            live.setContent(v.root());
            return v;
        }));
        WaitForAsyncUtils.waitForFxEvents();
        return view;
    }

    private static void emitFromAnotherThread(FakeEndpoint endpoint, List<ServedRequest> requests) throws Exception {
        Thread thread = new Thread(() -> requests.forEach(endpoint::emit), "endpoint");
        thread.start();
        thread.join();
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aPopulatedTrafficListColoursEachVerdictAndAddsAPatternFromAnUnmatchedQuery(FxRobot robot) throws Exception {
        LiveView view = showLiveWithFakeEndpoint(robot);
        robot.clickOn("Serve and traffic");
        WaitForAsyncUtils.waitForFxEvents();
        // Before Start: what the page does, in full, and Start is the one accented button.
        Label intro = robot.lookup("#serve-message").queryAs(Label.class);
        assertThat(intro.getText()).isEqualTo(ServeViewModel.INTRO);
        assertThat(intro.getHeight()).isGreaterThanOrEqualTo(intro.prefHeight(intro.getWidth()) - 0.5);
        assertThat(robot.lookup("#serve-start").queryAs(Button.class).getStyleClass()).contains("live-primary");
        Snapshots.write(stage.getScene(), "designer-serve-empty");
        copyToDocs("designer-serve-empty");
        robot.clickOn("#serve-start");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.serveViewModel().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#serve-url").queryAs(TextField.class).getText()).isEqualTo("http://127.0.0.1:49152");

        emitFromAnotherThread(endpoint, List.of(TrafficSamples.profile(0, "c1"),
                TrafficSamples.customerOrders(1, "c1"), TrafficSamples.pendingOrders(2),
                TrafficSamples.customerOrders(3, "c2"), TrafficSamples.ordersAfter(4),
                TrafficSamples.scanByEmail(5), TrafficSamples.profile(6, "c2"), TrafficSamples.refused(7),
                TrafficSamples.transactGetProfilesAndProduct(8), TrafficSamples.renameCustomer(9)));

        TableView<?> traffic = robot.lookup("#serve-traffic").queryAs(TableView.class);
        assertThat(traffic.getItems()).hasSize(10);
        assertThat(((TrafficRow) traffic.getItems().get(8)).pattern()).isEqualTo("AP1 \u00d72, AP12 \u00d72, AP7");
        // At 1280x800, with the review panel shown, the list shows at least eight rows (it showed six).
        long shown = robot.lookup("#serve-traffic .table-row-cell").queryAll().stream()
                .filter(n -> n.isVisible() && ((javafx.scene.control.TableRow<?>) n).getItem() != null
                        && n.localToScene(n.getBoundsInLocal()).getMaxY()
                        <= traffic.localToScene(traffic.getBoundsInLocal()).getMaxY())
                .count();
        Label status = robot.lookup("#serve-message").queryAs(Label.class);
        assertThat(status.getText()).isEqualTo("serving commerce-main: writes stay in memory, the design file is "
                + "unchanged");
        assertThat(status.getWidth()).isGreaterThanOrEqualTo(status.prefWidth(-1) - 0.5);
        assertThat(robot.lookup(".table-cell.serve-no-pattern").queryAll()).isNotEmpty();
        assertThat(robot.lookup(".table-cell.serve-scan").queryAll()).isNotEmpty();
        assertThat(robot.lookup("#serve-summary").queryAs(Label.class).getText())
                .isEqualTo("10 requests, 1 with no access pattern, 1 Scan");

        robot.interact(() -> traffic.getSelectionModel().select(4));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#serve-reason").queryAs(Label.class).getText()).startsWith("No access pattern reads ")
                .contains("closest is AP2");
        assertThat(robot.lookup("#serve-request-json").queryAs(TextArea.class).getText())
                .contains("\"KeyConditionExpression\"");
        Button add = robot.lookup("#serve-add-pattern").queryAs(Button.class);
        assertThat(add.isVisible()).isTrue();
        assertLaidOutWithin1280(robot);
        BufferedImage image = Snapshots.write(stage.getScene(), "designer-serve-traffic");
        assertThat(image.getWidth()).isEqualTo(1280);
        assertThat(image.getHeight()).isEqualTo(800);
        copyToDocs("designer-serve-traffic");
        assertThat(shown).as("rows shown").isGreaterThanOrEqualTo(8);

        robot.clickOn("#serve-add-pattern");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> session.design().table().accessPattern("AP16")
                .isPresent() && ((TrafficRow) traffic.getItems().get(4)).pattern().equals("AP16"));
        assertThat(robot.lookup("#serve-message").queryAs(Label.class).getText()).startsWith("added AP16 ");
        // The edit is matched at once; the page says the endpoint still serves the design as at Start.
        Label notice = robot.lookup("#serve-edits-notice").queryAs(Label.class);
        assertThat(notice.getParent().isVisible()).isTrue();
        assertThat(notice.getText()).contains("the endpoint serves the tables as at Start")
                .endsWith("Restarting keeps those items (key schema unchanged).");
        assertThat(notice.getHeight()).isGreaterThanOrEqualTo(notice.prefHeight(notice.getWidth()) - 0.5);
        Snapshots.write(stage.getScene(), "designer-serve-edited");
        robot.clickOn("#serve-restart");
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> endpoint.started.size() == 2
                && !view.serveViewModel().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(endpoint.started.get(1).port()).isEqualTo(49_152);
        assertThat(endpoint.served.table().accessPattern("AP16")).isPresent();
        assertThat(notice.getParent().isVisible()).isFalse();
        assertThat(robot.lookup("#serve-message").queryAs(Label.class).getText()).startsWith("serving your edits");

        robot.clickOn("#serve-connect-tab .tab-label");
        assertThat(robot.lookup("#serve-snippet").queryAs(TextArea.class).getText())
                .contains("--endpoint-url http://127.0.0.1:49152");
        robot.clickOn("#serve-tally-tab .tab-label");
        List<String> chips = robot.lookup(".serve-chip").queryAllAs(Button.class).stream().map(Button::getText)
                .toList();
        assertThat(chips).contains("AP1: 3", "AP2: 2", "AP16: 1", "AP3: 0", "no access pattern: 0", "Scan: 1");
        robot.clickOn("Scan: 1");
        assertThat(traffic.getItems()).singleElement().satisfies(r -> assertThat(((TrafficRow) r).operation())
                .isEqualTo("Scan"));
    }

    /** File > New's design (as StartViewModel.newDesign makes it): one table PK + SK, no items, no patterns. */
    @Test
    void servingANewEmptyDesignWorksAndSaysItHasNoItemsOrPatternsYet(FxRobot robot) throws Exception {
        Table table = new Table("untitled", KeySchema.of(KeyAttribute.s("PK"), KeyAttribute.s("SK")), List.of(),
                null, List.of(), List.of(), List.of());
        DesignSession empty = new DesignSession(Design.of("untitled", table), null, new FxTaskRunner());
        LiveView view = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> {
            LiveView v = new LiveView(empty, endpoint, new NoFiles());
            Stage s = new Stage();
            Scene scene = new Scene((javafx.scene.Parent) v.root(), 1100, 620);
            AppTheme.style(scene);
            s.setScene(scene);
            s.show();
            return v;
        }));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Serve and traffic");
        robot.clickOn(robot.from(view.root()).lookup("#serve-start").queryButton());
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> view.serveViewModel().runningProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.from(view.root()).lookup("#serve-message").queryAs(Label.class).getText()).startsWith("serving untitled (its "
                + "tables are empty until your application writes; it has no access patterns yet");
        assertThat(robot.from(view.root()).lookup("#serve-snippet").queryAs(TextArea.class).getText())
                .contains("--endpoint-url http://127.0.0.1:49152");

        emitFromAnotherThread(endpoint, List.of(new ServedRequest(TrafficSamples.T0, "PutItem", "untitled", null,
                "{\"TableName\":\"untitled\",\"Item\":{\"PK\":{\"S\":\"POST#1\"},\"SK\":{\"S\":\"META\"}}}",
                200, "{}", null, 0, 0, 1.0, java.time.Duration.ofNanos(300_000))));

        TableView<?> traffic = robot.from(view.root()).lookup("#serve-traffic").queryAs(TableView.class);
        assertThat(traffic.getItems()).singleElement().satisfies(r -> assertThat(((TrafficRow) r).reason())
                .isEqualTo("table untitled has no write access pattern; the request writes: Put of PK = \"POST#1\", "
                        + "SK = \"META\""));
        robot.interact(() -> traffic.getSelectionModel().select(0));
        assertThat(robot.from(view.root()).lookup("#serve-add-pattern").queryAs(Button.class).isVisible()).isFalse();
        assertThat(robot.from(view.root()).lookup("#serve-reason").queryAs(Label.class).getText()).startsWith("Table untitled has no "
                + "write access pattern");
        WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> view.root().getScene().getWindow().hide()));
    }

    @Test
    void pickingThisDesignEmbeddedStartsTheEndpointFromTheConnectionPicker(FxRobot robot) throws Exception {
        LiveView view = showLiveWithFakeEndpoint(robot);
        ComboBox<?> picker = robot.lookup("#live-connection").queryAs(ComboBox.class);
        assertThat(picker.getItems().get(0)).isEqualTo(ConnectionForm.EMBEDDED);
        robot.interact(() -> view.viewModel().form().choiceProperty().set(ConnectionForm.EMBEDDED));
        assertThat(robot.lookup("#live-endpoint").queryAs(TextField.class).isDisabled()).isTrue();

        robot.clickOn("#live-test");

        WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, () -> !endpoint.started.isEmpty()
                && !view.viewModel().busyProperty().get());
        assertThat(view.serveViewModel().urlProperty().get()).isEqualTo("http://127.0.0.1:49152");
        // Nothing listens on the fake's port: the one-line error shows the Live actions went to the embedded URL.
        assertThat(robot.lookup("#live-message").queryAs(Label.class).getText()).contains("127.0.0.1:49152");
    }

    @Test
    void theEndpointStopsWhenItsWindowCloses() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        DesignSession own = new DesignSession(gallery.load(gallery.find("commerce-main").orElseThrow()), null,
                new FxTaskRunner());
        Stage window = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> {
            LiveView view = new LiveView(own, endpoint, new NoFiles());
            Stage s = new Stage();
            Scene scene = new Scene((javafx.scene.Parent) view.root(), 1000, 600);
            AppTheme.style(scene);
            s.setScene(scene);
            s.show();
            view.serveViewModel().start();
            return s;
        }));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> endpoint.started.size() == 1);
        WaitForAsyncUtils.waitForFxEvents();

        WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(window::close));
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> endpoint.closed == 1);
    }

    private static void copyToDocs(String name) throws Exception {
        Path docs = Path.of("docs", "images");
        Files.createDirectories(docs);
        Files.copy(Snapshots.FOLDER.resolve(name + ".png"), docs.resolve(name + ".png"),
                StandardCopyOption.REPLACE_EXISTING);
    }

    private static void assertLaidOutWithin1280(FxRobot robot) {
        for (String id : List.of("#serve-start", "#serve-stop", "#serve-open", "#serve-add-pattern")) {
            Button button = robot.lookup(id).queryAs(Button.class);
            Bounds bounds = button.localToScene(button.getBoundsInLocal());
            assertThat(bounds.getMaxX()).as(id).isLessThanOrEqualTo(1280);
            assertThat(button.getWidth()).as(id).isGreaterThanOrEqualTo(button.prefWidth(-1) - 0.5);
        }
        for (String id : List.of("#serve-port", "#serve-url")) {
            TextField field = robot.lookup(id).queryAs(TextField.class);
            assertThat(field.getWidth()).as(id).isGreaterThanOrEqualTo(field.prefWidth(-1) - 0.5);
        }
        TableView<?> traffic = robot.lookup("#serve-traffic").queryAs(TableView.class);
        assertThat(traffic.getHeight()).isGreaterThan(150);
        assertThat(traffic.getWidth()).isGreaterThan(500);
    }

    /** Save and Open are not used here. */
    private static final class NoFiles implements TrafficFiles {
        @Override
        public List<ServedRequest> read(Path file) {
            return List.of();
        }

        @Override
        public void write(Path file, List<ServedRequest> requests) {
        }
    }
}
