package dev.tablesmith.ui;

import java.util.Objects;

/**
 * Runs a view's refresh (re-planning, rebuilding its rows) when asked, but only while the view is shown: a hidden
 * view is only marked stale, and refreshes once when it is shown next. After an edit of a design with 100,000
 * items, only the visible view and the review panel work, instead of every view at once; switching to another
 * view then computes it (from the session's shared, already materialized sample data).
 *
 * <p>A session without a designer window ({@link DesignSession#shownTabProperty()} null, as in tests and
 * headless tools) counts every view as shown. Use on the FX thread.
 */
public final class RefreshWhenShown {
    private final DesignSession session;
    private final DesignerTab tab;
    private final Runnable refresh;
    private boolean stale;

    public RefreshWhenShown(DesignSession session, DesignerTab tab, Runnable refresh) {
        this.session = Objects.requireNonNull(session, "session");
        this.tab = Objects.requireNonNull(tab, "tab");
        this.refresh = Objects.requireNonNull(refresh, "refresh");
        session.shownTabProperty().addListener((obs, old, now) -> {
            if (stale && isShown()) {
                stale = false;
                refresh.run();
            }
        });
    }

    /** Refreshes now when the view is shown; otherwise when it is shown next. */
    public void request() {
        if (isShown()) {
            stale = false;
            refresh.run();
        } else {
            stale = true;
        }
    }

    private boolean isShown() {
        DesignerTab shown = session.shownTabProperty().get();
        return shown == null || shown == tab;
    }
}
