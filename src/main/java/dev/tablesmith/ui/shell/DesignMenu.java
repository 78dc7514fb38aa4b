package dev.tablesmith.ui.shell;

import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.tables.RenameDialog;
import dev.tablesmith.ui.tables.SettingsDialog;
import java.util.function.IntConsumer;
import java.util.function.IntFunction;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.stage.Window;

/**
 * The designer's Design menu: rename the design or its table, edit the table's settings, and add an entity, an
 * access pattern or an index. An Add item shows the view it belongs to and presses that view's own Add button, so
 * the menu and the button always do the same thing.
 */
final class DesignMenu {
    /** Where each Add item's button is: the view's tab and the button's style class. */
    enum AddAction {
        ENTITY("Add _entity…", 0, ".entity-add"),
        PATTERN("Add access _pattern…", 1, ".patterns-add"),
        INDEX("Add _index…", 3, ".tables-add-index");

        final String text;
        final int view;
        final String button;

        AddAction(String text, int view, String button) {
            this.text = text;
            this.view = view;
            this.button = button;
        }
    }

    private final DesignSession session;
    private final Supplier<Window> window;
    private final IntConsumer selectView;
    private final IntFunction<Node> viewContent;

    /**
     * @param selectView  shows the view at an index (0 = entity chart), building it if it was never shown
     * @param viewContent the content of the view at an index once shown
     */
    DesignMenu(DesignSession session, Supplier<Window> window, IntConsumer selectView, IntFunction<Node> viewContent) {
        this.session = session;
        this.window = window;
        this.selectView = selectView;
        this.viewContent = viewContent;
    }

    Menu create() {
        Menu menu = new Menu("Desi_gn");
        menu.getItems().add(DesignerWindow.item("_Rename design…", null, () -> rename(RenameDialog.Focus.DESIGN)));
        menu.getItems().add(DesignerWindow.item("Rename _table…", null, () -> rename(RenameDialog.Focus.TABLE)));
        menu.getItems().add(DesignerWindow.item("Table _settings…", null,
                () -> SettingsDialog.show(session, window.get())));
        menu.getItems().add(new SeparatorMenuItem());
        for (AddAction action : AddAction.values()) {
            menu.getItems().add(DesignerWindow.item(action.text, null, () -> add(action)));
        }
        return menu;
    }

    void rename(RenameDialog.Focus focus) {
        RenameDialog.show(session, window.get(), focus);
    }

    /** Shows the action's view and presses its Add button; false when the view has no such button. */
    boolean add(AddAction action) {
        selectView.accept(action.view);
        Node content = viewContent.apply(action.view);
        Node button = content == null ? null : content.lookup(action.button);
        if (button instanceof ButtonBase base && !base.isDisabled()) {
            base.fire();
            return true;
        }
        return false;
    }
}
