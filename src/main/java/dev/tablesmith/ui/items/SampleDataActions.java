package dev.tablesmith.ui.items;

import dev.tablesmith.ui.DesignSession;
import java.util.List;
import java.util.function.Supplier;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.stage.Window;

/**
 * The sample-data actions where the designer offers them: the Data menu and the table's context menu in the
 * navigator (the Item collections view offers them in its empty state).
 */
public final class SampleDataActions {
    private SampleDataActions() {
    }

    /** The designer's Data menu. */
    public static Menu dataMenu(Supplier<Window> owner, DesignSession session) {
        return new Menu("_Data", null, items(owner, session).toArray(MenuItem[]::new));
    }

    /** The context menu of the table in the navigator. */
    public static ContextMenu tableMenu(Supplier<Window> owner, DesignSession session) {
        return new ContextMenu(items(owner, session).toArray(MenuItem[]::new));
    }

    private static List<MenuItem> items(Supplier<Window> owner, DesignSession session) {
        MenuItem generate = new MenuItem("_Generate sample data…");
        generate.setOnAction(e -> GenerateSampleDialog.show(owner.get(), session));
        MenuItem add = new MenuItem("_Add item…");
        add.setOnAction(e -> ItemEditorDialog.show(owner.get(), ItemEditorViewModel.newItem(session)));
        MenuItem importItems = new MenuItem("_Import items…");
        importItems.setOnAction(e -> ImportItemsDialog.show(owner.get(), session));
        return List.of(generate, add, importItems);
    }
}
