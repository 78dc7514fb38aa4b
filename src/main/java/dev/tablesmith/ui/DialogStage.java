package dev.tablesmith.ui;

import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * Shows a tool window the way every Tablesmith dialog opens: the app's theme, modal to its designer window (when it
 * has one), and Escape or the window's own close button both running the dialog's Close (which may cancel work
 * still running before the window goes).
 */
public final class DialogStage {
    private DialogStage() {
    }

    /** Puts {@code scene} in {@code stage}, titled {@code title} and owned by {@code owner} if any, and shows it. */
    public static Stage show(Window owner, Stage stage, Scene scene, String title, Runnable close) {
        AppTheme.style(scene);
        scene.getAccelerators().put(new KeyCodeCombination(KeyCode.ESCAPE), close);
        stage.setOnCloseRequest(e -> close.run());
        stage.setTitle(title);
        if (owner != null) {
            stage.initOwner(owner);
            stage.initModality(Modality.WINDOW_MODAL);
        }
        stage.setScene(scene);
        stage.show();
        return stage;
    }
}
