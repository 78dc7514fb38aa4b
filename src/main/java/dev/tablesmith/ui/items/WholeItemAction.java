package dev.tablesmith.ui.items;

import java.util.function.Function;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.stage.Window;

/**
 * Opens the whole-item window from a table of results: a double-click on a row, Enter on the selected row, or the
 * row's context menu item ("Show whole item…").
 */
public final class WholeItemAction {

    private WholeItemAction() {
    }

    /**
     * Installs the action on {@code table}: {@code items} says what a row opens, or null when it holds no item
     * (the menu item is then disabled and a double-click does nothing).
     *
     * @return the context menu item, for a test to find
     */
    public static <R> MenuItem install(TableView<R> table, String menuText, Function<R, ItemList> items) {
        MenuItem show = new MenuItem(menuText);
        show.getStyleClass().add("whole-item-menu");
        show.setOnAction(e -> open(table, items));
        ContextMenu menu = new ContextMenu(show);
        menu.setOnShowing(e -> {
            R row = table.getSelectionModel().getSelectedItem();
            show.setDisable(row == null || items.apply(row) == null);
        });
        table.setContextMenu(menu);
        table.setRowFactory(view -> {
            TableRow<R> row = new TableRow<>();
            row.setOnMouseClicked(e -> {
                if (e.getButton() == MouseButton.PRIMARY && e.getClickCount() == 2 && !row.isEmpty()) {
                    open(table, items);
                }
            });
            return row;
        });
        table.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ENTER && table.getSelectionModel().getSelectedItem() != null) {
                open(table, items);
                e.consume();
            }
        });
        return show;
    }

    private static <R> void open(TableView<R> table, Function<R, ItemList> items) {
        R row = table.getSelectionModel().getSelectedItem();
        ItemList chosen = row == null ? null : items.apply(row);
        if (chosen != null) {
            Window owner = table.getScene() == null ? null : table.getScene().getWindow();
            ItemDetailsDialog.show(owner, chosen.items(), chosen.at());
        }
    }
}
