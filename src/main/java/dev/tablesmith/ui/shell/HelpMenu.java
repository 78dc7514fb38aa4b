package dev.tablesmith.ui.shell;

import dev.tablesmith.ui.AppTheme;
import dev.tablesmith.ui.TaskRunner;
import dev.tablesmith.ui.help.GuideDocument;
import dev.tablesmith.ui.help.UserGuideWindow;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Menu;
import javafx.stage.Window;

/**
 * The Help menu: the user guide in a window of its own ({@link UserGuideWindow}: read and parsed off the FX
 * thread), the keyboard shortcuts, and About Tablesmith.
 */
final class HelpMenu {
    private final Supplier<Window> owner;
    private final TaskRunner tasks;

    HelpMenu(Supplier<Window> owner, TaskRunner tasks) {
        this.owner = owner;
        this.tasks = tasks;
    }

    Menu create() {
        return new Menu("_Help", null,
                DesignerWindow.item("_User guide", KeyboardShortcuts.USER_GUIDE, this::showGuide),
                DesignerWindow.item("_Keyboard shortcuts", null, () -> ShortcutsDialog.create(owner.get()).show()),
                DesignerWindow.item("_About Tablesmith", null, () -> about(owner.get()).show()));
    }

    void showGuide() {
        tasks.run(GuideDocument::load, guide -> {
            if (guide.isEmpty()) {
                message("This build has no user guide bundled; read docs/guide.md in the Tablesmith repository.");
            } else {
                UserGuideWindow.show(owner.get(), guide.get());
            }
        }, failure -> message("The user guide could not be read: " + failure.getMessage()));
    }

    private void message(String text) {
        Alert alert = new Alert(Alert.AlertType.INFORMATION, text, ButtonType.OK);
        alert.setHeaderText(null);
        alert.setTitle("User guide");
        AppTheme.style(alert.getDialogPane());
        if (owner.get() != null) {
            alert.initOwner(owner.get());
        }
        alert.show();
    }

    /** About Tablesmith: what it is, its version, and the Java and JavaFX it runs on. */
    static Alert about(Window owner) {
        String version = HelpMenu.class.getPackage().getImplementationVersion();
        Alert alert = new Alert(Alert.AlertType.INFORMATION, null, ButtonType.CLOSE);
        alert.setTitle("About Tablesmith");
        alert.setHeaderText("Tablesmith " + (version == null ? "(development build)" : version));
        alert.setContentText("A desktop designer for DynamoDB single-table design: access patterns first, the entity"
                + " chart, item collections and sparse indexes on sample data, the design review, and live checks"
                + " against DynamoDB.\n\nJava " + System.getProperty("java.version") + " · JavaFX "
                + System.getProperty("javafx.runtime.version", "?"));
        alert.getDialogPane().getStyleClass().add("about-dialog");
        alert.getDialogPane().setPrefWidth(520);
        AppTheme.style(alert.getDialogPane());
        if (owner != null) {
            alert.initOwner(owner);
        }
        return alert;
    }
}
