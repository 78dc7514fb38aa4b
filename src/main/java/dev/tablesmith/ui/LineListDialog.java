package dev.tablesmith.ui;

import java.util.List;
import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.stage.Window;

/**
 * A dialog with a one-line summary and a list of lines in a text area the user can copy from (load problems,
 * import warnings), styled with the app's current theme.
 */
public final class LineListDialog {
    private LineListDialog() {
    }

    /** The dialog, not shown yet; the text area is as tall as the lines, up to {@code maxVisibleRows}. */
    public static Alert create(Window owner, Alert.AlertType type, String title, String header, String summary,
                        List<String> lines, int maxVisibleRows, String styleClass) {
        Alert alert = new Alert(type);
        if (owner != null) {
            alert.initOwner(owner);
        }
        alert.setTitle(title);
        alert.setHeaderText(header);
        AppTheme.style(alert.getDialogPane());
        alert.getDialogPane().getStyleClass().add(styleClass);
        TextArea text = new TextArea(String.join("\n", lines));
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(Math.min(lines.size() * 2, maxVisibleRows));
        text.getStyleClass().add("problem-lines");
        VBox content = new VBox(new Label(summary), text);
        content.getStyleClass().add("dialog-content");
        alert.getDialogPane().setContent(content);
        alert.setResizable(true);
        return alert;
    }
}
