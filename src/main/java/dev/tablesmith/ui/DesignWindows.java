package dev.tablesmith.ui;

import dev.tablesmith.ui.design.DesignOverviewView;
import dev.tablesmith.ui.design.DesignOverviewViewModel;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javafx.scene.Scene;
import javafx.stage.Stage;

/**
 * One window per opened design. Opening a file that is already open brings its window to the front instead of
 * showing the same design twice.
 */
public final class DesignWindows {
    private static final double WIDTH = 1100;
    private static final double HEIGHT = 760;

    private final Map<Path, Stage> byFile = new HashMap<>();

    /** Shows {@code opened} in a window of its own. */
    public Stage open(OpenedDesign opened) {
        Path key = opened.sourceFile().map(p -> p.toAbsolutePath().normalize()).orElse(null);
        Stage existing = key == null ? null : byFile.get(key);
        if (existing != null) {
            existing.toFront();
            existing.requestFocus();
            return existing;
        }
        DesignOverviewViewModel viewModel = new DesignOverviewViewModel(opened);
        Scene scene = new Scene(new DesignOverviewView(viewModel).root(), WIDTH, HEIGHT);
        scene.getStylesheets().add(TablesmithApp.stylesheet());
        Stage stage = new Stage();
        stage.setTitle(viewModel.windowTitle());
        stage.setScene(scene);
        if (key != null) {
            byFile.put(key, stage);
            stage.setOnHidden(event -> byFile.remove(key));
        }
        stage.show();
        return stage;
    }
}
