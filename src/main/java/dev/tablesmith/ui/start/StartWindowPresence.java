package dev.tablesmith.ui.start;

import dev.tablesmith.ui.DesignWindows;
import javafx.application.Platform;
import javafx.stage.Stage;

/**
 * The start screen steps aside while designs are open: it hides when a designer window opens (also one opened from
 * a file given on the command line, or recovered) and comes back when the last designer window closes. File ▸ Quit
 * and closing the start screen itself end the app; it does not end when its last window hides, since the start
 * screen is only hidden then.
 */
public final class StartWindowPresence {
    private StartWindowPresence() {
    }

    /** Makes {@code start} follow the designer windows of {@code windows}. Call on the FX thread. */
    public static void follow(Stage start, DesignWindows windows) {
        Platform.setImplicitExit(false);
        windows.setOnOpened(start::hide);
        windows.setOnLastClosed(() -> {
            start.show();
            start.toFront();
        });
        windows.setOnQuit(Platform::exit);
        start.setOnCloseRequest(event -> {
            if (windows.openCount() == 0) {
                Platform.exit();
            }
        });
    }
}
