package dev.tablesmith.ui.tables;

import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.DesignerTab;
import dev.tablesmith.ui.RefreshWhenShown;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The "Table and indexes" view of the session's table: the table's key schema, billing, TTL and stream at once;
 * one card per secondary index with its keys, projection and writers at once, and the planner's usage (access
 * patterns resolved to it, projection-aware storage) computed off the FX thread. Recomputed whenever the design
 * changes; a result for an older design is dropped.
 */
public final class TablesViewModel {
    private final DesignSession session;
    private final ReadOnlyObjectWrapper<TableFacts> facts = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<IndexUsage> tableUsage = new ReadOnlyObjectWrapper<>();
    private final ObservableList<IndexCard> indexes = FXCollections.observableArrayList();
    private final ObservableList<IndexCard> readOnlyIndexes = FXCollections.unmodifiableObservableList(indexes);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private long generation;
    private final RefreshWhenShown refreshing;

    public TablesViewModel(DesignSession session) {
        this.session = session;
        this.refreshing = new RefreshWhenShown(session, DesignerTab.TABLES, () -> refresh(session.design()));
        session.designProperty().addListener((obs, old, design) -> refreshing.request());
        refreshing.request();
    }

    private void refresh(Design design) {
        long mine = ++generation;
        Table table = design.table();
        facts.set(TableText.facts(table));
        tableUsage.set(null);
        indexes.setAll(table.indexes().stream().map(i -> TableText.card(i, table)).toList());
        message.set("Planning " + table.accessPatterns().size() + " access patterns…");
        session.analyse("Estimating index use and storage…", () -> TableUsage.of(table, design.pricing()), usage -> {
            if (mine == generation) {
                show(usage);
            }
        }, failure -> {
            if (mine == generation) {
                message.set("Could not plan the access patterns: " + failure.getMessage());
            }
        });
    }

    private void show(TableUsage usage) {
        tableUsage.set(usage.table());
        indexes.replaceAll(card -> card.withUsage(usage.indexes().get(card.name())));
        int count = indexes.size();
        message.set(count + (count == 1 ? " secondary index" : " secondary indexes"));
    }

    public ReadOnlyObjectProperty<TableFacts> factsProperty() {
        return facts.getReadOnlyProperty();
    }

    /** The base table's usage; null while it is computed. */
    public ReadOnlyObjectProperty<IndexUsage> tableUsageProperty() {
        return tableUsage.getReadOnlyProperty();
    }

    /** One card per secondary index, in the design's order. */
    public ObservableList<IndexCard> indexes() {
        return readOnlyIndexes;
    }

    /** A one-line status: planning, the index count, or what went wrong. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
