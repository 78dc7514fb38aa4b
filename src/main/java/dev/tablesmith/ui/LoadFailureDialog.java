package dev.tablesmith.ui;

import javafx.scene.control.Alert;
import javafx.stage.Window;

/**
 * Shows a {@link LoadFailure}: its title and every problem line, in a text area the user can copy from (to fix
 * the file in an editor, or to report it).
 */
public final class LoadFailureDialog {
    private static final int MAX_VISIBLE_LINES = 12;

    private LoadFailureDialog() {
    }

    /** A dialog for {@code failure}, styled like the app; not shown yet. */
    public static Alert create(Window owner, LoadFailure failure) {
        int count = failure.problems().size();
        return LineListDialog.create(owner, Alert.AlertType.ERROR, "Could not open design", failure.title(),
                count == 1 ? "Tablesmith found this problem:" : "Tablesmith found " + count + " problems:",
                failure.problems(), MAX_VISIBLE_LINES, "load-failure");
    }

    /** Shows the dialog for {@code failure} and returns when the user closes it. */
    public static void show(Window owner, LoadFailure failure) {
        create(owner, failure).showAndWait();
    }
}
