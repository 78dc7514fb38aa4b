package dev.tablesmith.ui.collections;

import dev.tablesmith.engine.ViewTotals;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.DesignerTab;
import dev.tablesmith.ui.RefreshWhenShown;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The item collections of the table or one secondary index, as DynamoDB stores them: one band per partition key
 * value, its entries in sort key order (reversed per collection for a descending read), each attributed to its
 * entity. For a secondary index it also lists the items the index leaves out and why (a sparse index holds only
 * items carrying its key attributes). When the session's selected pattern is a read that uses this view, rows are
 * marked returned, read but filtered out, or not read, for the pattern's first page (up to its Limit).
 *
 * <p>Rows are built through {@link DesignSession#tasks()} off the FX thread and rebuilt when the design, the
 * chosen view, the order or the selected pattern changes; a result that arrives after a newer request is dropped.
 */
public final class CollectionsViewModel {
    private final DesignSession session;
    private final CollectionsBuilder builder = new CollectionsBuilder();
    private final ObservableList<String> views = FXCollections.observableArrayList();
    private final StringProperty selectedView = new SimpleStringProperty(AccessPattern.TABLE_INDEX);
    private final BooleanProperty descending = new SimpleBooleanProperty(false);
    private final ReadOnlyObjectWrapper<CollectionsContent> content =
            new ReadOnlyObjectWrapper<>(CollectionsContent.empty(AccessPattern.TABLE_INDEX));
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final RefreshWhenShown refresh;
    private int generation;

    public CollectionsViewModel(DesignSession session) {
        this.session = session;
        this.refresh = new RefreshWhenShown(session, DesignerTab.ITEM_COLLECTIONS, this::build);
        views.setAll(CollectionsBuilder.viewNames(session.table()));
        session.designProperty().addListener((obs, old, now) -> {
            List<String> names = CollectionsBuilder.viewNames(session.table());
            if (!names.equals(views)) {
                views.setAll(names);
            }
            if (!names.contains(selectedView.get())) {
                selectedView.set(AccessPattern.TABLE_INDEX);
            }
            rebuild();
        });
        selectedView.addListener((obs, old, now) -> rebuild());
        descending.addListener((obs, old, now) -> rebuild());
        session.selectedPatternProperty().addListener((obs, old, now) -> rebuild());
        rebuild();
    }

    /** The session whose design is shown. */
    public DesignSession session() {
        return session;
    }

    /** "table" then each secondary index, for the chooser. */
    public ObservableList<String> views() {
        return views;
    }

    /** The view shown: "table" or an index name. */
    public StringProperty selectedViewProperty() {
        return selectedView;
    }

    /** Whether each collection is listed in descending sort key order (ScanIndexForward = false). */
    public BooleanProperty descendingProperty() {
        return descending;
    }

    /** The rows, summaries and excluded items of the chosen view, replaced as a whole when a rebuild finishes. */
    public ReadOnlyObjectProperty<CollectionsContent> contentProperty() {
        return content.getReadOnlyProperty();
    }

    public CollectionsContent content() {
        return content.get();
    }

    /** "Building GSI2…" while rows are built, a one-line failure message, or empty. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /**
     * Builds the rows again from the session's current design, view, order and selected pattern: now when the
     * view is shown, else when it is shown next ({@link RefreshWhenShown}).
     */
    public void rebuild() {
        refresh.request();
    }

    private void build() {
        int ticket = ++generation;
        var design = session.design();
        String view = selectedView.get() == null ? AccessPattern.TABLE_INDEX : selectedView.get();
        boolean desc = descending.get();
        String pattern = session.selectedPatternProperty().get();
        ViewTotals whole = session.windowTotals(view).orElse(null);
        status.set("Building " + view + "…");
        session.analyse("Building the item collections of " + view + "…",
                () -> builder.build(design, view, desc, pattern, whole),
                built -> {
                    if (ticket == generation) {
                        content.set(built);
                        status.set("");
                    }
                },
                failure -> {
                    if (ticket == generation) {
                        content.set(CollectionsContent.empty(view));
                        status.set("Could not build the item collections of " + view + ": "
                                + failure.getMessage());
                    }
                });
    }
}
