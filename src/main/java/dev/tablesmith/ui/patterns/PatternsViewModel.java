package dev.tablesmith.ui.patterns;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Equality;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.ui.DesignSession;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The access patterns of the session's table with their plans: re-planned off the FX thread whenever the design
 * changes; the selected pattern's detail; its sample run; and the edits (rate, Limit, a new pattern), each an
 * undoable command on the session.
 */
public final class PatternsViewModel {
    /** The rate a new pattern starts with, so that its cost shows; the rate field changes it. */
    public static final double NEW_PATTERN_RATE = 1.0;

    private final DesignSession session;
    private final ObservableList<PatternRow> rows = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<PatternRow> selected = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<PatternDetail> detail = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<SampleRun> sampleRun = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private long generation;
    private Table sampledTable;

    public PatternsViewModel(DesignSession session) {
        this.session = session;
        session.designProperty().addListener((obs, old, design) -> replan(design));
        // A pattern selected elsewhere (navigator, review panel, a lesson step) is selected here too.
        session.selectedPatternProperty().addListener((obs, old, id) -> {
            if (id != null && (selected.get() == null || !selected.get().id().equals(id))) {
                rows.stream().filter(r -> r.id().equals(id)).findFirst().ifPresent(this::select);
            }
        });
        replan(session.design());
    }

    /** Plans every pattern of the design's table in the background; a newer design wins over an older one. */
    private void replan(Design design) {
        long mine = ++generation;
        Table table = design.table();
        message.set("Planning " + table.accessPatterns().size() + " access patterns…");
        session.tasks().run(() -> new AccessPatternPlanner(table, design.pricing()).planAll(), plans -> {
            if (mine == generation) {
                show(plans, table);
            }
        }, failure -> {
            if (mine == generation) {
                message.set("Could not plan the access patterns: " + failure.getMessage());
            }
        });
    }

    private void show(List<AccessPatternPlan> plans, Table table) {
        String keep = selected.get() == null ? session.selectedPatternProperty().get() : selected.get().id();
        rows.setAll(plans.stream().map(PatternText::row).toList());
        message.set(rows.size() + " access patterns");
        select(keep == null ? null : rows.stream().filter(r -> r.id().equals(keep)).findFirst().orElse(null),
                table);
    }

    public ObservableList<PatternRow> rows() {
        return rows;
    }

    /** Selects a row (or nothing), shows its detail and shares the selection with the other views. */
    public void select(PatternRow row) {
        select(row, session.table());
    }

    private void select(PatternRow row, Table table) {
        boolean changed = selected.get() == null || row == null || !selected.get().id().equals(row.id())
                || !Objects.equals(selected.get().plan().request(), row.plan().request())
                || !sameSampleData(sampledTable, table);
        selected.set(row);
        detail.set(row == null ? null : PatternDetail.of(row.plan(), table));
        if (changed) {
            sampleRun.set(null);
        }
        session.selectedPatternProperty().set(row == null ? null : row.id());
    }

    public ReadOnlyObjectProperty<PatternRow> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<PatternDetail> detailProperty() {
        return detail.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<SampleRun> sampleRunProperty() {
        return sampleRun.getReadOnlyProperty();
    }

    /** A one-line status: planning, the pattern count, or what went wrong. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Runs the selected pattern's request on the table's sample data, in the background. */
    public void runOnSampleData() {
        PatternRow row = selected.get();
        if (row == null) {
            return;
        }
        Table table = session.table();
        sampleRun.set(null);
        session.tasks().run(() -> SampleRun.run(row.plan(), table), run -> {
            if (selected.get() != null && selected.get().id().equals(row.id())) {
                sampledTable = table;
                sampleRun.set(run);
            }
        }, failure -> sampleRun.set(new SampleRun(List.of(), List.of(),
                "The request failed on sample data: " + failure.getMessage())));
    }

    /** Sets the selected pattern's request rate (requests per second); returns why it was refused, if it was. */
    public Optional<String> setRequestsPerSecond(double rate) {
        if (rate < 0 || Double.isNaN(rate)) {
            return Optional.of("The rate must be zero or more requests per second.");
        }
        return editSelected(p -> copy(p, p.limit(), rate));
    }

    /** Sets the selected pattern's Limit (page size), or removes it with null. */
    public Optional<String> setLimit(Integer limit) {
        if (limit != null && limit < 1) {
            return Optional.of("The Limit must be at least 1.");
        }
        return editSelected(p -> copy(p, limit, p.requestsPerSecond()));
    }

    private Optional<String> editSelected(java.util.function.UnaryOperator<AccessPattern> change) {
        PatternRow row = selected.get();
        if (row == null) {
            return Optional.of("Select an access pattern first.");
        }
        AccessPattern current = session.table().accessPattern(row.id()).orElse(row.plan().pattern());
        AccessPattern next = change.apply(current);
        if (next.equals(current)) {
            return Optional.empty();
        }
        return session.push(DesignEdits.putAccessPattern(session.table().name(), next));
    }

    /**
     * Adds a read pattern that knows one attribute of one entity exactly ("orders by carrier": Order, carrier);
     * the planner then shows how it is served. It starts at {@link #NEW_PATTERN_RATE} request per second. Returns why it was refused, if it was.
     */
    public Optional<String> addPattern(String id, String name, String entity, String attribute) {
        Table table = session.table();
        String cleanId = id == null ? "" : id.trim();
        if (cleanId.isEmpty()) {
            return Optional.of("Give the pattern an id, e.g. AP" + (table.accessPatterns().size() + 1) + ".");
        }
        if (table.accessPattern(cleanId).isPresent()) {
            return Optional.of("An access pattern with id " + cleanId + " already exists.");
        }
        if (entity == null || table.entity(entity).isEmpty()) {
            return Optional.of("Choose one of the table's entities.");
        }
        if (attribute == null || attribute.isBlank()) {
            return Optional.of("Name the attribute the caller knows, e.g. carrier.");
        }
        AccessPattern read = AccessPattern.read(cleanId, name == null ? "" : name.trim(), List.of(entity),
                List.of(Equality.input(attribute.trim())));
        AccessPattern pattern = copy(read, null, NEW_PATTERN_RATE);
        PatternRow before = selected.get();
        selected.set(null);
        session.selectedPatternProperty().set(cleanId);
        Optional<String> refused = session.push(DesignEdits.putAccessPattern(table.name(), pattern));
        if (refused.isPresent()) {
            select(before);
        }
        return refused;
    }

    /** A suggested id for a new pattern: AP followed by one more than the highest AP number. */
    public String nextPatternId() {
        int highest = 0;
        for (AccessPattern p : session.table().accessPatterns()) {
            if (p.id().matches("AP\\d+")) {
                highest = Math.max(highest, Integer.parseInt(p.id().substring(2)));
            }
        }
        return "AP" + (highest + 1);
    }

    /** The names of the table's entities, for the add-pattern dialog. */
    public List<String> entityNames() {
        return session.table().entities().stream().map(e -> e.name()).toList();
    }

    /** Whether two versions of the table hold the same sample items in the same indexes (a rate edit keeps them). */
    private static boolean sameSampleData(Table before, Table after) {
        return before != null && before.keySchema().equals(after.keySchema())
                && before.indexes().equals(after.indexes()) && before.entities().equals(after.entities())
                && before.items().equals(after.items());
    }

    private static AccessPattern copy(AccessPattern p, Integer limit, double rate) {
        return new AccessPattern(p.id(), p.name(), p.description(), p.kind(), p.entities(), p.equalities(),
                p.range(), p.sort(), limit, rate, p.consistency(), p.index(), p.keyCondition(), p.exampleInputs(),
                p.write());
    }
}
