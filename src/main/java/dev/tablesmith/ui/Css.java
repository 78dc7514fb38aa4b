package dev.tablesmith.ui;

import javafx.scene.Node;

/** Helpers for views built in code and styled by {@code app.css}. */
public final class Css {
    private Css() {
    }

    /** Adds the style classes to {@code node} and returns it, so a node can be created and styled in one line. */
    public static <T extends Node> T styled(T node, String... styleClasses) {
        node.getStyleClass().addAll(styleClasses);
        return node;
    }
}
