package dev.tablesmith.ui.shell;

import static dev.tablesmith.ui.Css.styled;

import dev.tablesmith.ui.AppTheme;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;

/** Help &gt; Keyboard shortcuts: every {@link KeyboardShortcuts} row, keys on the left, action on the right. */
final class ShortcutsDialog {
    private ShortcutsDialog() {
    }

    static Alert create(Window owner) {
        GridPane grid = styled(new GridPane(), "shortcuts-grid");
        int row = 0;
        String shortcutKey = System.getProperty("os.name", "").toLowerCase(java.util.Locale.ROOT).startsWith("mac")
                ? "Cmd" : "Ctrl";
        for (KeyboardShortcuts.Shortcut shortcut : KeyboardShortcuts.all(shortcutKey)) {
            grid.addRow(row++, styled(new Label(shortcut.keys()), "shortcuts-keys"),
                    styled(new Label(shortcut.action()), "shortcuts-action"));
        }
        Alert alert = new Alert(Alert.AlertType.NONE, null, ButtonType.CLOSE);
        alert.setTitle("Keyboard shortcuts");
        alert.setHeaderText("Keyboard shortcuts");
        alert.getDialogPane().setContent(grid);
        AppTheme.style(alert.getDialogPane());
        if (owner != null) {
            alert.initOwner(owner);
        }
        return alert;
    }
}
