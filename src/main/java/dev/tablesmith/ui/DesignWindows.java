package dev.tablesmith.ui;

import dev.tablesmith.io.JsonDesignStore;
import dev.tablesmith.ui.shell.DesignerWindow;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import javafx.stage.Stage;

/**
 * One designer window per opened design. Opening a file that is already open brings its window to the front
 * instead of showing the same design twice.
 */
public final class DesignWindows {
    private final Map<Path, Stage> byFile = new HashMap<>();
    private final TaskRunner tasks;

    /** Windows whose background work (saving) runs on a task runner of their own. */
    public DesignWindows() {
        this(new FxTaskRunner());
    }

    /** Windows whose background work runs on {@code tasks}. */
    public DesignWindows(TaskRunner tasks) {
        this.tasks = tasks;
    }

    /**
     * Shows {@code opened} in a designer window of its own; an imported design's warnings are shown in a dialog
     * beside it.
     */
    public Stage open(OpenedDesign opened) {
        Path key = opened.sourceFile().map(p -> p.toAbsolutePath().normalize()).orElse(null);
        Stage existing = key == null ? null : byFile.get(key);
        if (existing != null) {
            existing.toFront();
            existing.requestFocus();
            return existing;
        }
        DesignSession session = new DesignSession(opened.design(), opened.file(), tasks);
        DesignerWindow designer = new DesignerWindow(session, new JsonDesignStore());
        Stage stage = new Stage();
        if (key != null) {
            byFile.put(key, stage);
            stage.setOnHidden(event -> byFile.remove(key));
        }
        designer.show(stage);
        if (!opened.warnings().isEmpty()) {
            ImportWarningsDialog.create(stage, opened).show();
        }
        return stage;
    }
}
