package dev.tablesmith.ui.shell;

import java.util.List;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TextInputControl;

/**
 * Edit ▸ Cut, Copy and Paste: they act on the text field that has the focus (a key template, a name, a value),
 * and are disabled while the focus is anywhere else, where the designer has nothing to cut or paste.
 */
final class TextEditActions {
    private final Supplier<Scene> scene;
    private final MenuItem cut;
    private final MenuItem copy;
    private final MenuItem paste;

    TextEditActions(Supplier<Scene> scene) {
        this.scene = scene;
        cut = DesignerWindow.item("Cu_t", KeyboardShortcuts.CUT, () -> focusedText().ifPresent(TextInputControl::cut));
        copy = DesignerWindow.item("_Copy", KeyboardShortcuts.COPY,
                () -> focusedText().ifPresent(TextInputControl::copy));
        paste = DesignerWindow.item("_Paste", KeyboardShortcuts.PASTE,
                () -> focusedText().ifPresent(TextInputControl::paste));
    }

    List<MenuItem> items() {
        return List.of(cut, copy, paste);
    }

    /** Called when the Edit menu opens: enabled only for a focused text field (Cut and Paste only if editable). */
    void update() {
        var text = focusedText();
        boolean editable = text.map(TextInputControl::isEditable).orElse(false);
        cut.setDisable(!editable);
        paste.setDisable(!editable);
        copy.setDisable(text.isEmpty());
    }

    private java.util.Optional<TextInputControl> focusedText() {
        Scene current = scene.get();
        Node owner = current == null ? null : current.getFocusOwner();
        return owner instanceof TextInputControl text ? java.util.Optional.of(text) : java.util.Optional.empty();
    }
}
