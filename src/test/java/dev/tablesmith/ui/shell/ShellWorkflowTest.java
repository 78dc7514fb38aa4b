package dev.tablesmith.ui.shell;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.io.ExampleGallery;
import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.model.Design;
import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.DesignWindows;
import dev.tablesmith.ui.FxTaskRunner;
import dev.tablesmith.ui.IoDesignLibrary;
import dev.tablesmith.ui.recovery.RecoveryOffer;
import dev.tablesmith.ui.recovery.RecoveryStore;
import dev.tablesmith.ui.settings.Theme;
import dev.tablesmith.ui.settings.UserSettingsStore;
import dev.tablesmith.ui.start.StartView;
import dev.tablesmith.ui.start.StartViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.DialogPane;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The app's windows end to end: start screen to designer, save and reopen, the close warning, crash recovery,
 * keyboard view switching and the dark theme.
 */
@ExtendWith(ApplicationExtension.class)
class ShellWorkflowTest {
    private static final String COMMERCE_TITLE = "Commerce: one table, two GSIs";

    @TempDir
    static Path dir;

    private final JsonDesignStore store = new JsonDesignStore();
    private Path config;
    private RecoveryStore recovery;
    private UserSettingsStore settings;
    private DesignWindows windows;
    private StartViewModel start;
    private Stage startStage;

    @Start
    void start(Stage stage) throws Exception {
        config = Files.createTempDirectory(dir, "config");
        recovery = new RecoveryStore(config.resolve("recovery"), store);
        settings = new UserSettingsStore(config);
        FxTaskRunner tasks = new FxTaskRunner();
        windows = new DesignWindows(tasks, recovery, Duration.ofMillis(200));
        start = new StartViewModel(new IoDesignLibrary(), settings, tasks);
        start.setOnDesignOpened(windows::open);
        windows.setOnSaved(start::remember);
        Scene scene = new Scene(new StartView(start).root(), 1280, 800);
        AppTheme.style(scene);
        stage.setScene(scene);
        stage.titleProperty().unbind(); // the shared primary stage may still show another test's designer
        stage.setTitle("Tablesmith");
        stage.show();
        startStage = stage;
        start.start();
    }

    @BeforeEach
    void settleAfterStart() {
        WaitForAsyncUtils.waitForFxEvents();
    }

    @AfterEach
    void closeDesignersAndResetTheme() {
        WaitForAsyncUtils.asyncFx(() -> {
            for (Window window : List.copyOf(Window.getWindows())) {
                if (window != startStage) {
                    window.hide();
                }
            }
            AppTheme.setTheme(Theme.LIGHT);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static Optional<Stage> designer(String title) {
        return Window.getWindows().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                .filter(s -> title.equals(s.getTitle())).findFirst();
    }

    private Stage waitForDesigner(String title) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> designer(title).isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return designer(title).orElseThrow();
    }

    private Stage openCommerceFile() throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Path file = Files.createTempDirectory(dir, "designs").resolve("commerce-main.tablesmith.json");
        store.save(gallery.load(gallery.find("commerce-main").orElseThrow()), file);
        WaitForAsyncUtils.asyncFx(() -> start.openFile(file));
        return waitForDesigner("commerce-main — Tablesmith");
    }

    private void editOrderSortKey(DesignSession session, String template) {
        WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> session.push(DesignEdits.setKeyTemplate(
                "commerce-main", "Order", "SK", template, null))));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static Optional<DialogPane> dialog(String title) {
        return Window.getWindows().stream().filter(Stage.class::isInstance).map(Stage.class::cast)
                .filter(s -> title.equals(s.getTitle()) && s.getScene().getRoot() instanceof DialogPane)
                .map(s -> (DialogPane) s.getScene().getRoot()).findFirst();
    }

    private DialogPane waitForDialog(String title) throws Exception {
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> dialog(title).isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        return dialog(title).orElseThrow();
    }

    private static void press(DialogPane pane, String buttonText, FxRobot robot) {
        Button button = pane.getButtonTypes().stream().map(t -> (Button) pane.lookupButton(t))
                .filter(b -> buttonText.equals(b.getText())).findFirst().orElseThrow();
        robot.clickOn(button);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void openingAnExampleFromTheStartScreenOpensTheDesignerWithItsName(FxRobot robot) throws Exception {
        robot.clickOn(COMMERCE_TITLE);

        Stage stage = waitForDesigner("commerce-main — Tablesmith");

        assertThat(windows.sessionOf(stage).orElseThrow().design().name()).isEqualTo("commerce-main");
        assertThat(windows.sessionOf(stage).orElseThrow().fileProperty().get()).isNull();
    }

    @Test
    void ctrlNOnTheStartScreenOpensANewDesign(FxRobot robot) throws Exception {
        robot.clickOn(".app-name").press(KeyCode.CONTROL, KeyCode.N).release(KeyCode.N, KeyCode.CONTROL);

        Stage stage = waitForDesigner(StartViewModel.NEW_DESIGN_NAME + " — Tablesmith");

        assertThat(windows.sessionOf(stage).orElseThrow().table().entities()).isEmpty();
    }

    @Test
    void editThenCtrlSThenReopeningTheFileGivesTheIdenticalDesign(FxRobot robot) throws Exception {
        Stage stage = openCommerceFile();
        DesignSession session = windows.sessionOf(stage).orElseThrow();
        Path file = session.fileProperty().get();
        editOrderSortKey(session, "ORDER#{orderId}");
        assertThat(stage.getTitle()).isEqualTo("commerce-main* — Tablesmith");

        robot.clickOn(stage.getScene().getRoot()).press(KeyCode.CONTROL, KeyCode.S).release(KeyCode.S,
                KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !session.dirtyProperty().get());

        Design reopened = store.load(file);
        assertThat(reopened).isEqualTo(session.design());
        assertThat(reopened.table().entity("Order").orElseThrow().key("SK").orElseThrow().template())
                .isEqualTo("ORDER#{orderId}");
        assertThat(Files.readString(file)).isEqualTo(store.write(reopened)); // byte-identical on a second save
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> settings.load().recentFiles().contains(
                file.toAbsolutePath().normalize()));
    }

    @Test
    void closingDirtyWorkWarnsAndCancelKeepsTheWindowOpen(FxRobot robot) throws Exception {
        Stage stage = openCommerceFile();
        editOrderSortKey(windows.sessionOf(stage).orElseThrow(), "ORDER#{orderId}");

        robot.clickOn(stage.getScene().getRoot()).press(KeyCode.CONTROL, KeyCode.W).release(KeyCode.W,
                KeyCode.CONTROL);
        DialogPane warning = waitForDialog("Unsaved changes");

        assertThat(warning.getContentText()).contains("commerce-main");
        assertThat(warning.getButtonTypes()).extracting(t -> t.getText())
                .containsExactlyInAnyOrder("Save", "Don't save", "Cancel");
        press(warning, "Cancel", robot);
        assertThat(stage.isShowing()).isTrue();

        robot.clickOn(stage.getScene().getRoot()).press(KeyCode.CONTROL, KeyCode.W).release(KeyCode.W,
                KeyCode.CONTROL);
        press(waitForDialog("Unsaved changes"), "Don't save", robot);
        assertThat(stage.isShowing()).isFalse();
    }

    @Test
    void dirtyWorkIsAutosavedAndACleanCloseDeletesTheRecoveryFile(FxRobot robot) throws Exception {
        Stage stage = openCommerceFile();
        editOrderSortKey(windows.sessionOf(stage).orElseThrow(), "ORDER#{orderId}");

        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> recovery.scan().found().size() == 1);
        assertThat(recovery.scan().found().get(0).design().table().entity("Order").orElseThrow().key("SK")
                .orElseThrow().template()).isEqualTo("ORDER#{orderId}");

        robot.clickOn(stage.getScene().getRoot()).press(KeyCode.CONTROL, KeyCode.W).release(KeyCode.W,
                KeyCode.CONTROL);
        press(waitForDialog("Unsaved changes"), "Don't save", robot);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> recovery.scan().found().isEmpty());
    }

    @Test
    void recoveryOfferAppearsAndRecoverOpensTheDesignDirtyWithItsFile(FxRobot robot) throws Exception {
        ExampleGallery gallery = new ExampleGallery();
        Design design = gallery.load(gallery.find("commerce-main").orElseThrow());
        Path original = dir.resolve("lost/commerce-main.tablesmith.json");
        recovery.write("crashed-window", design, original, Instant.parse("2026-11-30T08:59:30Z"));

        WaitForAsyncUtils.asyncFx(() -> new RecoveryOffer(recovery, new FxTaskRunner(), windows::openRecovered,
                startStage, ZoneOffset.UTC).start());
        DialogPane offer = waitForDialog("Recover unsaved work");

        assertThat(offer.getHeaderText()).contains("commerce-main");
        assertThat(offer.getContentText()).contains(original.toAbsolutePath().toString(), "2026-11-30 08:59:30");
        press(offer, "Recover", robot);

        Stage recovered = waitForDesigner("commerce-main* — Tablesmith");
        DesignSession session = windows.sessionOf(recovered).orElseThrow();
        assertThat(session.design()).isEqualTo(recovery.scan().found().get(0).design());
        assertThat(session.design().name()).isEqualTo(design.name());
        assertThat(session.fileProperty().get()).isEqualTo(original.toAbsolutePath().normalize());
        assertThat(session.dirtyProperty().get()).isTrue();
    }

    @Test
    void longWorkShowsInTheStatusBarAndCancelDropsItWithoutTouchingTheDesign(FxRobot robot) throws Exception {
        Stage stage = openCommerceFile();
        DesignSession session = windows.sessionOf(stage).orElseThrow();
        Design before = session.design();
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        java.util.List<Object> delivered = new java.util.concurrent.CopyOnWriteArrayList<>();
        dev.tablesmith.ui.BackgroundWork work = WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() ->
                session.runWork("Generating sample items…", true, w -> {
                    while (!w.isCancelled() && release.getCount() > 0) {
                        Thread.onSpinWait();
                    }
                    return "done";
                }, delivered::add, delivered::add)));
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.Label text = robot.from(stage.getScene().getRoot()).lookup(".designer-work")
                .queryAs(javafx.scene.control.Label.class);
        Button cancel = robot.from(stage.getScene().getRoot()).lookup(".designer-work-cancel").queryAs(Button.class);
        assertThat(text.getText()).isEqualTo("Generating sample items…");
        assertThat(text.isVisible()).isTrue();
        assertThat(cancel.isVisible()).isTrue();

        robot.clickOn(cancel);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(work.isCancelled()).isTrue();
        assertThat(text.isVisible()).isFalse();
        assertThat(session.design()).isSameAs(before);
        release.countDown();
        Thread.sleep(300);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(delivered).isEmpty();
    }

    @Test
    void anAnalysisIsNamedInTheStatusBarOnlyOnceItHasLastedAMoment(FxRobot robot) throws Exception {
        Stage stage = openCommerceFile();
        DesignSession session = windows.sessionOf(stage).orElseThrow();
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.control.Label text = robot.from(stage.getScene().getRoot()).lookup(".designer-work")
                .queryAs(javafx.scene.control.Label.class);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        java.util.List<Object> delivered = new java.util.concurrent.CopyOnWriteArrayList<>();
        WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(() -> {
            session.analyse("Reviewing the design…", () -> "quick", delivered::add, delivered::add);
            session.analyse("Planning 100,000 items…", () -> {
                try {
                    release.await(10, java.util.concurrent.TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return "slow";
            }, delivered::add, delivered::add);
        }));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(text.isVisible()).isFalse();

        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> text.isVisible());
        assertThat(text.getText()).isEqualTo("Planning 100,000 items…");
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.asyncFx(() -> dev.tablesmith.ui.Snapshots.write(stage.getScene(), "designer-quiet-work"))
                .get(10, java.util.concurrent.TimeUnit.SECONDS);
        assertThat(robot.from(stage.getScene().getRoot()).lookup(".designer-work-cancel").queryAs(Button.class)
                .isVisible()).isFalse();

        release.countDown();
        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> !text.isVisible());
        // the status line hides as the work ends; its result reaches the caller in a later FX event
        WaitForAsyncUtils.waitFor(5, java.util.concurrent.TimeUnit.SECONDS, () -> delivered.size() == 2);
        assertThat(delivered).containsExactlyInAnyOrder("quick", "slow");
    }

    @Test
    void ctrl2SwitchesToAccessPatternsAndCtrl1Back(FxRobot robot) throws Exception {
        Stage stage = openCommerceFile();
        TabPane tabs = robot.from(stage.getScene().getRoot()).lookup(".designer-tabs").queryAs(TabPane.class);

        robot.clickOn(stage.getScene().getRoot()).press(KeyCode.CONTROL, KeyCode.DIGIT2).release(KeyCode.DIGIT2,
                KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs.getSelectionModel().getSelectedItem().getText()).isEqualTo("Access patterns");

        robot.press(KeyCode.CONTROL, KeyCode.DIGIT4).release(KeyCode.DIGIT4, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(tabs.getSelectionModel().getSelectedItem().getText()).isEqualTo("Table and indexes");
    }

    @Test
    void f6MovesTheFocusFromTheNavigatorToTheViewAndF8SelectsAFinding(FxRobot robot) throws Exception {
        Stage stage = openCommerceFile();
        Region navigator = robot.from(stage.getScene().getRoot()).lookup(".designer-navigator").queryAs(
                Region.class);
        WaitForAsyncUtils.waitFor(WaitForAsyncUtils.asyncFx(navigator::requestFocus));

        robot.press(KeyCode.F6).release(KeyCode.F6);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(isInside(stage.getScene().getFocusOwner(), navigator)).isFalse();
        assertThat(isInside(stage.getScene().getFocusOwner(), robot.from(stage.getScene().getRoot())
                .lookup(".designer-tabs").queryAs(Region.class))).isTrue();

        javafx.scene.control.ListView<?> findings = robot.from(stage.getScene().getRoot())
                .lookup(".review-panel-list").queryAs(javafx.scene.control.ListView.class);
        WaitForAsyncUtils.waitFor(10, TimeUnit.SECONDS, () -> !findings.getItems().isEmpty());
        robot.press(KeyCode.F8).release(KeyCode.F8);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(findings.getSelectionModel().getSelectedIndex()).isZero();
        assertThat(findings.isFocused()).isTrue();
    }

    private static boolean isInside(javafx.scene.Node node, javafx.scene.Node area) {
        for (javafx.scene.Node n = node; n != null; n = n.getParent()) {
            if (n == area) {
                return true;
            }
        }
        return false;
    }

    @Test
    void viewThemeDarkRestylesEveryWindowAndIsSaved(FxRobot robot) throws Exception {
        Stage stage = openCommerceFile();
        AppTheme.themeProperty().addListener((obs, old, theme) -> {
            try {
                settings.update(s -> s.withTheme(theme));
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });

        robot.clickOn("View").clickOn("Theme").clickOn("Dark");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(stage.getScene().getStylesheets()).anyMatch(s -> s.endsWith("/dark.css"));
        assertThat(startStage.getScene().getStylesheets()).anyMatch(s -> s.endsWith("/dark.css"));
        Region designer = (Region) stage.getScene().getRoot();
        Color background = (Color) designer.getBackground().getFills().get(0).getFill();
        assertThat(background.getBrightness()).isLessThan(0.2);
        assertThat(settings.load().theme()).isEqualTo(Theme.DARK);
    }
}
