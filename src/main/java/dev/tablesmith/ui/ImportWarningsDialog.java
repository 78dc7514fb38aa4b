package dev.tablesmith.ui;

import javafx.scene.control.Alert;
import javafx.stage.Window;

/**
 * Shows what an import could not carry over: one line per warning ({@code FILE: PATH: MESSAGE}) in a text area
 * the user can copy from, next to the designer window of the imported design.
 */
public final class ImportWarningsDialog {
    private static final int MAX_VISIBLE_LINES = 14;

    private ImportWarningsDialog() {
    }

    /** A dialog for the warnings of {@code opened}; not shown yet. */
    public static Alert create(Window owner, OpenedDesign opened) {
        int count = opened.warnings().size();
        if (!opened.isImported()) {
            // a design file with a credential in it (SecretText): the warning, not an import report
            return LineListDialog.create(owner, Alert.AlertType.WARNING, "Opened with a warning", opened.origin(),
                    "Check this before the design is saved, exported or diffed:", opened.warnings(),
                    MAX_VISIBLE_LINES, "import-warnings");
        }
        return LineListDialog.create(owner, Alert.AlertType.WARNING, "Imported with warnings", opened.origin(),
                count == 1 ? "Tablesmith could not carry this over as written:"
                        : "Tablesmith could not carry these " + count + " things over as written:",
                opened.warnings(), MAX_VISIBLE_LINES, "import-warnings");
    }
}
