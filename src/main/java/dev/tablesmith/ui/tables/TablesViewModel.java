package dev.tablesmith.ui.tables;

import dev.tablesmith.edit.IndexEdits;
import dev.tablesmith.edit.SchemaChange;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.SecondaryIndex;
import dev.tablesmith.model.Table;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.DesignerTab;
import dev.tablesmith.ui.RefreshWhenShown;
import java.util.Optional;
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
 * changes; a result for an older design is dropped. Indexes are added, edited and deleted, and the table's key
 * edited, through {@link IndexEditor}, {@link TableKeyEditor} and {@link #deleteIndex}, each change one undoable
 * edit.
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
    private final CapacityViewModel capacity;

    public TablesViewModel(DesignSession session) {
        this.session = session;
        this.capacity = new CapacityViewModel(session);
        this.refreshing = new RefreshWhenShown(session, DesignerTab.TABLES, () -> refresh(session.design()));
        session.designProperty().addListener((obs, old, design) -> refreshing.request());
        refreshing.request();
    }

    private void refresh(Design design) {
        long mine = ++generation;
        Table table = design.table();
        facts.set(TableText.facts(table));
        tableUsage.set(null);
        capacity.pending(design);
        indexes.setAll(table.indexes().stream().map(i -> TableText.card(i, table)).toList());
        message.set("Planning " + dev.tablesmith.ui.Plurals.count(table.accessPatterns().size(), "access pattern")
                + "…");
        session.analyse("Estimating index use and storage…", () -> TableUsage.of(table, design.pricing()), usage -> {
            if (mine == generation) {
                show(usage);
            }
        }, failure -> {
            if (mine == generation) {
                capacity.failed(failure.getMessage());
                message.set("Could not plan the access patterns: " + failure.getMessage());
            }
        });
    }

    private void show(TableUsage usage) {
        tableUsage.set(usage.table());
        capacity.show(usage.capacity());
        indexes.replaceAll(card -> card.withUsage(usage.indexes().get(card.name())));
        int count = indexes.size();
        message.set(dev.tablesmith.ui.Plurals.count(count, "secondary index"));
    }

    public ReadOnlyObjectProperty<TableFacts> factsProperty() {
        return facts.getReadOnlyProperty();
    }

    /** The "Capacity and cost" section: both billing modes and the pricing choices. */
    public CapacityViewModel capacity() {
        return capacity;
    }

    /** The base table's usage; null while it is computed. */
    public ReadOnlyObjectProperty<IndexUsage> tableUsageProperty() {
        return tableUsage.getReadOnlyProperty();
    }

    /** One card per secondary index, in the design's order. */
    public ObservableList<IndexCard> indexes() {
        return readOnlyIndexes;
    }

    /** The Add index dialog's logic: a new GSI by default. */
    public IndexEditor newIndex() {
        return new IndexEditor(session, null);
    }

    /** The Edit index dialog's logic for index {@code name}. */
    public IndexEditor editIndex(String name) {
        return new IndexEditor(session, name);
    }

    /** The Rename dialog's logic: the design's and the table's names. */
    public RenameEditor rename() {
        return new RenameEditor(session);
    }

    /** The table settings dialog's logic. */
    public SettingsEditor editSettings() {
        return new SettingsEditor(session);
    }

    /** The Edit table key dialog's logic. */
    public TableKeyEditor editTableKey() {
        return new TableKeyEditor(session);
    }

    /**
     * What the Delete confirmation says: the entity key templates that go with the index (those of its key
     * attributes that no other key uses), the access patterns pinned to it that are unpinned and planned again,
     * and for an LSI that a deployed table has to be recreated without it.
     */
    public String deleteConfirmation(String name) {
        Table table = session.table();
        SecondaryIndex index = table.index(name).orElse(null);
        if (index == null) {
            return "There is no index named " + name + ".";
        }
        SchemaChange change = IndexEdits.planDelete(table, name);
        StringBuilder text = new StringBuilder("Delete " + index.kind() + " " + name + "?\n");
        if (change.effects().isEmpty()) {
            text.append("No entity writes its keys and no access pattern is pinned to it.\n");
        }
        change.effects().forEach(line -> text.append("• ").append(line).append('\n'));
        if (!index.isGlobal()) {
            text.append("On a deployed table, removing an LSI means recreating the table.\n");
        }
        return text.append("Undo (Ctrl+Z) brings it back.").toString();
    }

    /** Deletes index {@code name} as one undoable edit; the reason when it is refused. */
    public Optional<String> deleteIndex(String name) {
        return session.push(IndexEdits.deleteIndex(session.table().name(), name));
    }

    /** A one-line status: planning, the index count, or what went wrong. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
