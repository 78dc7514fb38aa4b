package dev.tablesmith.ui.shell;

import dev.tablesmith.io.JsonDesignStore;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;

/**
 * File ▸ Open recent: the recently opened design files, most recent first, as the start screen lists them; choosing
 * one opens it (or brings its window to the front). Filled each time the File menu opens.
 */
final class RecentMenu {
    private final Menu menu = new Menu("Open _recent");
    private final Supplier<List<Path>> files;
    private final Consumer<Path> open;

    RecentMenu(Supplier<List<Path>> files, Consumer<Path> open) {
        this.files = files;
        this.open = open;
        refresh();
    }

    Menu menu() {
        return menu;
    }

    void refresh() {
        menu.getItems().clear();
        List<Path> recent = files.get();
        if (recent.isEmpty()) {
            MenuItem none = new MenuItem("No recent files");
            none.setDisable(true);
            menu.getItems().add(none);
            return;
        }
        for (Path file : recent) {
            MenuItem item = new MenuItem(label(file));
            item.setMnemonicParsing(false);
            item.setOnAction(e -> open.accept(file));
            menu.getItems().add(item);
        }
    }

    /** "orders — /home/ana/designs" for {@code /home/ana/designs/orders.tablesmith.json}. */
    static String label(Path file) {
        String name = file.getFileName() == null ? file.toString() : file.getFileName().toString();
        if (name.endsWith(JsonDesignStore.DESIGN_FILE_SUFFIX)) {
            name = name.substring(0, name.length() - JsonDesignStore.DESIGN_FILE_SUFFIX.length());
        }
        Path folder = file.getParent();
        return folder == null ? name : name + " — " + folder;
    }
}
