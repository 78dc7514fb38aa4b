package dev.tablesmith.ui.shell;

import java.util.List;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ListView;

/**
 * F6 and F8 in the designer. F6 moves the focus through the window's areas in order: navigator, the current
 * view, the review panel, and round again. F8 selects the next review finding (wrapping to the first), which
 * selects what it is about.
 */
final class FocusCycle {
    private final List<Supplier<Node>> areas;
    private final Supplier<ListView<?>> findings;

    /** {@code areas} in F6 order; each supplies the area's root (the view's root may change with the tab). */
    FocusCycle(List<Supplier<Node>> areas, Supplier<ListView<?>> findings) {
        this.areas = List.copyOf(areas);
        this.findings = findings;
    }

    /** Focuses the area after the one holding the focus. */
    void nextArea(Scene scene) {
        Node focused = scene.getFocusOwner();
        int current = -1;
        for (int i = 0; i < areas.size(); i++) {
            if (focused != null && contains(areas.get(i).get(), focused)) {
                current = i;
            }
        }
        for (int step = 1; step <= areas.size(); step++) {
            Node target = focusable(areas.get((current + step) % areas.size()).get());
            if (target != null) {
                target.requestFocus();
                return;
            }
        }
    }

    /** Selects the next review finding and moves the focus to the findings list. */
    void nextFinding() {
        ListView<?> list = findings.get();
        if (list == null || list.getItems().isEmpty()) {
            return;
        }
        int next = (list.getSelectionModel().getSelectedIndex() + 1) % list.getItems().size();
        list.getSelectionModel().clearAndSelect(next);
        list.scrollTo(next);
        list.requestFocus();
    }

    private static boolean contains(Node area, Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == area) {
                return true;
            }
        }
        return false;
    }

    /** The area itself when it takes the focus, else its first focus-traversable, visible descendant. */
    static Node focusable(Node area) {
        if (area == null || !area.isVisible() || area.isDisabled()) {
            return null;
        }
        if (area.isFocusTraversable()) {
            return area;
        }
        if (area instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                Node found = focusable(child);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }
}
