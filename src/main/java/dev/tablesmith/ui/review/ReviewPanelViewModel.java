package dev.tablesmith.ui.review;

import dev.tablesmith.model.Design;
import dev.tablesmith.review.DesignReview;
import dev.tablesmith.review.Finding;
import dev.tablesmith.review.FindingLocation;
import dev.tablesmith.review.ReviewRule;
import dev.tablesmith.review.Severity;
import dev.tablesmith.ui.DesignSession;
import dev.tablesmith.ui.Plurals;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.value.ChangeListener;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The state of the design-review panel: the findings of {@link DesignReview} for the session's design, their
 * counts by severity, and the selected finding. The review runs off the FX thread through the session's task
 * runner each time the design changes; a result computed for a design that is no longer current is dropped.
 * Selecting a finding selects the entity and access pattern its location names, so the other views follow.
 */
public final class ReviewPanelViewModel {
    private final DesignSession session;
    private final DesignReview review = new DesignReview();
    private final ObservableList<Finding> findings = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<Finding> selected = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper counts = new ReadOnlyStringWrapper("Reviewing…");
    private final ReadOnlyStringWrapper failure = new ReadOnlyStringWrapper("");
    private final ChangeListener<Design> onDesignChange = (observable, before, after) -> refresh(after);
    private long generation;

    public ReviewPanelViewModel(DesignSession session) {
        this.session = session;
        session.designProperty().addListener(onDesignChange);
        refresh(session.design());
    }

    private void refresh(Design design) {
        long mine = ++generation;
        counts.set("Reviewing…");
        session.analyse("Reviewing the design…", () -> review.review(design), result -> {
            if (mine == generation) {
                show(result);
            }
        }, error -> {
            if (mine == generation) {
                findings.clear();
                selected.set(null);
                counts.set("");
                failure.set("The review could not run: " + error.getMessage());
            }
        });
    }

    private void show(List<Finding> result) {
        Finding previous = selected.get();
        failure.set("");
        findings.setAll(result);
        counts.set(countsText(result));
        selected.set(previous != null && result.contains(previous) ? previous : null);
    }

    /** The findings of the current design: errors first, then warnings, then info. */
    public ObservableList<Finding> findings() {
        return findings;
    }

    /** The header text, e.g. {@code 0 errors · 3 warnings · 5 info}. */
    public ReadOnlyStringProperty countsProperty() {
        return counts.getReadOnlyProperty();
    }

    /** Why the review could not run, or empty. */
    public ReadOnlyStringProperty failureProperty() {
        return failure.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Finding> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    /**
     * Selects a finding (null clears): the entity its location names becomes the session's selected entity, and
     * the access pattern it names the selected pattern.
     */
    public void select(Finding finding) {
        selected.set(finding);
        if (finding == null) {
            return;
        }
        FindingLocation location = finding.location();
        location.entityName().ifPresent(session.selectedEntityProperty()::set);
        location.patternId().ifPresent(session.selectedPatternProperty()::set);
    }

    /**
     * Whether {@code finding} is a {@code native-multi-attribute-key} finding with a fix to preview: a GSI written by
     * one entity (an overloaded GSI's finding suggests a split, which is not one edit).
     */
    public static boolean hasNativeKeyFix(Finding finding) {
        return finding != null && finding.ruleId().equals(ReviewRule.NATIVE_MULTI_ATTRIBUTE_KEY.id())
                && finding.location().indexName().isPresent() && finding.location().entityName().isPresent();
    }

    /**
     * Computes the preview of {@code finding}'s fix off the FX thread, then hands it to {@code show}; a finding
     * that no longer applies (the design changed) reports why through {@code failed}.
     */
    void previewNativeKey(Finding finding, java.util.function.Consumer<NativeKeyProposal> show,
                          java.util.function.Consumer<String> failed) {
        String index = finding.location().indexName().orElseThrow();
        dev.tablesmith.model.Table table = session.table();
        session.analyse("Previewing a native key for " + index + "…", () -> NativeKeyProposal.of(table, index), show,
                error -> failed.accept(error.getMessage()));
    }

    /** Makes the previewed change as one undoable edit; the refusal's message when it cannot be made. */
    Optional<String> applyNativeKey(NativeKeyProposal proposal) {
        return session.push(dev.tablesmith.edit.NativeKeyEdits.apply(proposal.tableName(), proposal.index()));
    }

    /** How many findings of {@code severity} there are now. */
    public long count(Severity severity) {
        return findings.stream().filter(f -> f.severity() == severity).count();
    }

    /** Stops following the session's design (when the panel is closed). */
    public void dispose() {
        session.designProperty().removeListener(onDesignChange);
        generation++;
    }

    /** {@code N errors · N warnings · N info}, singular where there is one. */
    static String countsText(List<Finding> findings) {
        long errors = findings.stream().filter(f -> f.severity() == Severity.ERROR).count();
        long warnings = findings.stream().filter(f -> f.severity() == Severity.WARNING).count();
        long infos = findings.stream().filter(f -> f.severity() == Severity.INFO).count();
        return Plurals.count(errors, "error") + " · " + Plurals.count(warnings, "warning") + " · " + infos
                + " info";
    }

    /** Where a finding is, in words and as a JSON Pointer into the design file. */
    public static String locationText(FindingLocation location) {
        String elements = location.describe();
        return elements.isEmpty() ? location.path() : elements + "  ·  " + location.path();
    }
}
