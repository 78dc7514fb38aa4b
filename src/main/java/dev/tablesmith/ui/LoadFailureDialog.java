package dev.tablesmith.ui;

import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
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
        Alert alert = new Alert(Alert.AlertType.ERROR);
        alert.initOwner(owner);
        alert.setTitle("Could not open design");
        alert.setHeaderText(failure.title());
        alert.getDialogPane().getStylesheets().add(TablesmithApp.stylesheet());
        alert.getDialogPane().getStyleClass().add("load-failure");
        int count = failure.problems().size();
        Label summary = new Label(count == 1 ? "Tablesmith found this problem:" : "Tablesmith found " + count + " problems:");
        TextArea lines = new TextArea(String.join("\n", failure.problems()));
        lines.setEditable(false);
        lines.setWrapText(true);
        lines.setPrefRowCount(Math.min(count * 2, MAX_VISIBLE_LINES));
        lines.getStyleClass().add("problem-lines");
        VBox content = new VBox(summary, lines);
        content.getStyleClass().add("dialog-content");
        alert.getDialogPane().setContent(content);
        alert.setResizable(true);
        return alert;
    }

    /** Shows the dialog for {@code failure} and returns when the user closes it. */
    public static void show(Window owner, LoadFailure failure) {
        create(owner, failure).showAndWait();
    }
}
