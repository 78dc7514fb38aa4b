package dev.tablesmith.ui.shell;

import dev.tablesmith.ui.tables.RenameDialog;
import java.util.function.Consumer;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;

/**
 * What the navigator offers on its design and table nodes: a context menu with Rename… (the table node's own menu
 * gets Rename table… first), and F2 on the selected node, both opening the Rename dialog with that node's name
 * focused.
 */
final class NavigatorActions {
    private NavigatorActions() {
    }

    static void install(TreeView<NavigatorNode> navigator, Consumer<RenameDialog.Focus> rename) {
        MenuItem renameDesign = new MenuItem("Rename design…");
        renameDesign.setOnAction(e -> rename.accept(RenameDialog.Focus.DESIGN));
        MenuItem renameTable = new MenuItem("Rename table…");
        renameTable.setOnAction(e -> rename.accept(RenameDialog.Focus.TABLE));
        ContextMenu menu = new ContextMenu(renameDesign, renameTable);
        menu.setOnShowing(e -> {
            RenameDialog.Focus focus = focusOf(navigator.getSelectionModel().getSelectedItem());
            renameDesign.setVisible(focus != RenameDialog.Focus.TABLE);
            renameTable.setVisible(focus != RenameDialog.Focus.DESIGN);
        });
        navigator.setContextMenu(menu);
        navigator.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.F2) {
                RenameDialog.Focus focus = focusOf(navigator.getSelectionModel().getSelectedItem());
                if (focus != null) {
                    event.consume();
                    rename.accept(focus);
                }
            }
        });
    }

    /** {@code tableMenu} (the table node's own context menu) with Rename table… first. */
    static ContextMenu withRenameTable(ContextMenu tableMenu, Consumer<RenameDialog.Focus> rename) {
        MenuItem renameTable = new MenuItem("Rename table…");
        renameTable.setOnAction(e -> rename.accept(RenameDialog.Focus.TABLE));
        tableMenu.getItems().add(0, renameTable);
        return tableMenu;
    }

    /** The name a node stands for: the design (root), the table; null for other nodes. */
    static RenameDialog.Focus focusOf(TreeItem<NavigatorNode> item) {
        if (item == null) {
            return null;
        }
        return switch (item.getValue().kind()) {
            case DESIGN -> RenameDialog.Focus.DESIGN;
            case TABLE -> RenameDialog.Focus.TABLE;
            default -> null;
        };
    }
}
