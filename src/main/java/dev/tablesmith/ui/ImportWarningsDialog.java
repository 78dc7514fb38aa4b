package dev.tablesmith.ui;

import javafx.scene.control.Alert;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
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
        Alert alert = new Alert(Alert.AlertType.WARNING);
        alert.initOwner(owner);
        alert.setTitle("Imported with warnings");
        alert.setHeaderText(opened.origin());
        alert.getDialogPane().getStylesheets().add(TablesmithApp.stylesheet());
        alert.getDialogPane().getStyleClass().add("import-warnings");
        int count = opened.warnings().size();
        Label summary = new Label(count == 1
                ? "Tablesmith could not carry this over as written:"
                : "Tablesmith could not carry these " + count + " things over as written:");
        TextArea lines = new TextArea(String.join("\n", opened.warnings()));
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
}
