package dev.tablesmith.ui;

import javafx.scene.control.TableCell;
import javafx.scene.control.Tooltip;
import javafx.util.Duration;

/**
 * A table cell showing its text on one line, and the whole text in a tooltip: a long key or value that the column
 * cuts short with "…" can still be read by pointing at it.
 *
 * @param <R> the row type
 */
public class FullTextCell<R> extends TableCell<R, String> {
    /** Tooltips wrap at this width, so a 2 KB value stays on the screen. */
    static final double TOOLTIP_WIDTH = 640;

    private final Tooltip tooltip = new Tooltip();

    public FullTextCell() {
        tooltip.setWrapText(true);
        tooltip.setMaxWidth(TOOLTIP_WIDTH);
        tooltip.setShowDelay(Duration.millis(400));
        tooltip.setShowDuration(Duration.minutes(1));
        tooltip.getStyleClass().add("full-text-tooltip");
    }

    @Override
    protected void updateItem(String value, boolean empty) {
        super.updateItem(value, empty);
        boolean blank = empty || value == null || value.isEmpty();
        setText(empty ? null : value);
        tooltip.setText(blank ? "" : value);
        setTooltip(blank ? null : tooltip);
    }
}
