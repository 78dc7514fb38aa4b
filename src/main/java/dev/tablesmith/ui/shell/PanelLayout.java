package dev.tablesmith.ui.shell;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;

/**
 * Whether a designer window opens with its navigator and its review panel shown: the last choice made in any window
 * (View ▸ Show navigator / Show review panel), kept for the next window and, through the user settings, the next
 * start. Each window then folds and unfolds its own panels. Use on the FX thread.
 */
public final class PanelLayout {
    private static final BooleanProperty NAVIGATOR_SHOWN = new SimpleBooleanProperty(true);
    private static final BooleanProperty REVIEW_SHOWN = new SimpleBooleanProperty(true);

    private PanelLayout() {
    }

    /** Whether the next designer window shows the navigator. */
    public static BooleanProperty navigatorShownProperty() {
        return NAVIGATOR_SHOWN;
    }

    /** Whether the next designer window shows the review panel. */
    public static BooleanProperty reviewShownProperty() {
        return REVIEW_SHOWN;
    }
}
