package dev.tablesmith.ui;

import dev.tablesmith.ui.recovery.RecoveryOffer;
import dev.tablesmith.ui.recovery.RecoveryStore;
import dev.tablesmith.ui.settings.Theme;
import dev.tablesmith.ui.settings.UserSettingsStore;
import java.time.Duration;
import java.util.Optional;
import java.time.ZoneId;
import dev.tablesmith.ui.shell.PanelLayout;
import dev.tablesmith.ui.start.RecentFileRow;
import dev.tablesmith.ui.start.StartView;
import dev.tablesmith.ui.start.StartWindowPresence;
import dev.tablesmith.ui.start.StartViewModel;
import dev.tablesmith.ui.startup.StartupReport;
import dev.tablesmith.ui.startup.StartupReportOptions;
import dev.tablesmith.ui.startup.TrackingTaskRunner;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The Tablesmith desktop app: opens on the start screen; each design opens in its own window. Started by
 * {@code dev.tablesmith.Main}; a single {@code *.tablesmith.json} argument is opened at start. At start it follows
 * the saved colour theme (and saves it when the user switches), and offers to recover designs autosaved by
 * windows that did not close cleanly. With {@code --startup-report} it measures its own start instead
 * ({@link StartupReport}).
 */
public final class TablesmithApp extends Application {
    private static final double WIDTH = 1280;
    private static final double HEIGHT = 800;

    private FxTaskRunner fxTasks;
    private TaskRunner tasks;
    private RecoveryStore recovery;

    /** The app's stylesheet, for every scene and dialog. */
    public static String stylesheet() {
        return TablesmithApp.class.getResource("app.css").toExternalForm();
    }

    @Override
    public void start(Stage stage) {
        fxTasks = new FxTaskRunner();
        Optional<StartupReportOptions> report = LaunchArguments.startupReport(getParameters().getRaw());
        TrackingTaskRunner tracking = new TrackingTaskRunner(fxTasks);
        tasks = report.isPresent() ? tracking : fxTasks;
        UserSettingsStore settings = UserSettingsStore.forCurrentUser();
        IoDesignLibrary library = new IoDesignLibrary();
        StartViewModel viewModel = new StartViewModel(library, settings, tasks);
        recovery = RecoveryStore.forCurrentUser();
        DesignWindows windows = new DesignWindows(tasks, recovery, Duration.ofSeconds(30));
        viewModel.setOnDesignOpened(windows::open);
        // The start screen is hidden while designers are open: then the dialog stands on its own.
        viewModel.setOnLoadFailed(failure -> LoadFailureDialog.show(stage.isShowing() ? stage : null, failure));
        viewModel.learn().setOnLessonOpened(windows::openLesson);
        viewModel.learn().setOnExerciseStarted(windows::startExercise);
        windows.setOnNewDesign(viewModel::newDesign);
        windows.setOnOpenFile(viewModel::openFile);
        windows.setOnSaved(viewModel::remember);
        windows.setRecentFiles(() -> viewModel.recentFiles().stream().map(RecentFileRow::file).toList());
        StartWindowPresence.follow(stage, windows);
        followSavedTheme(settings);

        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(new StartView(viewModel).root(),
                Math.min(WIDTH, screen.getWidth()), Math.min(HEIGHT, screen.getHeight()));
        AppTheme.style(scene);
        stage.setTitle("Tablesmith");
        stage.setMinWidth(760);
        stage.setMinHeight(520);
        stage.setScene(scene);
        stage.show();

        viewModel.start();
        if (report.isPresent()) {
            new StartupReport(report.get(), tracking, library, windows::open, System.out)
                    .watch(stage, viewModel::isGalleryLoaded, () -> viewModel.examples().size());
            return; // a measuring run neither offers recovery nor opens a file argument
        }
        new RecoveryOffer(recovery, tasks, windows::openRecovered, stage, ZoneId.systemDefault()).start();
        LaunchArguments.designFileArgument(getParameters().getRaw()).ifPresent(viewModel::openFile);
    }

    /**
     * Applies the saved theme and panel layout once they are read, then saves each switch (View > Theme, View > Show
     * navigator / review panel) in the background.
     */
    private void followSavedTheme(UserSettingsStore settings) {
        tasks.run(settings::load, loaded -> {
            AppTheme.setTheme(loaded.theme());
            AppTheme.themeProperty().addListener((obs, old, theme) -> saveTheme(settings, theme));
            PanelLayout.navigatorShownProperty().set(loaded.navigatorShown());
            PanelLayout.reviewShownProperty().set(loaded.reviewShown());
            PanelLayout.navigatorShownProperty().addListener((obs, old, shown) -> savePanels(settings));
            PanelLayout.reviewShownProperty().addListener((obs, old, shown) -> savePanels(settings));
        }, failure -> { });
    }

    private void savePanels(UserSettingsStore settings) {
        boolean navigator = PanelLayout.navigatorShownProperty().get();
        boolean review = PanelLayout.reviewShownProperty().get();
        tasks.run(() -> settings.update(s -> s.withPanels(navigator, review)), saved -> { }, failure -> { });
    }

    private void saveTheme(UserSettingsStore settings, Theme theme) {
        tasks.run(() -> settings.update(s -> s.withTheme(theme)), saved -> { }, failure -> { });
    }

    @Override
    public void stop() {
        if (fxTasks != null) {
            fxTasks.shutdown();
        }
        if (recovery != null) {
            recovery.close(); // another Tablesmith may now recover what this one left
        }
    }
}
