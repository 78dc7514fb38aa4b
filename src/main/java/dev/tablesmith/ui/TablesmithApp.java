package dev.tablesmith.ui;

import dev.tablesmith.ui.settings.UserSettingsStore;
import dev.tablesmith.ui.start.StartView;
import dev.tablesmith.ui.start.StartViewModel;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The Tablesmith desktop app: opens on the start screen; each design opens in its own window. Started by
 * {@code dev.tablesmith.Main}; a single {@code *.tablesmith.json} argument is opened at start.
 */
public final class TablesmithApp extends Application {
    private static final double WIDTH = 1280;
    private static final double HEIGHT = 800;

    private FxTaskRunner tasks;

    /** The app's stylesheet, for every scene and dialog. */
    public static String stylesheet() {
        return TablesmithApp.class.getResource("app.css").toExternalForm();
    }

    @Override
    public void start(Stage stage) {
        tasks = new FxTaskRunner();
        StartViewModel viewModel = new StartViewModel(new IoDesignLibrary(), UserSettingsStore.forCurrentUser(),
                tasks);
        DesignWindows windows = new DesignWindows(tasks);
        viewModel.setOnDesignOpened(windows::open);
        viewModel.setOnLoadFailed(failure -> LoadFailureDialog.show(stage, failure));

        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        Scene scene = new Scene(new StartView(viewModel).root(),
                Math.min(WIDTH, screen.getWidth()), Math.min(HEIGHT, screen.getHeight()));
        scene.getStylesheets().add(stylesheet());
        stage.setTitle("Tablesmith");
        stage.setMinWidth(760);
        stage.setMinHeight(520);
        stage.setScene(scene);
        stage.show();

        viewModel.start();
        LaunchArguments.designFileArgument(getParameters().getRaw()).ifPresent(viewModel::openFile);
    }

    @Override
    public void stop() {
        if (tasks != null) {
            tasks.shutdown();
        }
    }
}
