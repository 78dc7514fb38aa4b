package dev.tablesmith.ui.entities;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * The widths of the entity chart's key columns: each column is as wide as its widest cell (the template, or the
 * sparse condition under it) or its heading, between {@link #MIN} and {@link #MAX}; a width the user set by
 * dragging a column's edge is kept for that key attribute across rebuilds of the columns (an index added, a tab
 * shown again) until the design no longer has that key attribute. Text is measured by a function, so the rule is
 * testable without a toolkit.
 */
final class KeyColumnWidths {
    /** No key column is narrower: a heading such as GSI1PK and a short template stay readable. */
    static final double MIN = 96;
    /** No key column is wider by itself: longer templates are read in the tooltip or the editor. */
    static final double MAX = 420;
    /** Cell padding on both sides and a little air. */
    static final double PADDING = 26;

    private final Map<String, Double> userWidths = new HashMap<>();

    /**
     * The width of the column of {@code keyAttribute}: the user's width if one was set, else the content width.
     *
     * @param cells     the column's cell texts ({@code TEMPLATE} or {@code TEMPLATE when CONDITION})
     * @param template  the width of a template line in the cell font
     * @param condition the width of a condition line ({@code when status = PENDING}) in its smaller font
     * @param heading   the width of the heading text
     */
    double width(String keyAttribute, List<String> cells, ToDoubleFunction<String> template,
                 ToDoubleFunction<String> condition, ToDoubleFunction<String> heading) {
        Double user = userWidths.get(keyAttribute);
        if (user != null) {
            return user;
        }
        double widest = heading.applyAsDouble(keyAttribute);
        for (String cell : cells) {
            String[] parts = KeyCell.split(cell);
            widest = Math.max(widest, template.applyAsDouble(parts[0]));
            if (parts[1] != null) {
                widest = Math.max(widest, condition.applyAsDouble("when " + parts[1]));
            }
        }
        return Math.max(MIN, Math.min(MAX, Math.ceil(widest + PADDING)));
    }

    /** Remembers a width the user dragged a column to. */
    void userResized(String keyAttribute, double width) {
        userWidths.put(keyAttribute, width);
    }

    /** Forgets the widths of key attributes the design no longer has. */
    void retain(List<String> keyAttributes) {
        userWidths.keySet().retainAll(keyAttributes);
    }

    /** Whether the user set this column's width. */
    boolean isUserSet(String keyAttribute) {
        return userWidths.containsKey(keyAttribute);
    }
}
