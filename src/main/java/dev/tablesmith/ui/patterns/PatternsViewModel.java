package dev.tablesmith.ui.patterns;

import dev.tablesmith.edit.DesignEdits;
import dev.tablesmith.edit.FixEdits;
import dev.tablesmith.edit.PatternEdits;
import dev.tablesmith.model.AccessPattern;
import dev.tablesmith.model.Design;
import dev.tablesmith.model.Table;
import dev.tablesmith.planner.AccessPatternPlan;
import dev.tablesmith.planner.AccessPatternPlanner;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.DesignerTab;
import dev.tablesmith.ui.Plurals;
import dev.tablesmith.ui.RefreshWhenShown;
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
 * changes; the selected pattern's detail, shared with the other views through the session's selected pattern (in
 * both directions); its run on sample data with one input field per input; and the edits ({@link #editor()}, add,
 * delete, duplicate), each an undoable command on the session.
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
    private final ObservableList<RunInput> runInputs = FXCollections.observableArrayList();
    private final PatternEditor editor;
    private final WritePatternEditor writeEditor;
    private long generation;
    private long runs;
    private Table sampledTable;
    private final RefreshWhenShown replanning;

    public PatternsViewModel(DesignSession session) {
        this.session = session;
        this.editor = new PatternEditor(session, () -> selected.get() == null ? null : selected.get().id());
        this.writeEditor = new WritePatternEditor(session, () -> selected.get() == null ? null : selected.get().id());
        this.replanning = new RefreshWhenShown(session, DesignerTab.ACCESS_PATTERNS, () -> replan(session.design()));
        session.designProperty().addListener((obs, old, design) -> replanning.request());
        session.selectedPatternProperty().addListener((obs, old, id) -> follow(id));
        replanning.request();
    }

    /** The edits of the selected pattern. */
    public PatternEditor editor() {
        return editor;
    }

    /** The edits of the selected write pattern's request. */
    public WritePatternEditor writeEditor() {
        return writeEditor;
    }

    /** Follows a selection made elsewhere (navigator, review panel, collections); an id without a row clears it. */
    private void follow(String id) {
        if (selected.get() != null && selected.get().id().equals(id)) {
            return;
        }
        PatternRow row = id == null ? null : rows.stream().filter(r -> r.id().equals(id)).findFirst().orElse(null);
        if (row != null) {
            select(row);
        } else {
            selected.set(null);
            detail.set(null);
            sampleRun.set(null);
            runInputs.clear();
        }
    }

    /** Plans every pattern of the design's table in the background; a newer design wins over an older one. */
    private void replan(Design design) {
        long mine = ++generation;
        Table table = design.table();
        String planning = "Planning " + Plurals.count(table.accessPatterns().size(), "access pattern") + "…";
        message.set(planning);
        session.analyse(planning,
                () -> AccessPatternPlanner.planAll(table, design.pricing()), plans -> {
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
        String keep = session.selectedPatternProperty().get() != null ? session.selectedPatternProperty().get()
                : selected.get() == null ? null : selected.get().id();
        rows.setAll(plans.stream().map(plan -> PatternText.row(plan, table)).toList());
        message.set(Plurals.count(rows.size(), "access pattern"));
        select(keep == null ? null : rows.stream().filter(r -> r.id().equals(keep)).findFirst().orElse(null),
                table);
    }

    /** The selected pattern's cheapest fix with its effects, or empty when nothing is selected or none is needed. */
    public Optional<FixProposal> fixProposal() {
        PatternRow row = selected.get();
        return row == null ? Optional.empty() : FixProposal.of(session.table(), row.id(), row.plan().fix());
    }

    /** Makes {@code proposal}'s fix as one undoable edit; the reason when it is refused (the design is unchanged). */
    public Optional<String> applyFix(FixProposal proposal) {
        if (!proposal.applicable()) {
            return Optional.of(proposal.refusal());
        }
        return session.push(FixEdits.apply(session.table().name(), proposal.patternId(), proposal.fix()));
    }

    public ObservableList<PatternRow> rows() {
        return rows;
    }

    /** Selects a row (or nothing), shows its detail and shares the selection with the other views. */
    public void select(PatternRow row) {
        select(row, session.table());
    }

    private void select(PatternRow row, Table table) {
        boolean otherPattern = selected.get() == null || row == null || !selected.get().id().equals(row.id());
        boolean changed = otherPattern || !Objects.equals(selected.get().plan().request(), row.plan().request())
                || !sameSampleData(sampledTable, table);
        selected.set(row);
        detail.set(row == null ? null : PatternDetail.of(row.plan(), table));
        if (changed) {
            sampleRun.set(null);
        }
        List<RunInput> fresh = row == null ? List.of() : SampleInputs.of(row.plan(), table);
        if (otherPattern || !fresh.stream().map(RunInput::name).toList()
                .equals(runInputs.stream().map(RunInput::name).toList())) {
            runInputs.setAll(fresh);
        }
        session.selectedPatternProperty().set(row == null ? null : row.id());
    }

    /** One field per input of the selected pattern's request, pre-filled; typed values are used by the next run. */
    public ObservableList<RunInput> runInputs() {
        return runInputs;
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

    /**
     * Runs the selected pattern's request on the table's sample data, in the background, with the values typed in
     * {@link #runInputs()}: the planner builds the request with them as example inputs. A value that is not of its
     * attribute's type gets a message at its field and nothing runs; returns whether the run started.
     */
    public boolean runOnSampleData() {
        PatternRow row = selected.get();
        if (row == null || !SampleInputs.validate(runInputs)) {
            return false;
        }
        Table table = session.table();
        var pricing = session.design().pricing();
        AccessPattern pattern = SampleInputs.withInputs(row.plan().pattern(), runInputs);
        long mine = ++runs;
        sampleRun.set(null);
        session.tasks().run(() -> SampleRun.run(new AccessPatternPlanner(table, pricing).plan(pattern), table),
                run -> {
                    if (mine == runs && selected.get() != null && selected.get().id().equals(row.id())) {
                        sampledTable = table;
                        sampleRun.set(run);
                    }
                }, failure -> sampleRun.set(new SampleRun(List.of(), List.of(),
                        "The request failed on sample data: " + failure.getMessage(), "")));
        return true;
    }

    /**
     * Applies the selected write pattern to the table's sample data with the values typed in {@link #runInputs()}:
     * the request runs in the background on a simulated table; when it writes, the written items replace the sample
     * data in one undoable command ("Apply AP11 to sample data"), and the run pane shows each item's before and
     * after and its index changes. A failed condition or cancelled transaction changes nothing and says which
     * action failed. Returns whether the application started.
     */
    public boolean applyToSampleData() {
        PatternRow row = selected.get();
        if (row == null || row.plan().pattern().write() == null) {
            return false;
        }
        if (!SampleInputs.validate(runInputs)) {
            sampleRun.set(WriteApplication.refusedInputs(runInputs));
            return false;
        }
        Table table = session.table();
        AccessPattern pattern = SampleInputs.withInputs(row.plan().pattern(), runInputs);
        long mine = ++runs;
        sampleRun.set(null);
        session.tasks().run(() -> WriteApplication.apply(table, pattern), applied -> {
            if (mine != runs) {
                return;
            }
            if (applied.after() != null && session.table() == table) {
                sampledTable = applied.after();
                session.push(DesignEdits.onTable(table.name(), "Apply " + pattern.id() + " to sample data",
                        t -> applied.after()));
            }
            if (applied.missingInput() != null) {
                runInputs.stream().filter(i -> i.name().equals(applied.missingInput().needed().name()))
                        .findFirst().ifPresent(i -> i.setError(applied.missingInput().getMessage()));
            }
            sampleRun.set(applied.run());
        }, failure -> sampleRun.set(new SampleRun(List.of(), List.of(),
                "The write failed on sample data: " + failure.getMessage(), "")));
        return true;
    }

    /** Sets the selected pattern's request rate (requests per second); returns why it was refused, if it was. */
    public Optional<String> setRequestsPerSecond(double rate) {
        return editor.setRequestsPerSecond(rate);
    }

    /** Sets the selected pattern's Limit (page size), or removes it with null. */
    public Optional<String> setLimit(Integer limit) {
        return editor.setLimit(limit);
    }

    /** Deletes the selected pattern (one undoable command); the next row (else the previous) becomes selected. */
    public Optional<String> deleteSelected() {
        PatternRow row = selected.get();
        if (row == null) {
            return Optional.of("Select an access pattern first.");
        }
        int at = rows.indexOf(row);
        PatternRow neighbour = at + 1 < rows.size() ? rows.get(at + 1) : at > 0 ? rows.get(at - 1) : null;
        Optional<String> refused = session.push(PatternEdits.delete(session.table().name(), row.id()));
        if (refused.isEmpty()) {
            session.selectedPatternProperty().set(neighbour == null ? null : neighbour.id());
        }
        return refused;
    }

    /** Duplicates the selected pattern under {@link #nextPatternId()} and selects the copy. */
    public Optional<String> duplicateSelected() {
        PatternRow row = selected.get();
        if (row == null) {
            return Optional.of("Select an access pattern first.");
        }
        String copy = nextPatternId();
        Optional<String> refused = session.push(PatternEdits.duplicate(session.table().name(), row.id(), copy));
        if (refused.isEmpty()) {
            session.selectedPatternProperty().set(copy);
        }
        return refused;
    }

    /** A fresh "Add access pattern" form with {@link #nextPatternId()} as its id. */
    public AddPatternViewModel newPattern() {
        return new AddPatternViewModel(session, nextPatternId());
    }

    /**
     * Adds a read pattern that knows one attribute of one entity exactly ("orders by carrier": Order, carrier);
     * the planner then shows how it is served. It starts at {@link #NEW_PATTERN_RATE} request per second. An
     * entity the table lacks is created, and an attribute the entity lacks is added, in the same undoable edit;
     * {@code attribute} may be {@code status = PUBLISHED}.
     * Returns why it was refused, if it was.
     */
    public Optional<String> addPattern(String id, String name, String entity, String attribute) {
        AddPatternViewModel form = newPattern();
        form.idProperty().set(id);
        form.nameProperty().set(name);
        form.entityProperty().set(entity);
        form.inputsProperty().set(attribute);
        return form.add();
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

    /** Whether two versions of the table hold the same sample items in the same indexes (a rate edit keeps them). */
    private static boolean sameSampleData(Table before, Table after) {
        return before != null && before.keySchema().equals(after.keySchema())
                && before.indexes().equals(after.indexes()) && before.entities().equals(after.entities())
                && before.items().equals(after.items());
    }
}
