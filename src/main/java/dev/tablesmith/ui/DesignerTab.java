package dev.tablesmith.ui;

/**
 * The views of the designer window, in tab order (Ctrl+1..5). The session tells which one is shown, so that a
 * hidden view defers its heavy work (planning 100,000 items, building item collections) until it is shown.
 */
public enum DesignerTab {
    ENTITY_CHART,
    ACCESS_PATTERNS,
    ITEM_COLLECTIONS,
    TABLES,
    LIVE;

    /** The tab at {@code index}, or null when there is none. */
    public static DesignerTab at(int index) {
        return index >= 0 && index < values().length ? values()[index] : null;
    }
}
